import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  api,
  cheapestNewInStock,
  dealerPostalCode,
  expectNoAxeViolations,
  signedInWithOrder,
} from './helpers.ts';

// Issue 18: the pieces a shopper meets around the price. The dealer's disclaimers (its disclaimer
// package, spec 1 §3 and spec 2 §2) wherever a price is shown: the review, the cart, the pricing
// header's details, the shared deal; in the page's language.

const MAPLE_EN = 'Prices exclude HST and licensing.';
const MAPLE_FR = 'Les prix excluent la TVH et l’immatriculation.';
const LONE_STAR_EN = 'Price excludes tax, title, license';

test('Maple Motors: the review, the pricing details and the cart list the dealer’s disclaimer with its mark', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/review/`);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  const stack = page.getByTestId('pricing-stack');
  const note = stack.locator('[data-disclaimers] li', { hasText: MAPLE_EN });
  await expect(note).toBeVisible();
  await expect(note).toContainText('*');
  await expectNoAxeViolations(page);

  // The header's details on a step whose page shows no stack.
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/accessories/`);
  await page.getByRole('button', { name: /pricing details/i }).click();
  await expect(page.getByTestId('pricing-details').locator('[data-disclaimers]')).toContainText(MAPLE_EN);

  await page.getByTestId('cart-button').click();
  const cart = page.getByRole('dialog');
  await expect(cart.locator('[data-disclaimers]')).toContainText(MAPLE_EN);
  await expectNoAxeViolations(page);
});

test('Maple Motors in French: the review’s disclaimer in French', async ({ page }) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/review/`);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  await expect(page.getByTestId('pricing-stack').locator('[data-disclaimers]')).toContainText(MAPLE_FR);
});

test('Lone Star Motors: a shared deal lists the dealer’s disclaimer under its pricing', async ({
  page,
  browser,
}) => {
  const { orderId } = await signedInWithOrder(page, 'lone_star_motors');
  const call = await api(page, 'lone_star_motors');
  const { tokenized_url: link } = (await call.post(`/api/customer/order/${orderId}/share/`, {})) as {
    tokenized_url: string;
  };
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByTestId('pricing-stack').locator('[data-disclaimers]')).toContainText(
    LONE_STAR_EN,
  );
  await expectNoAxeViolations(visitor);
  await other.close();
});
