import type { Locator, Page } from '@playwright/test';
import { shopperWithTradeIn, staffSignIn } from './consoleShopper.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Issue 22, the dealer console's first slice at maple_motors: a sales rep signs in (a bad password is
// refused in the chosen language), finds a shopper by the VIN of their vehicle, reads their deal, sets
// an offer on their trade-in from the inbox (which the shopper then sees on the storefront), acts as
// them (the storefront with the dealer bar) and comes back to the console with the dealer bar's way
// back; then signs out. axe on every console page.

const DEALER = 'maple_motors';

/** WCAG contrast of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/**
 * Presses Tab (or Shift+Tab, for an element before the focus) until the element has focus (at most 30
 * times), as a keyboard user reaches it.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('a sales rep signs in, finds a shopper by VIN, sets a trade-in offer the shopper sees, acts as them and comes back', async ({
  page,
  browser,
}) => {
  // Two staff sign-ins, the storefront as the shopper and back: more than a minute on a busy machine.
  test.setTimeout(120_000);
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  const shopper = await shopperWithTradeIn(shopperPage, shopperContext.request);

  // Sign-in, in French first: a bad password is refused in French.
  await page.goto(`/dealer/?dealer=${DEALER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  // Its icon is one the server has (found in a staff trial: the browser's /favicon.ico was a 404).
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).not.toBeNull();
  expect((await page.request.get(new URL(icon ?? '', page.url()).href)).status()).toBe(200);
  await page.getByLabel('Language').selectOption('fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion du personnel' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByLabel(/Courriel/).fill('rep@maplemotors.example.ca');
  await page.getByLabel(/Mot de passe/).fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Impossible de se connecter avec le courriel et le mot de passe fournis.',
  );
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Langue').selectOption('en-CA');
  await page.getByLabel(/Password/).fill('demo-staff-2026');
  await page.getByLabel(/Password/).press('Enter');

  // Customers: found by the VIN of their vehicle. Signed in, focus is on the new view's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
  await expect(page.getByText('Signed in as Priya Natarajan')).toBeVisible();
  await expectNoAxeViolations(page);
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  // Back and Forward go through the searches, the box with them (found in a staff trial: the box kept
  // the last query typed while the list and the address had gone back).
  await search.fill('zzz-nobody');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No customer found.')).toBeVisible();
  await search.fill(shopper.vehicle.vin);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: shopper.name })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('No customer found.')).toBeVisible();
  await expect(search).toHaveValue('zzz-nobody');
  await page.goForward();
  await expect(search).toHaveValue(shopper.vehicle.vin);
  // The shopper's question, on the Questions screen: the vehicle, the ways to answer, their deals.
  await page.getByRole('link', { name: 'Questions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions from shoppers' })).toBeFocused();
  const question = page.getByRole('article').filter({ hasText: shopper.question });
  await expect(question).toContainText(shopper.vehicle.formatted_name.split(' ').slice(0, 2).join(' '));
  await expect(question.getByRole('link', { name: `Reply to ${shopper.name} by email` })).toHaveAttribute(
    'href',
    /^mailto:console\.\d+%40example\.com\?subject=Your%20question%20to%20Maple%20Motors$/,
  );
  await expect(question.getByRole('link', { name: 'Call (416) 555-0199' })).toBeVisible();
  // Marked answered, it says by whom (found in a staff trial: answering left no trace).
  await question.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(question.getByText(/^Answered by Priya Natarajan, /)).toBeFocused();
  await expect(question.getByRole('button', { name: 'Mark as answered' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await question.getByRole('link', { name: `Deals of ${shopper.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Deals of ${shopper.name}` })).toBeFocused();
  await page.goBack();
  await page.goBack();
  await expect(search).toHaveValue(shopper.vehicle.vin);
  // The name is a link in the brand's colour as text on the page, legible (it was the colour of text on
  // a brand-coloured button: white on white, found in a staff trial).
  const nameLink = page.getByRole('link', { name: shopper.name });
  const [fg, bg] = await nameLink.evaluate((el) => [
    getComputedStyle(el).color,
    getComputedStyle(document.querySelector('main') ?? document.body).backgroundColor,
  ]);
  expect(
    contrast(fg ?? '', bg === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : (bg ?? '')),
  ).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page);
  await nameLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Deals of ${shopper.name}` })).toBeFocused();
  // the address names the dealer: a copied link or a new tab opens this dealer's console
  // (and the list's search, for the way back to it)
  await expect(page).toHaveURL(
    new RegExp(`/dealer/customers/\\d+\\?dealer=${DEALER}&q=${shopper.vehicle.vin}$`),
  );
  const deal = page.getByRole('article', { name: new RegExp(`Order ${shopper.order}`) });
  await expect(deal).toContainText('Honda Civic EX: Awaiting the dealer');
  await expect(deal).toContainText('Trade-in: Awaiting the dealer');
  await expectNoAxeViolations(page);

  // The inbox: an offer on the trade-in.
  await page.getByRole('link', { name: 'Trade-in inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trade-ins awaiting the dealer' })).toBeVisible();
  const item = page.getByRole('article').filter({ hasText: `Customer: ${shopper.name}` });
  await expect(item).toContainText('Demo valuation (sandbox estimates)');
  // the customer named with a link to their deals, and the order
  await expect(item.getByRole('link', { name: `${shopper.name} (their deals)` })).toHaveAttribute(
    'href',
    new RegExp(`/dealer/customers/\\d+\\?dealer=${DEALER}$`),
  );
  await expect(item).toContainText(`Order ${shopper.order}`);
  await expectNoAxeViolations(page);
  // a conditional offer: its condition goes to the shopper with it
  await item.getByRole('radio', { name: 'A conditional offer' }).check();
  await item.getByLabel(/Offer amount/).fill('12,345');
  await item.getByLabel(/Condition of the offer/).fill('Subject to an inspection of the brakes.');
  await item.getByRole('button', { name: 'Send the offer' }).click();
  // its form gone, focus is on the message that says the offer went
  await expect(page.getByText(`Offer sent to ${shopper.name}.`)).toBeFocused();
  await expect(page.getByRole('article').filter({ hasText: `Customer: ${shopper.name}` })).toHaveCount(0);

  // The shopper sees the offer on their trade-in.
  await shopperPage.goto(`/${DEALER}/en/trade-in-black-book/${shopper.vehicle.id}/review/`);
  await expect(shopperPage.getByTestId('trade-in-offer')).toContainText('$12,345');
  await expect(shopperPage.getByTestId('trade-in-offer-condition')).toHaveText(
    'This offer is conditional: Subject to an inspection of the brakes.',
  );
  await shopperContext.close();

  // Act as the shopper from the console in French, with the keyboard only: the storefront in French
  // with the dealer bar, then back.
  await page.getByLabel('Language').selectOption('fr-CA');
  await tabTo(page, page.getByRole('link', { name: 'Clients' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeFocused();
  await tabTo(page, page.getByRole('searchbox', { name: 'Rechercher des clients' }));
  await page.keyboard.type(shopper.name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: shopper.name })).toBeVisible();
  // from the customer's deals, opened from the search
  await tabTo(page, page.getByRole('link', { name: shopper.name }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(shopper.name) })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: `Agir au nom de ${shopper.name}` }));
  await page.keyboard.press('Enter');
  // the customer's saved deals, where staff answer them (not the vehicle list)
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/fr/saved-vehicles/$`));
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mes véhicules' })).toBeVisible();
  await expect(page.getByTestId('saved-order').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const bar = page.getByTestId('dealer-bar');
  await expect(bar).toContainText(`Connecté en tant que ${shopper.name}`);
  await bar.getByRole('button', { name: /Priya/ }).click();
  await page.getByRole('menuitem', { name: 'Retour à la liste des clients' }).click();
  // back in the console (a new page): the search they had, its results, focus on the customer they
  // acted for (found in a staff trial: the list without the search, focus on the heading)
  await expect(page).toHaveURL(
    new RegExp(`/dealer/?\\?dealer=${DEALER}&q=${encodeURIComponent(shopper.name).replace(/%20/g, '\\+')}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher des clients' })).toHaveValue(shopper.name);
  await expect(page.getByRole('link', { name: shopper.name })).toBeFocused();
  await expect(page.getByText('Connecté en tant que Priya Natarajan')).toBeVisible();
  await page.getByLabel('Langue').selectOption('en-CA');

  // Sign out: the sign-in again, focus on its heading.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeFocused();

  // A session that ends elsewhere (here: its cookie gone): the next staff call shows the sign-in.
  await page.getByLabel(/Email/).fill('rep@maplemotors.example.ca');
  await page.getByLabel(/Password/).fill('demo-staff-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.context().clearCookies({ name: 'sf_session' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();

  // The organization assistant (who reads deals but does not act for customers) on the inbox's
  // address: a page that says it is not permitted, not an error.
  await page.getByLabel(/Email/).fill('assistant@mapleautogroup.example.ca');
  await page.getByLabel(/Password/).fill('demo-staff-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
  await page.goto(`/dealer/inbox?dealer=${DEALER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeFocused();
  await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Nor do the inbox's other screens open for them (no link to them, and their address says so).
  await expect(page.getByRole('link', { name: 'Credit applications' })).toHaveCount(0);
  await page.goto(`/dealer/credit?dealer=${DEALER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeFocused();

  // An address the console does not have: a page that says so, not the customer list (found in a
  // staff trial).
  await page.goto(`/dealer/nowhere?dealer=${DEALER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeFocused();
  await expect(page.getByRole('searchbox', { name: 'Search customers' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();

  // Another group's dealership with this session: said so, with a way to sign in with another
  // account (found in a staff trial: every screen said "Something went wrong").
  await page.goto('/dealer/?dealer=riviere_auto');
  await page.getByLabel(/Langue|Language/).selectOption('en-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Not your dealership' })).toBeFocused();
  await expect(page.getByText(/assistant@mapleautogroup\.example\.ca/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
});

// Found in a staff trial: the console could only mark a question answered; the reply was written
// outside the product. A shopper asks, a rep replies from the console, the question says it is
// answered, the shopper's e-mail carries the reply, and the customer's page lists their question.
test('a sales rep replies to a shopper’s question from the console; the reply is e-mailed and on the customer’s page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shopperContext = await browser.newContext();
  const shopper = await shopperWithTradeIn(await shopperContext.newPage(), shopperContext.request);
  await shopperContext.close();

  await page.goto(`/dealer/?dealer=${DEALER}`);
  await page.getByLabel('Language').selectOption('en-CA');
  await staffSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();

  await page.getByRole('link', { name: 'Questions', exact: true }).click();
  const question = page.getByRole('article').filter({ hasText: shopper.question });
  // A second tab on the same question, open before this tab replies.
  await expect(question.getByRole('button', { name: `Reply to ${shopper.name}` })).toBeVisible();
  const tabB = await page.context().newPage();
  await tabB.goto(page.url());
  const questionInB = tabB.getByRole('article').filter({ hasText: shopper.question });
  await expect(questionInB.getByRole('button', { name: `Reply to ${shopper.name}` })).toBeVisible();
  await page.bringToFront();
  await question.getByRole('button', { name: `Reply to ${shopper.name}` }).click();
  const field = question.getByRole('textbox', {
    name: `Your reply to ${shopper.name}, emailed from Maple Motors`,
  });
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);
  // Nothing typed: refused under the field, nothing sent.
  await question.getByRole('button', { name: 'Send the reply' }).click();
  await expect(field).toHaveAccessibleDescription('Write your reply.');
  const reply = 'Yes, it is here on Saturday from 9 to noon. Ask for Priya.';
  await field.fill(reply);
  const sent = page.waitForResponse((r) => /\/api\/dealer\/questions\/\d+\/reply\/$/.test(r.url()));
  await question.getByRole('button', { name: 'Send the reply' }).click();
  expect((await sent).status()).toBe(200);
  await expect(question.getByText(/^Answered by Priya Natarajan, /)).toBeFocused();
  await expect(question).toContainText(/Replied by Priya Natarajan, .+:/);
  await expect(question.getByText(reply)).toBeVisible();
  await expect(question.getByRole('button', { name: 'Mark as answered' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The shopper's e-mail, from the dealership, quoting the question and giving the reply.
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/mailbox/')).text();
      return html
        .split('<article>')
        .find((a) => a.includes(`To ${shopper.email}`) && a.includes('Maple Motors answered your question'));
    })
    .toContain(reply);
  const html = await (await page.request.get('/dev/mailbox/')).text();
  const mail =
    html
      .split('<article>')
      .find((a) => a.includes('Maple Motors answered your question') && a.includes(shopper.email)) ?? '';
  expect(mail).toContain(`&gt; ${shopper.question}`);
  expect(mail).toContain(`Hello ${shopper.name},`);

  // The second tab, which read the question before the reply, replies too: the first reply stays,
  // both show in the order sent (found in review: the second replaced the first).
  await tabB.bringToFront();
  await questionInB.getByRole('button', { name: `Reply to ${shopper.name}` }).click();
  const second = 'The winter tires are included too.';
  await questionInB.getByRole('textbox', { name: /^Your reply to / }).fill(second);
  await questionInB.getByRole('button', { name: 'Send the reply' }).click();
  await expect(questionInB.getByText(second)).toBeVisible();
  await expect(questionInB.getByText(reply)).toBeVisible();
  await expect(questionInB.getByText(/^Replied by Priya Natarajan, /)).toHaveCount(2);
  await tabB.close();
  // Back in the first tab: a further reply is said to be one before it is sent.
  await page.bringToFront();
  await question.getByRole('button', { name: `Reply to ${shopper.name}` }).click();
  await expect(question.getByRole('textbox', { name: /^Your reply to / })).toHaveAccessibleDescription(
    /^Already answered by Priya Natarajan on .+\. Your reply is sent as a further email\.$/,
  );
  await question.getByRole('button', { name: 'Cancel' }).click();

  // The customer's page lists their question, answered, with the reply.
  await question.getByRole('link', { name: `Deals of ${shopper.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Deals of ${shopper.name}` })).toBeFocused();
  const theirs = page.getByRole('region', { name: 'Questions' });
  await expect(theirs).toContainText(shopper.question);
  await expect(theirs).toContainText(/Answered by Priya Natarajan, /);
  await expect(theirs).toContainText(reply);
  await expect(theirs).toContainText(second);
  await expect(theirs.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
