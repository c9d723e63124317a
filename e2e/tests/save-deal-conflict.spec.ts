import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerPostalCode, cheapestNewInStock, continueTo, dealerPostalCode, signUp } from './helpers.ts';

// Issue 16, item 21: "Save deal" writes against the order's version (If-Match). A shopper whose deal
// was changed on another device is not allowed to overwrite it unknowingly: the write is refused, the
// saved deal is read again and shown, and the shopper is told. A tab shown again reads the order again.

test.describe.configure({ timeout: 120_000 });

const term = (page: Page) => page.getByRole('button', { name: /Term/ });
/** The term beside the payment in the pricing header. */
const shownTerm = (page: Page) => page.getByTestId('pricing-header');
const isOrderWrite = (method: string, url: string) =>
  (method === 'PATCH' && /\/api\/customer\/order\/\d+\/$/.test(url)) ||
  (method === 'POST' && /\/api\/customer\/order\/$/.test(url));

async function chooseTermAndWrite(page: Page, months: number) {
  const written = page.waitForResponse((r) => isOrderWrite(r.request().method(), r.url()));
  await term(page).click();
  await page.getByRole('option', { name: `${months} months` }).click();
  return written;
}

/** A signed-up shopper with a saved deal, on its payment step; and the same deal on a second device. */
async function twoDevices(page: Page) {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  const payment = `/maple_motors/en/conf/${vehicle.id}/payment/`;
  const review = `/maple_motors/en/conf/${vehicle.id}/review/`;
  await page.goto(payment);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  await continueTo(page, 'review');
  await page.getByRole('main').getByRole('button', { name: 'Save deal' }).click();
  const dialog = await signUp(page, `conflict.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Save deal' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.goto(payment);
  expect([200, 201]).toContain((await chooseTermAndWrite(page, 60)).status());
  // Another device of the same shopper (its own browser: no message passes between the two).
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const device = await browser.newContext({ storageState: await page.context().storageState() });
  const other = await device.newPage();
  // On the review step, where "Save deal" is.
  await other.goto(review);
  await expect(shownTerm(other)).toContainText('for 60 months');
  return { other, device };
}

async function savedTerm(page: Page): Promise<number | null> {
  const orders = (await (
    await page.request.get('/api/customer/order/', { headers: { 'X-Dealer-Code': 'maple_motors' } })
  ).json()) as { results: Array<{ term: number | null }> };
  return orders.results[0]?.term ?? null;
}

test('two devices save the same deal: the stale one is refused, shown the saved deal and told', async ({
  page,
}) => {
  const { other, device } = await twoDevices(page);
  // The first device changes the term; the second still shows 60.
  expect((await chooseTermAndWrite(page, 48)).status()).toBe(200);
  await expect(shownTerm(other)).toContainText('for 60 months');

  // The second presses "Save deal": its write names the version it knew and is refused.
  const write = other.waitForResponse(
    (r) => r.request().method() === 'PATCH' && /\/api\/customer\/order\/\d+\/$/.test(r.url()),
  );
  await other.getByRole('main').getByRole('button', { name: 'Save deal' }).click();
  const response = await write;
  expect(response.request().headers()['if-match']).toMatch(/^"\d+"$/);
  expect(response.status()).toBe(412);
  await expect(other.getByRole('alert').filter({ hasText: 'changed in another window' })).toBeVisible();
  await expect(shownTerm(other)).toContainText('for 48 months');
  await expect(other.getByTestId('deal-saved')).toHaveCount(0);
  // The first device's change stands.
  expect(await savedTerm(page)).toBe(48);
  await device.close();
});

test('a tab shown again reads the order again and shows a change made meanwhile', async ({ page }) => {
  const { other, device } = await twoDevices(page);
  // The second device goes to the background; the first changes the deal meanwhile.
  const setVisibility = (state: 'hidden' | 'visible') =>
    other.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  expect((await chooseTermAndWrite(page, 36)).status()).toBe(200);
  await expect(shownTerm(other)).toContainText('for 60 months');
  // Back to the front: the order is read again and the saved deal shown.
  const reread = other.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/api\/customer\/order\/\d+\/$/.test(r.url()),
  );
  await setVisibility('visible');
  expect((await reread).status()).toBe(200);
  await expect(shownTerm(other)).toContainText('for 36 months');
  // Nothing of the second device's older state is written back.
  expect(await savedTerm(page)).toBe(36);
  await device.close();
});
