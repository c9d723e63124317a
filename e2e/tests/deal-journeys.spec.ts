import { expect, type Page, test } from '@playwright/test';
import {
  addonsOf,
  cheapestNewInStock,
  expectNoAxeViolations,
  money,
  monthlyPayment,
  plainSpaces,
  type SeededAddon,
  signUp,
} from './helpers.ts';

// Deal journeys: browser -> storefront -> server's deal engine -> database. Expected amounts are
// computed here with plain arithmetic from the seeded prices, fees and tax rates (server README,
// "Deal engine"), never with the domain engine.

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Price of a plan's first option for a payment type (the server adds pre-installed plans so). */
function planPrice(plan: SeededAddon, paymentType: string): number {
  const price = plan.prices?.find((p) => p.payment_type === null || p.payment_type === paymentType);
  return price?.price ?? 0;
}

async function paymentText(page: Page): Promise<string> {
  return plainSpaces(
    (await page.getByTestId('pricing-header').locator('[data-payment-amount]').textContent()) ?? '',
  );
}

test('Maple Motors (ON): an anonymous finance deal with an accessory, saved at sign-up, resumed with HST right', async ({
  page,
}) => {
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  const { accessories, plans } = await addonsOf(page.request, 'maple_motors', vehicle.id, 'finance');
  const preInstalled = sum(accessories.filter((a) => a.pre_installed).map((a) => a.price ?? 0));
  const added = accessories
    .filter((a) => !a.pre_installed && a.is_removable)
    .sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];
  if (!added) throw new Error('no removable accessory');
  const plansIncluded = sum(plans.filter((p) => p.pre_installed).map((p) => planPrice(p, 'finance')));
  // Maple Motors: admin fee $699 (taxable), federal A/C excise $100, OMVIC $12.50, HST 13 %,
  // plates $59 after tax; finance 72 months at 6.99 % (new), bi-weekly = monthly / 2.172.
  const taxable = sum([
    vehicle.listing_price,
    vehicle.delivery_charge ?? 0,
    preInstalled,
    added.price ?? 0,
    plansIncluded,
    69_900,
    10_000,
    1_250,
  ]);
  const hst = Math.round(taxable * 0.13);
  const financed = taxable + hst + 5_900;
  const biweekly = Math.round(monthlyPayment(financed, 6.99, 72) / 2.172);

  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('step-continue').click();
  await expect(page).toHaveURL(/\/accessories\/$/);
  await page.getByRole('button', { name: `Add ${added.title}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${added.title}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('cart-button').click();
  const cart = page.getByRole('dialog');
  await expect(cart).toContainText(added.title ?? '');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByTestId('step-continue').click();
  await expect(page).toHaveURL(/\/protection\/$/);
  await expectNoAxeViolations(page);
  await page.getByTestId('step-continue').click();
  await expect(page).toHaveURL(/\/incentives\/$/);
  await page.getByTestId('step-continue').click();
  await expect(page).toHaveURL(/\/payment\/$/);
  await expect.poll(() => paymentText(page)).toContain(money(biweekly, 'en-CA'));
  await expectNoAxeViolations(page);

  await page.getByTestId('step-continue').click();
  await expect(page).toHaveURL(/\/review\/$/);
  const stack = page.getByTestId('pricing-stack');
  await expect(stack.locator('[data-code="HST"]')).toContainText(money(hst, 'en-CA'));
  await expect(stack.locator('[data-code="HST"]')).toContainText('13');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save deal' }).click();
  const dialog = await signUp(page, `maple.finance.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Save deal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('deal-saved')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /link/i }).first()).toHaveValue(
    /\/maple_motors\/shared-deal\//,
  );

  // The same payment after a reload and on my vehicles.
  await page.reload();
  await expect.poll(() => paymentText(page)).toContain(money(biweekly, 'en-CA'));
  await page.goto('/maple_motors/en/my-vehicles/');
  const saved = page.getByTestId('saved-order');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(vehicle.formatted_name);
  await expect
    .poll(async () => plainSpaces((await saved.textContent()) ?? ''))
    .toContain(money(biweekly, 'en-CA'));
  await expectNoAxeViolations(page);

  // Resume from my vehicles on a fresh device: the deal comes back from the saved order.
  await page.evaluate(() => localStorage.clear());
  await saved.getByRole('button', { name: /Continue/ }).click();
  await expect(page).toHaveURL(new RegExp(`/conf/${vehicle.id}/review/$`));
  await expect.poll(() => paymentText(page)).toContain(money(biweekly, 'en-CA'));
  await expect(page.getByTestId('pricing-stack')).toContainText(added.title ?? '');
});
