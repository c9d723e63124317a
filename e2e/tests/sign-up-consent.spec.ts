import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, fillPhoneIfShown } from './helpers.ts';

// Issue 16, item 25: a sign-up carries the dealer's consents (spec 3 §5). The required one must be
// ticked before the form is sent; the server refuses a sign-up without it, and its refusal shows on
// the box; the consents given are kept and read back. The sign-up's own consents (the disclosure of
// tokenization, the deposit terms) are shown and kept too.

const REQUIRED = {
  en: 'I agree that the dealership collects and uses my information to prepare my deal.',
  fr: 'J’accepte que le concessionnaire recueille et utilise mes renseignements pour préparer ma transaction.',
};
const MARKETING_EN =
  'I agree to receive news and offers from the dealership by e-mail, phone or text message.';

async function openSignUp(page: Page, language: 'en' | 'fr') {
  await page.getByRole('button', { name: language === 'fr' ? 'Menu du compte' : 'Account menu' }).click();
  await page.getByRole('menuitem', { name: language === 'fr' ? 'Se connecter' : 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('button', { name: language === 'fr' ? 'Créer un compte' : 'Create an account' })
    .click();
  return dialog;
}

async function fillPerson(page: Page, email: string, language: 'en' | 'fr') {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: language === 'fr' ? /^Prénom/ : /^First name/ }).fill('Nora');
  await dialog.getByRole('textbox', { name: language === 'fr' ? /^Nom\b/ : /^Last name/ }).fill('Tremblay');
  await dialog.getByRole('textbox', { name: language === 'fr' ? /^Courriel/ : /^Email/ }).fill(email);
  await fillPhoneIfShown(dialog);
}

test('sign-up: the required consent must be ticked; the consents given are kept with their wording', async ({
  page,
}) => {
  await page.goto('/maple_motors/en/vehicle-list/');
  const dialog = await openSignUp(page, 'en');
  await fillPerson(page, `consent.${Date.now()}@example.com`, 'en');
  const required = dialog.getByRole('checkbox', { name: REQUIRED.en });
  const marketing = dialog.getByRole('checkbox', { name: MARKETING_EN });
  await expect(required).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expectNoAxeViolations(page);

  // Unticked: no sign-up; the box says why and has the focus.
  let registrations = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/customer/user/register/')) registrations += 1;
  });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(required).toBeFocused();
  await expect(required).toHaveAttribute('aria-invalid', 'true');
  await expect(required).toHaveAccessibleDescription('This field is required.');
  expect(registrations).toBe(0);
  await expectNoAxeViolations(page);

  // The sign-up's own consents: the disclosure of tokenization and the dealer's deposit terms.
  const terms = dialog.getByRole('checkbox', {
    name: 'I accept the deposit terms: Your refundable deposit holds the vehicle for 72 hours.',
  });
  await expect(
    dialog.getByRole('checkbox', { name: /kept by the payment processor as a token/ }),
  ).toBeVisible();
  // Ticked (the optional ones left alone but the terms): the account is made.
  await terms.check({ force: true });
  await required.check({ force: true });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  const read = await page.request.get('/api/customer/consents/?get_user=true', {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  const body = (await read.json()) as {
    consent_values: Record<string, boolean | null>;
    consents_given: { key: string; value: boolean; language: string; text: string; source: string }[];
  };
  expect(body.consent_values).toEqual({ dealer_data_collection: true, dealer_marketing: false });
  expect(body.consents_given.find((g) => g.key === 'dealer_data_collection')).toMatchObject({
    value: true,
    language: 'en',
    text: REQUIRED.en,
  });
  expect(body.consents_given.find((g) => g.key === 'terms_and_conditions')).toMatchObject({
    value: true,
    source: 'sign-up',
  });
  expect(body.consents_given.find((g) => g.key === 'disclosure_tokenization')?.value).toBe(false);
});

test('sign-up in French: the server’s refusal of a missing consent shows on its box, in French', async ({
  page,
}) => {
  await page.goto('/riviere_auto/fr/vehicle-list/');
  const dialog = await openSignUp(page, 'fr');
  await fillPerson(page, `consentement.${Date.now()}@example.com`, 'fr');
  const required = dialog.getByRole('checkbox', { name: REQUIRED.fr });
  await required.check({ force: true });
  // A sign-up that reaches the server without its consents (an older page, a changed dealer
  // setting): the real server refuses it on the consent.
  await page.route('**/api/customer/user/register/', async (route) => {
    const sent = route.request().postDataJSON() as Record<string, unknown>;
    delete sent.consents;
    await route.continue({ postData: JSON.stringify(sent) });
  });
  const refused = page.waitForResponse((r) => r.url().includes('/api/customer/user/register/'));
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  expect((await refused).status()).toBe(400);
  await expect(required).toHaveAttribute('aria-invalid', 'true');
  await expect(required).toHaveAccessibleDescription('Ce champ est obligatoire.');
  // Not a general error above the button: the message is on the box.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await page.unroute('**/api/customer/user/register/');
  // Ticking again clears it; the sign-up goes through.
  await required.uncheck({ force: true });
  await required.check({ force: true });
  await expect(required).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(dialog.getByRole('heading', { name: 'Votre compte est prêt' })).toBeVisible();
});
