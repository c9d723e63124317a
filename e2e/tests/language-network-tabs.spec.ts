import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  acceptRequiredConsent,
  answerPostalCode,
  cheapestNewInStock,
  dealerPostalCode,
  fillPhoneIfShown,
  openSignIn,
} from './helpers.ts';

// Issue 16, items 18 (client half), 20 and 21: the URL's language wins over the language cookie for
// the data the server localises; an offline moment is said and recovered from; two tabs on one deal.

// Each journey signs a shopper up and builds a deal first: more steps than the default budget allows
// on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a /fr/ link opened with an English language cookie shows French data, not only French labels', async ({
  page,
  context,
  baseURL,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await context.addCookies([{ name: 'sf_language', value: 'en', url: baseURL ?? '' }]);
  // Server-rendered document (its boot data) first, then the app's own calls after a navigation.
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/accessories/`);
  await expect(page.getByRole('button', { name: /^Ajouter Tapis toutes saisons/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('All-weather floor mats')).toHaveCount(0);
  await page
    .getByRole('link', { name: /Paiement/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payment\/$/);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  const term = page.getByRole('button', { name: /Durée/ });
  await expect(term).toContainText('mois');
  await expect(term).not.toContainText('months');
});

/** Signs a new shopper up from the header (the sign-up saves the deal of the page). */
async function signUpFromHeader(page: Page, email: string) {
  await openSignIn(page);
  // Log in opens sign-in (the e-mail alone); a new shopper creates an account from there.
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Tremblay');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await fillPhoneIfShown(dialog);
  await acceptRequiredConsent(dialog);
  return dialog;
}

/** Chooses a term in the payment step's list box. */
async function chooseTerm(page: Page, months: number) {
  await page.getByRole('button', { name: /Term/ }).click();
  await page.getByRole('option', { name: `${months} months` }).click();
}

/** The order sync's write: the order's creation (first change) or its update. */
const isOrderWrite = (method: string, url: string) =>
  (method === 'PATCH' && /\/api\/customer\/order\/\d+\/$/.test(url)) ||
  (method === 'POST' && /\/api\/customer\/order\/$/.test(url));

/** Chooses a term and waits for the order write it makes (after the sync's debounce). */
async function chooseTermAndWrite(page: Page, months: number) {
  const written = page.waitForResponse((r) => isOrderWrite(r.request().method(), r.url()));
  await chooseTerm(page, months);
  return written;
}

const term = (page: Page) => page.getByRole('button', { name: /Term/ });
const saveStatus = (page: Page) => page.getByTestId('deal-save-status');

/** A signed-in shopper on the payment step of a vehicle, with an order and a postal code. */
async function shopperOnPayment(page: Page) {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  const dialog = await signUpFromHeader(page, `two.tabs.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const payment = `/maple_motors/en/conf/${vehicle.id}/payment/`;
  await page.goto(payment);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  // A first change: the order exists from here on (created by the sync, or updated).
  expect([200, 201]).toContain((await chooseTermAndWrite(page, 60)).status());
  return { vehicle, payment };
}

test("two tabs on one deal: the second tab shows the first tab's saved change, and a reload keeps it", async ({
  page,
  context,
}) => {
  const { payment } = await shopperOnPayment(page);
  const other = await context.newPage();
  await other.goto(payment);
  await expect(term(other)).toBeVisible();

  expect((await chooseTermAndWrite(page, 48)).status()).toBe(200);
  // The other tab learns of it without a reload, and never shows its own older choice as saved.
  await expect(term(other)).toContainText('48');
  expect((await chooseTermAndWrite(other, 36)).status()).toBe(200);
  await expect(term(page)).toContainText('36');
  await page.reload();
  await expect(term(page)).toContainText('36');
});

test('a change made on an order changed elsewhere is refused with a message, and the saved order is shown', async ({
  page,
  context,
}) => {
  await shopperOnPayment(page);
  expect((await chooseTermAndWrite(page, 48)).status()).toBe(200);
  // Another device changes the order (no message reaches this tab).
  const orders = (await (
    await page.request.get('/api/customer/order/', { headers: { 'X-Dealer-Code': 'maple_motors' } })
  ).json()) as { results: Array<{ id: number }> };
  const csrf = (await context.cookies()).find((c) => c.name === 'sf_csrf')?.value ?? '';
  const patched = await page.request.patch(`/api/customer/order/${orders.results[0]?.id}/`, {
    headers: { 'X-Dealer-Code': 'maple_motors', 'X-CSRF-Token': csrf },
    data: { term: 84 },
  });
  expect(patched.status()).toBe(200);

  await chooseTermAndWrite(page, 36);
  await expect(page.getByRole('alert').filter({ hasText: 'changed in another window' })).toBeVisible();
  await expect(term(page)).toContainText('84');
  await page.reload();
  await expect(term(page)).toContainText('84');
});

test('offline: a term change says it is not saved and is saved once back online; the network notice leaves', async ({
  page,
  context,
}) => {
  await shopperOnPayment(page);
  await context.setOffline(true);
  await chooseTerm(page, 48);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-state', /saving|unsaved/);
  // The previous term's payment is not shown as the payment of the new term.
  await expect(page.getByTestId('pricing-header')).toHaveAttribute('aria-busy', 'true');
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'unsaved', { timeout: 20_000 });

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('pricing-header')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('Network error. Retrying…')).toHaveCount(0);
  await page.reload();
  await expect(term(page)).toContainText('48');
});

// Found in a shopper trial: Lease chosen while its choices could not be fetched was saved as a lease
// without a term, and the deal reopened as a finance.
test('a switch to Lease whose choices fail to load leaves the deal as it was and says so; offline, it waits and completes', async ({
  page,
  context,
}) => {
  await shopperOnPayment(page);
  const tabs = page.getByTestId('pricing-header').getByRole('tablist');
  const selected = (name: string) =>
    expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  // The lease's choices fail (a dropped connection the browser does not report as offline).
  await page.route('**/api/customer/payment-type/lease/choices/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.reload();
  await expect(term(page)).toContainText('60');
  await tabs.getByRole('tab', { name: 'Lease' }).click();
  // After the client's retries (HTTP_RETRIES, HTTP_RETRY_DELAY_MS apart).
  await expect(page.getByTestId('payment-type-unreachable')).toContainText('Lease could not be opened', {
    timeout: 20_000,
  });
  await selected('Finance');
  await expect(term(page)).toContainText('60');
  await expect(saveStatus(page)).not.toHaveAttribute('data-state', /saving|unsaved|refused/);
  await page.unroute('**/api/customer/payment-type/lease/choices/**');

  // Offline (as the browser reports it), the switch waits for the connection and then completes.
  await context.setOffline(true);
  await tabs.getByRole('tab', { name: 'Lease' }).click();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('payment-type-unreachable')).toHaveCount(0);
  await context.setOffline(false);
  await selected('Lease');
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('pricing-header')).toHaveAttribute('aria-busy', 'false');
  await expect(term(page)).toContainText('months');
  await page.reload();
  await selected('Lease');
  await expect(term(page)).toContainText('months');
  await expect(page.getByRole('button', { name: /Yearly kilometres/ })).toContainText('km per year');
});

test('offline: sign-up says the shopper is offline, keeps what was typed, and works once back online', async ({
  page,
  context,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  const email = `offline.${Date.now()}@example.com`;
  const dialog = await signUpFromHeader(page, email);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toContainText("You're offline");
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
});
