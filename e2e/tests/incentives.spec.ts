import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations, headerPaymentText, plainSpaces } from './helpers.ts';

// Conditional incentives (spec 2 §4): Maple Motors' dealer financing bonus, a conditional rebate open to
// every buyer who finances or leases, is applied automatically from the payment details (no
// configuration exists); the shopper may remove it, and a removal stays through payment-type changes.

/**
 * The header's payment once it shows the payment priced (its change is animated: the new amount comes
 * after the difference): the amount the cost-of-credit disclosure (not animated) says.
 */
async function settledPayment(page: Page): Promise<string> {
  const disclosure = page.getByRole('region', { name: 'Cost of credit' }).getByRole('paragraph').first();
  let amount = '';
  await expect
    .poll(async () => {
      amount = /\$[\d,]+\.\d\d/.exec(await headerPaymentText(page))?.[0] ?? '';
      const said = /\$[\d,]+\.\d\d/.exec(plainSpaces((await disclosure.textContent()) ?? ''))?.[0];
      return amount !== '' && amount === said;
    })
    .toBe(true);
  return amount;
}

/** The cost-of-credit disclosure's amount financed, in cents. */
async function amountFinanced(page: Page): Promise<number> {
  const region = page.getByRole('region', { name: 'Cost of credit' });
  const value = region
    .getByRole('term')
    .filter({ hasText: 'Amount financed' })
    .locator('xpath=following-sibling::dd[1]');
  return Math.round(Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
}

test('maple_motors: the dealer financing bonus is applied automatically to a finance deal, and a removal is the shopper’s choice through a switch to cash and back', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/incentives/`);
  await expect(page.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();

  const bonus = page.getByRole('checkbox', { name: /Dealer financing bonus/ });
  await expect(bonus).toBeChecked();
  await expect(bonus).toHaveAccessibleName(/\$750\.00 rebate.*Applied automatically/);

  // The payment includes it: the pricing details list the rebate at the amount the incentive shows.
  const toggle = page.getByRole('button', { name: 'Pricing details' });
  await toggle.click();
  const details = page.getByRole('region', { name: 'Pricing details' });
  const line = details.locator('[data-code]').filter({ hasText: 'Dealer financing bonus' });
  await expect(line).toHaveCount(1);
  await expect.poll(async () => plainSpaces((await line.textContent()) ?? '')).toMatch(/750\.00/);
  const withBonus = await settledPayment(page);
  const financedWith = await amountFinanced(page);
  await expectNoAxeViolations(page);

  // Removed: the payment no longer has it (the header's payment changes; the rebate leaves the details).
  await bonus.uncheck({ force: true });
  await expect(bonus).not.toBeChecked();
  await expect(page.getByText('Applied automatically')).toHaveCount(0);
  await expect(line).toHaveCount(0);
  await expect.poll(() => settledPayment(page)).not.toBe(withBonus);
  const withoutBonus = await settledPayment(page);
  // The amount removed is the rebate shown ($750.00), with the 13% HST it saved (a pre-tax rebate).
  await expect.poll(() => amountFinanced(page)).toBe(financedWith + Math.round(75_000 * 1.13));

  // Cash (the bonus is for finance and lease), then finance again: the removal stays.
  await page.getByRole('tab', { name: 'Cash' }).click();
  await expect(page.getByRole('tab', { name: 'Cash', selected: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Dealer financing bonus/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Finance' }).click();
  await expect(page.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
  await expect(bonus).toBeVisible();
  await expect(bonus).not.toBeChecked();
  await expect.poll(() => settledPayment(page)).toBe(withoutBonus);
  await expect(line).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Chosen again by the shopper: their own choice, priced again, without the automatic note.
  await bonus.check({ force: true });
  await expect(bonus).toBeChecked();
  await expect(bonus).not.toHaveAccessibleName(/Applied automatically/);
  await expect.poll(() => settledPayment(page)).toBe(withBonus);
});

test('maple_motors: an untouched bonus leaves the deal for cash and is applied again for finance', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/incentives/`);
  const bonus = page.getByRole('checkbox', { name: /Dealer financing bonus/ });
  await expect(bonus).toBeChecked();
  await page.getByRole('tab', { name: 'Cash' }).click();
  await expect(page.getByRole('tab', { name: 'Cash', selected: true })).toBeVisible();
  await expect(bonus).toHaveCount(0);
  await page.getByRole('tab', { name: 'Finance' }).click();
  await expect(bonus).toBeChecked();
  await expect(bonus).toHaveAccessibleName(/Applied automatically/);
});

test('maple_motors: the bonus is in the vehicle page’s first payment, before the incentives step is opened, and the step shows it applied', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  await expect(page.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pricing details' }).click();
  const details = page.getByRole('region', { name: 'Pricing details' });
  const line = details.locator('[data-code]').filter({ hasText: 'Dealer financing bonus' });
  await expect(line).toHaveCount(1);
  await expect.poll(async () => plainSpaces((await line.textContent()) ?? '')).toMatch(/750\.00/);
  const withBonus = await settledPayment(page);

  // The step then shows it as chosen for the shopper, and the payment does not move.
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/incentives/`);
  const bonus = page.getByRole('checkbox', { name: /Dealer financing bonus/ });
  await expect(bonus).toBeChecked();
  await expect(bonus).toHaveAccessibleName(/Applied automatically/);
  await expect.poll(() => settledPayment(page)).toBe(withBonus);
});
