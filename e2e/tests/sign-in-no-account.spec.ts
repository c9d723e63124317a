import { expect, test } from './fixtures.ts';
import { customerOfItsOwn, expectNoAxeViolations } from './helpers.ts';

// "Log in" with an address that has no account at this dealer (accounts are per dealer): the code
// form does not greet a customer, and the address receives an e-mail with a link to the sign-up.

/** The newest dev-mailbox e-mail to an address that carries a sign-up link, and that link. */
async function signUpLink(page: import('@playwright/test').Page, email: string) {
  let found = { article: '', link: '' };
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mailbox/')).text();
      const article = html.split('<article>').find((a) => a.includes(email) && a.includes('signup=1')) ?? '';
      found = { article, link: /https?:\/\/[^\s<]+signup=1[^\s<]*/.exec(article)?.[0] ?? '' };
      return found.link;
    })
    .toContain('signup=1');
  return found;
}

test('a customer of another dealer logs in here: no "Welcome back", an e-mail with a sign-up link that opens the sign-up filled in', async ({
  page,
  browser,
}) => {
  const email = await customerOfItsOwn(browser, 'riviere_auto', 'other.dealer');
  await page.goto('/maple_motors/en/vehicle-list/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(dialog).not.toContainText('Welcome back');
  await expect(dialog).toContainText(
    'a 6-digit code if this address has an account here, otherwise a link to create one.',
  );
  await expectNoAxeViolations(page);

  const { article, link } = await signUpLink(page, email);
  expect(article).toContain('There is no account with this e-mail address at Maple Motors');
  expect(article).not.toMatch(/code is \d{6}/);
  const url = new URL(link.replaceAll('&amp;', '&'));
  expect(url.pathname).toBe('/maple_motors/en/');
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signUp).toBeVisible();
  await expect(signUp.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  // The address leaves the address bar once read.
  await expect(page).not.toHaveURL((u) => u.href.includes('signup') || u.href.includes('email'));
});

test('fr-CA: an address with no account anywhere gets the French wording and the French e-mail', async ({
  page,
}) => {
  const email = `personne.${Date.now()}@exemple.ca`;
  await page.goto('/maple_motors/fr/vehicle-list/');
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Courriel' }).fill(email);
  await dialog.getByRole('button', { name: 'M’envoyer un code' }).click();
  await expect(dialog.getByRole('heading', { name: 'Vérifiez vos courriels' })).toBeVisible();
  await expect(dialog).not.toContainText('Bon retour');
  await expect(dialog).toContainText(
    '\u00a0: un code à 6 chiffres si cette adresse a un compte ici, sinon un lien pour en créer un.',
  );
  const { article, link } = await signUpLink(page, email);
  expect(article).toContain('Il n’y a aucun compte avec cette adresse courriel chez Maple Motors');
  expect(new URL(link.replaceAll('&amp;', '&')).pathname).toBe('/maple_motors/fr/');
});
