import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answerPostalCode,
  cheapestNewInStock,
  dealerPostalCode,
  expectNoAxeViolations,
  plainSpaces,
  signUp,
} from './helpers.ts';

// The money a shopper sees: a lease at each Canadian dealer (its distance allowance, its term after a
// switch from finance, the taxes of each payment), protection amounts at each frequency, disclosures.

async function paymentText(page: Page): Promise<string> {
  return plainSpaces(
    (await page.getByTestId('pricing-header').locator('[data-payment-amount]').textContent()) ?? '',
  );
}

const DEALERS = [
  {
    code: 'maple_motors',
    language: 'en',
    finance: 'Finance',
    lease: 'Lease',
    term: /Term/,
    distance: /Yearly kilometres/,
    perYear: (n: string) => new RegExp(`^${n}\\skm per year$`),
    signIn: false,
  },
  {
    code: 'riviere_auto',
    language: 'fr',
    finance: 'Financement',
    lease: 'Location',
    term: /Durée/,
    distance: /Kilométrage annuel/,
    perYear: (n: string) => new RegExp(`^${n.replace(',', '\\s')}\\skm par année$`),
    signIn: true,
  },
] as const;

for (const dealer of DEALERS) {
  test(`${dealer.code}: a lease after finance keeps a lease term and a payment; its distance allowances are offered and chosen`, async ({
    page,
  }) => {
    const vehicle = await cheapestNewInStock(page.request, dealer.code);
    await page.goto(`/${dealer.code}/${dealer.language}/conf/${vehicle.id}/payment/`);
    await answerPostalCode(page, await dealerPostalCode(page.request, dealer.code));
    if (dealer.signIn) {
      await page.getByRole('button', { name: 'Débloquer les prix' }).first().click();
      const dialog = await signUp(page, `${dealer.code}.lease.${Date.now()}@example.com`, 'Élise', 'Gagnon');
      await dialog.getByRole('button', { name: 'Débloquer les prix' }).click();
      await dialog.getByRole('button', { name: 'Terminé' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole('tab', { name: dealer.finance, selected: true })).toBeVisible();
    // A finance term no lease has (84 months at both dealers).
    const term = page.getByRole('button', { name: dealer.term });
    await term.click();
    await page.getByRole('option', { name: /^84\s/ }).click();
    await expect(term).toContainText('84');
    await expect.poll(() => paymentText(page)).toMatch(/\d/);

    await page.getByRole('tab', { name: dealer.lease }).click();
    await expect(page.getByRole('tab', { name: dealer.lease, selected: true })).toBeVisible();
    // The lease's own default term (48 months), never a blank term, and a payment.
    await expect(term).toContainText('48');
    await expect.poll(() => paymentText(page)).toMatch(/\d/);

    // The yearly allowances read as distances, and choosing one reprices the lease.
    const distance = page.getByRole('button', { name: dealer.distance });
    await expect(distance).not.toContainText('NaN');
    await expect(distance).toContainText(/20[\s,]000/);
    const before = await paymentText(page);
    await distance.click();
    await expect(page.getByRole('option', { name: /NaN/ })).toHaveCount(0);
    await page.getByRole('option', { name: dealer.perYear('24,000') }).click();
    await expect(distance).toContainText(/24[\s,]000/);
    // More distance, a lower residual: a higher payment, and no field error.
    await expect.poll(() => paymentText(page)).not.toBe(before);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
