import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerPostalCode, cheapestNewInStock, dealerPostalCode, plainSpaces } from './helpers.ts';

// The review's totals as a US shopper reads them (Truth in Lending's order), Canada's unchanged; and
// axe with its best practices on the vehicle page with its details open and on the review step (found
// in a shopper trial: two regions named "Disclaimers", an h3 straight after the h1).

const centsOf = (text: string | null): number => {
  const match = /(−|-)?\$([\d,]+\.\d\d)/.exec(plainSpaces(text ?? ''));
  if (!match?.[2]) return Number.NaN;
  const cents = Math.round(Number(match[2].replace(/,/g, '')) * 100);
  return match[1] ? -cents : cents;
};

async function axeWithBestPractices(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test('Lone Star Motors finance review: the price, what the down payment takes off, the amount financed, the total of payments and the total sale price, each named', async ({
  page,
}) => {
  // Two pricings, a step change and axe with its best practices: over a minute on a busy machine.
  test.slow();
  const texas = await cheapestNewInStock(page.request, 'lone_star_motors');
  await page.goto(`/lone_star_motors/en/conf/${texas.id}/payment/`);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'lone_star_motors'));
  const down = page.getByRole('textbox', { name: 'Down payment' });
  const priced = page.waitForResponse((r) => /\/finance\/pricing\/$/.test(r.url()) && r.ok());
  await down.fill('3000');
  await down.blur();
  await priced;
  const credit = page.getByTestId('pricing-header').getByRole('region', { name: 'Cost of credit' });
  await page.getByRole('link', { name: /Review/ }).click();
  const stack = page.getByTestId('pricing-stack');
  const reduces = stack.getByRole('region', {
    name: 'Down payment and trade-in (reduce the amount financed)',
  });
  await expect(reduces.locator('[data-code="down_payment"]')).toContainText('Down payment');
  expect(centsOf(await reduces.locator('[data-code="down_payment"] dd').textContent())).toBe(-300_000);
  // Not a negative item after taxes any more.
  await expect(stack.locator('[data-group="post-tax"] [data-code="down_payment"]')).toHaveCount(0);
  const total = stack.locator('[data-review-total]');
  await expect(total).toContainText('Amount financed');
  const financed = centsOf(await total.textContent());
  await expect
    .poll(async () => centsOf(await credit.locator('[data-figure="financed"] dd').textContent()))
    .toBe(financed);
  const price = centsOf(await stack.locator('[data-review-price]').textContent());
  await expect(stack.locator('[data-review-price]')).toContainText('Total price (taxes and fees included)');
  expect(price).toBe(financed + 300_000);
  const figures = stack.locator('[data-review-credit]');
  await expect(figures).toContainText('Finance charge');
  const payments = centsOf(
    await figures
      .getByText(/^Total of payments/)
      .locator('..')
      .textContent(),
  );
  expect(payments).toBe(centsOf(await credit.locator('[data-figure="total"] dd').textContent()));
  const sale = figures.getByText('Total sale price (total of payments, down payment and trade-in)');
  expect(centsOf(await sale.locator('..').textContent())).toBe(payments + 300_000);
  expect(await axeWithBestPractices(page)).toEqual([]);
});

test('Maple Motors finance review stays as Canada reads it: the down payment after taxes, the total named "Total"', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/payment/`);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  const down = page.getByRole('textbox', { name: 'Down payment' });
  const priced = page.waitForResponse((r) => /\/finance\/pricing\/$/.test(r.url()) && r.ok());
  await down.fill('3000');
  await down.blur();
  await priced;
  await page.getByRole('link', { name: /Review/ }).click();
  const stack = page.getByTestId('pricing-stack');
  await expect(stack.locator('[data-group="post-tax"] [data-code="down_payment"]')).toBeVisible();
  await expect(stack.locator('[data-review-total] span').first()).toHaveText('Total');
  await expect(stack.locator('[data-review-price]')).toHaveCount(0);
});

test('the vehicle page with its details open and the review step pass axe with its best practices: one region a name, headings in order', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  await page.getByRole('button', { name: 'Pricing details' }).click();
  const details = page.getByRole('region', { name: 'Pricing details' });
  await expect(details.getByRole('heading', { name: 'Vehicle overview' })).toBeVisible();
  await expect(details.getByTestId('pricing-details')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Disclaimers', exact: true })).toHaveCount(1);
  expect(await axeWithBestPractices(page)).toEqual([]);

  await page.goto(`/maple_motors/en/conf/${vehicle.id}/review/`);
  await answerPostalCode(page, await dealerPostalCode(page.request, 'maple_motors'));
  await expect(page.getByTestId('pricing-stack').locator('[data-review-total]')).toBeVisible();
  expect(await axeWithBestPractices(page)).toEqual([]);
});
