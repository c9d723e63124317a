import type { Page } from '@playwright/test';
import { withSettings } from './dealerSettings.ts';
import { expect, test } from './fixtures.ts';
import {
  acceptRequiredConsent,
  cheapestNewInStock,
  expectNoAxeViolations,
  fillPhoneIfShown,
} from './helpers.ts';

// Issue 18: the shell's trail and modals around the deal. Breadcrumbs on the vehicle page and its
// steps (spec 1: Search only when the dealer shows a vehicle list, Details, Purchase). A sign-up with
// an address that already has an account: the existing-customer modal signs in with that address.

const TRAILS = [
  { dealer: 'maple_motors', lang: 'en', nav: 'Breadcrumb', crumbs: ['Search', 'Details', 'Purchase'] },
  { dealer: 'maple_motors', lang: 'fr', nav: 'Fil d’Ariane', crumbs: ['Recherche', 'Détails', 'Achat'] },
  { dealer: 'lone_star_motors', lang: 'en', nav: 'Breadcrumb', crumbs: ['Search', 'Details', 'Purchase'] },
] as const;

for (const { dealer, lang, nav, crumbs } of TRAILS) {
  test(`${dealer} (${lang}): the breadcrumbs (server-rendered on the overview) lead from a step to the overview and the list`, async ({
    page,
    browser,
  }) => {
    const vehicle = await cheapestNewInStock(page.request, dealer);
    const overviewUrl = `/${dealer}/${lang}/conf/${vehicle.id}/`;
    // The overview in the server's document (no script at all): Details is the current page.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    const bare = await noScript.newPage();
    await bare.goto(overviewUrl);
    const bareTrail = bare.getByRole('navigation', { name: nav });
    await expect(bareTrail.getByRole('listitem')).toHaveText([crumbs[0], crumbs[1]]);
    await expect(bareTrail.getByRole('link', { name: crumbs[0] })).toHaveAttribute(
      'href',
      `/${dealer}/${lang}/vehicle-list/`,
    );
    await expect(bareTrail.locator('[aria-current="page"]')).toHaveText(crumbs[1]);
    await noScript.close();

    // A step: Purchase is the current page; Details leads back to the overview.
    await page.goto(`${overviewUrl}accessories/`);
    const trail = page.getByRole('navigation', { name: nav });
    await expect(trail.getByRole('listitem')).toHaveText([...crumbs]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(crumbs[2]);
    await expectNoAxeViolations(page);
    await trail.getByRole('link', { name: crumbs[1] }).click();
    await expect(page).toHaveURL(new RegExp(`/${dealer}/${lang}/conf/${vehicle.id}/$`));
    await expect(trail.getByRole('listitem')).toHaveText([crumbs[0], crumbs[1]]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(crumbs[1]);
    await trail.getByRole('link', { name: crumbs[0] }).click();
    await expect(page).toHaveURL(new RegExp(`/${dealer}/${lang}/vehicle-list/`));
  });
}

test('a dealer without a vehicle list: the trail starts at Details', async ({ page }) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await withSettings(page, (d) => ({ ...d, show_vehicle_list: false }));
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/accessories/`);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Details', 'Purchase']);
  await expect(trail.getByRole('link', { name: 'Search' })).toHaveCount(0);
});

const EXISTING = {
  en: {
    menu: 'Account menu',
    login: 'Log in',
    signUp: 'Create an account',
    first: /^First name/,
    last: /^Last name/,
    email: /^Email/,
    create: 'Create account',
    title: 'Welcome back',
    code: /6-digit code/,
    go: 'Continue',
    logout: 'Log out',
  },
  fr: {
    menu: 'Menu du compte',
    login: 'Se connecter',
    signUp: 'Créer un compte',
    first: /^Prénom/,
    last: /^Nom\b/,
    email: /^Courriel/,
    create: 'Créer le compte',
    title: 'Bon retour',
    code: /Code à 6 chiffres/,
    go: 'Continuer',
    logout: 'Se déconnecter',
  },
} as const;

/** The newest one-time code e-mailed to the address (in English or French), from the demo mailbox. */
async function latestCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mailbox/')).text();
      const articles = html.split('<article>').filter((a) => a.includes(email));
      code = articles
        .map((a) => /(?:code is|usage unique est) (\d{6})/.exec(a)?.[1])
        .find((c) => c !== undefined);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

async function signUpAs(page: Page, lang: 'en' | 'fr', email: string) {
  const t = EXISTING[lang];
  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('menuitem', { name: t.login }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.signUp }).click();
  await dialog.getByRole('textbox', { name: t.first }).fill('Emily');
  await dialog.getByRole('textbox', { name: t.last }).fill('Chen');
  await dialog.getByRole('textbox', { name: t.email }).fill(email);
  await fillPhoneIfShown(dialog);
  await acceptRequiredConsent(dialog);
  await dialog.getByRole('button', { name: t.create }).click();
}

// Demo customers (one each: their one-time codes are read from the mailbox).
for (const { dealer, lang, email } of [
  { dealer: 'maple_motors', lang: 'en', email: 'emily.chen@example.com' },
  { dealer: 'maple_motors', lang: 'fr', email: 'marc.leblanc@example.com' },
  { dealer: 'lone_star_motors', lang: 'en', email: 'jake.miller@example.com' },
] as const) {
  test(`${dealer} (${lang}): signing up with an address that has an account opens the existing-customer modal, which signs in with it`, async ({
    page,
  }) => {
    const t = EXISTING[lang];
    await page.goto(`/${dealer}/${lang}/vehicle-list/`);
    await signUpAs(page, lang, email);
    const welcome = page.getByRole('dialog', { name: t.title });
    await expect(welcome).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(welcome.getByRole('textbox', { name: t.code })).toBeFocused();
    await expect(welcome).toContainText('@example.com');
    await expectNoAxeViolations(page);
    // Escape: closed, focus back on the account menu that opened sign-in.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.menu })).toBeFocused();

    // Again, and this time the code sent to the address signs the shopper in.
    await signUpAs(page, lang, email);
    await expect(welcome).toBeVisible();
    const code = await latestCode(page, email);
    await welcome.getByRole('textbox', { name: t.code }).fill(code);
    await welcome.getByRole('button', { name: t.go }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Signed in: the header offers Log out, in the account menu where the dealer has an identity login
    // (lone_star_motors).
    if (dealer === 'lone_star_motors') {
      await page.getByRole('button', { name: t.menu }).click();
      await expect(page.getByRole('menuitem', { name: t.logout })).toBeVisible();
    } else await expect(page.getByRole('button', { name: t.logout })).toBeVisible();
    // Focus on the signed-in header's account control (or the page's heading), never the body.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
      )
      .toBe(true);
  });
}

// The discard-changes guard (spec 1): leaving a form with typed entries asks first; nothing is asked
// when nothing was typed.
const DISCARD = {
  en: {
    ask: 'Ask a question',
    question: 'Your question',
    availability: 'Check availability',
    message: 'Message',
    close: 'Close',
    title: 'Discard your changes?',
    keep: 'Keep editing',
    discard: 'Discard changes',
  },
  fr: {
    ask: 'Poser une question',
    question: 'Votre question',
    availability: 'Vérifier la disponibilité',
    message: 'Message',
    close: 'Fermer',
    title: 'Abandonner vos modifications ?',
    keep: 'Continuer la modification',
    discard: 'Abandonner les modifications',
  },
} as const;

// Maple Motors' header has the contact (check availability) button; Lone Star's asks on the page only.
for (const { dealer, lang, contactButton } of [
  { dealer: 'maple_motors', lang: 'en', contactButton: true },
  { dealer: 'maple_motors', lang: 'fr', contactButton: true },
  { dealer: 'lone_star_motors', lang: 'en', contactButton: false },
] as const) {
  test(`${dealer} (${lang}): closing the question or contact form asks first only when something was typed`, async ({
    page,
  }) => {
    const t = DISCARD[lang];
    const vehicle = await cheapestNewInStock(page.request, dealer);
    await page.goto(`/${dealer}/${lang}/conf/${vehicle.id}/`);
    const ask = page.getByRole('button', { name: t.ask });
    const question = page.getByRole('dialog', { name: t.ask });
    const confirm = page.getByRole('dialog', { name: t.title });

    // Nothing typed: Escape closes at once.
    await ask.click();
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(ask).toBeFocused();

    // Typed: Escape asks; "Keep editing" keeps the question as typed.
    await ask.click();
    await question.getByRole('textbox', { name: t.question }).fill('Are winter tires included?');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: t.keep }).click();
    await expect(confirm).toHaveCount(0);
    await expect(question.getByRole('textbox', { name: t.question })).toHaveValue(
      'Are winter tires included?',
    );
    await expect(question.locator(':focus')).toHaveCount(1);
    // Back to what it was: no edit, nothing asked.
    await question.getByRole('textbox', { name: t.question }).fill('');
    await question.getByRole('button', { name: t.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Typed again: the close button asks; "Discard changes" closes, and the next opening is fresh.
    await ask.click();
    await question.getByRole('textbox', { name: t.question }).fill('Is the price firm?');
    await question.getByRole('button', { name: t.close }).click();
    await confirm.getByRole('button', { name: t.discard }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(ask).toBeFocused();
    await ask.click();
    await expect(question.getByRole('textbox', { name: t.question })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The contact form (check availability) alike.
    if (!contactButton) return;
    await page.getByRole('button', { name: t.availability }).first().click();
    const contact = page.getByRole('dialog', { name: t.availability });
    await contact.getByRole('textbox', { name: t.message }).fill('Still there on Saturday?');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: t.discard }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
