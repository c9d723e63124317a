import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { customerOfItsOwn, expectNoAxeViolations } from './helpers.ts';

// "Log in" with an address that has no account at this dealer (accounts are per dealer): the code
// form does not greet a customer, and the address receives an e-mail with a link to the sign-up.

/** The newest dev-mailbox e-mail to an address that carries a sign-up link, and that link. */
async function signUpLink(page: Page, email: string) {
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

/** One language's case: who logs in, and what the dialog, the e-mail and the sign-up say. */
interface NoAccountCase {
  readonly title: string;
  readonly language: 'en' | 'fr';
  /** The address: a customer of another dealer (accounts are per dealer), or of no dealer at all. */
  readonly email: (browser: Browser) => Promise<string>;
  readonly accountMenu: string;
  readonly logIn: string;
  readonly emailLabel: string;
  readonly sendCode: string;
  readonly sentHeading: string;
  readonly welcomeBack: string;
  readonly sentText: string;
  readonly mailText: string;
  readonly signUpTitle: string;
}

const CASES: readonly NoAccountCase[] = [
  {
    title:
      'a customer of another dealer logs in here: no "Welcome back", an e-mail with a sign-up link that opens the sign-up filled in',
    language: 'en',
    email: (browser) => customerOfItsOwn(browser, 'riviere_auto', 'other.dealer'),
    accountMenu: 'Account menu',
    logIn: 'Log in',
    emailLabel: 'Email',
    sendCode: 'Send me a code',
    sentHeading: 'Check your email',
    welcomeBack: 'Welcome back',
    sentText: 'a 6-digit code if this address has an account here, otherwise a link to create one.',
    mailText: 'There is no account with this e-mail address at Maple Motors',
    signUpTitle: 'Create your account',
  },
  {
    title:
      'fr-CA: an address with no account anywhere gets the French wording and the French e-mail, whose link opens the sign-up filled in',
    language: 'fr',
    email: async () => `personne.${Date.now()}@exemple.ca`,
    accountMenu: 'Menu du compte',
    logIn: 'Se connecter',
    emailLabel: 'Courriel',
    sendCode: 'M’envoyer un code',
    sentHeading: 'Vérifiez vos courriels',
    welcomeBack: 'Bon retour',
    sentText:
      '\u00a0: un code à 6 chiffres si cette adresse a un compte ici, sinon un lien pour en créer un.',
    mailText: 'Il n’y a aucun compte avec cette adresse courriel chez Maple Motors',
    signUpTitle: 'Créez votre compte',
  },
];

for (const c of CASES) {
  test(c.title, async ({ page, browser }) => {
    const email = await c.email(browser);
    await page.goto(`/maple_motors/${c.language}/vehicle-list/`);
    await page.getByRole('button', { name: c.accountMenu }).click();
    await page.getByRole('menuitem', { name: c.logIn }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: c.emailLabel }).fill(email);
    await dialog.getByRole('button', { name: c.sendCode }).click();
    await expect(dialog.getByRole('heading', { name: c.sentHeading })).toBeVisible();
    await expect(dialog).not.toContainText(c.welcomeBack);
    await expect(dialog).toContainText(c.sentText);
    await expectNoAxeViolations(page);

    const { article, link } = await signUpLink(page, email);
    expect(article).toContain(c.mailText);
    expect(article).not.toMatch(/code is \d{6}|usage unique est \d{6}/);
    const url = new URL(link.replaceAll('&amp;', '&'));
    expect(url.pathname).toBe(`/maple_motors/${c.language}/`);
    await page.goto(`${url.pathname}${url.search}${url.hash}`);
    const signUp = page.getByRole('dialog', { name: c.signUpTitle });
    await expect(signUp).toBeVisible();
    await expect(signUp.getByRole('textbox', { name: c.emailLabel })).toHaveValue(email);
    // The address leaves the address bar once read.
    await expect(page).not.toHaveURL((u) => u.href.includes('signup') || u.href.includes('email'));
  });
}
