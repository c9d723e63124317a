import { expect, test } from '../fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from '../helpers.ts';
import {
  centsIn,
  continueWith,
  expectFocusKept,
  fillSignUp,
  freshEmail,
  headerPayment,
  type Language,
  onPhone,
  press,
  priceOnPayment,
  TEXT,
} from './shopper.ts';

// A lease at each Canadian dealer, built step by step as a shopper does (an accessory added on the
// way), in each language of the dealer: the review lists the taxes of each payment (Ontario's HST;
// Quebec's GST and QST at 9.975 %) and the payment is its base plus those taxes; the cost of credit,
// with the lease's residual, shows beside the payment once in each view (the pricing header on the
// payment and review steps, the shared deal); focus is on the page after every action.

const LEASES: ReadonlyArray<{
  dealer: string;
  language: Language;
  taxes: ReadonlyArray<{ code: string; label: string; rate: number }>;
  unlock: boolean;
}> = [
  {
    dealer: 'maple_motors',
    language: 'en',
    taxes: [{ code: 'HST', label: 'HST (13.00%)', rate: 0.13 }],
    unlock: false,
  },
  {
    dealer: 'maple_motors',
    language: 'fr',
    taxes: [{ code: 'HST', label: 'TVH (13,00 %)', rate: 0.13 }],
    unlock: false,
  },
  {
    dealer: 'riviere_auto',
    language: 'fr',
    taxes: [
      { code: 'GST', label: 'TPS (5,00 %)', rate: 0.05 },
      { code: 'QST', label: 'TVQ (9,975 %)', rate: 0.09975 },
    ],
    unlock: true,
  },
];

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

for (const { dealer, language, taxes, unlock } of LEASES) {
  test(`${dealer} (${language}): a lease with the taxes of each payment, its cost of credit beside every payment, shared`, async ({
    page,
  }, testInfo) => {
    // A whole deal built step by step, signed up, saved and opened again.
    test.setTimeout(120_000);
    const text = TEXT[language];
    const phone = onPhone(testInfo);
    const vehicle = await cheapestNewInStock(page.request, dealer);
    await page.goto(`/${dealer}/${language}/conf/${vehicle.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (phone) await expectNoAxeViolations(page);

    // An accessory on the way: focus moves to its Remove button, never to the page body.
    await continueWith(page, testInfo, 'accessories');
    const add = page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^${text.add('')}`) })
      .first();
    await expect(add).toBeVisible();
    const title = ((await add.getAttribute('aria-label')) ?? (await add.textContent()) ?? '').slice(
      text.add('').length,
    );
    await press(testInfo, add);
    await expect(page.getByRole('button', { name: text.remove(title), exact: true })).toBeFocused();
    if (phone) await expectNoAxeViolations(page);

    await continueWith(page, testInfo, 'protection');
    await continueWith(page, testInfo, 'incentives');
    await continueWith(page, testInfo, 'payment');
    // A first visit has chosen nothing: the dealer's default frequency is the choice, not "the previous
    // option is no longer available" (a dealer that prices only for signed-up shoppers said so).
    const configurator = page.locator('form[data-payment-type]');
    await expect(configurator).toBeVisible();
    await expect(configurator).not.toHaveAttribute('data-invalid-frequency');
    // (Under the postal-code dialog, out of the accessibility tree: read from the form itself.)
    await expect(configurator.locator('input[type="radio"]:checked')).toHaveCount(1);
    await priceOnPayment(page, testInfo, { dealer, language, unlock, journey: 'lease' });

    // Lease: the tab is reached at 390 px (not cut off), and the header's payment has its cost of credit.
    const leaseTab = page.getByRole('tab', { name: text.lease });
    await press(testInfo, leaseTab);
    await expect(page.getByRole('tab', { name: text.lease, selected: true })).toBeVisible();
    await expectFocusKept(page, 'choosing the lease tab');
    const header = page.getByTestId('pricing-header');
    const headerCredit = header.getByRole('region', { name: text.credit });
    await expect(headerCredit.locator('[data-figure="residual"]')).toContainText(text.residual);
    await expect.poll(() => headerPayment(page)).not.toBeNull();
    await expect(header).toHaveAttribute('aria-busy', 'false');
    const payment = (await headerPayment(page)) ?? 0;
    // The disclosure's payment is the payment shown above it.
    expect(centsIn(plain(await headerCredit.locator('p').first().textContent()))).toBe(payment);
    if (phone) await expectNoAxeViolations(page);

    // The review: each tax of the payment, on the payment's base; the payment is the base plus them.
    await continueWith(page, testInfo, 'review');
    const stack = page.getByTestId('pricing-stack');
    const taxRegion = stack.getByRole('region', { name: text.taxes, exact: true });
    await expect(taxRegion).not.toContainText(text.noTax);
    let base = 0;
    let taxTotal = 0;
    for (const tax of taxes) {
      const row = taxRegion.locator(`[data-code="${tax.code}"]`);
      await expect(row.locator('dt')).toContainText(tax.label, { useInnerText: true });
      const rowBase = centsIn(plain(await row.locator('dt').textContent()));
      const amount = centsIn(plain(await row.locator('dd').textContent()));
      if (base === 0) base = rowBase;
      // Every tax of a payment is levied on the same pre-tax payment (Quebec's QST is not on the GST).
      expect(rowBase).toBe(base);
      expect(amount).toBe(Math.round(rowBase * tax.rate));
      taxTotal += amount;
    }
    await expect(taxRegion.locator('[data-code]')).toHaveCount(taxes.length);
    expect(base + taxTotal).toBe(payment);
    const reviewPayment = centsIn(plain(await stack.locator('[data-payment-amount]').first().textContent()));
    expect(reviewPayment).toBe(payment);
    // Its cost of credit is the header's, beside the same payment: once in the view, not again here.
    await expect(stack.getByRole('region', { name: text.credit })).toHaveCount(0);
    await expect(page.getByRole('region', { name: text.credit })).toHaveCount(1);
    const reviewCredit = headerCredit;
    await expect(reviewCredit).toContainText(text.paymentsOf);
    await expect(reviewCredit.locator('[data-figure="residual"]')).toContainText(/\d/);
    const residual = plain(await reviewCredit.locator('[data-figure="residual"] dd').textContent());
    if (phone) await expectNoAxeViolations(page);

    // Saved and shared: the shared deal shows the same payment with its cost of credit and residual.
    await press(testInfo, page.getByRole('main').getByRole('button', { name: text.saveDeal }));
    if (!unlock) {
      const dialog = await fillSignUp(page, freshEmail(`lease.${dealer}`, testInfo));
      await press(testInfo, dialog.getByRole('button', { name: text.saveDeal }));
      await expect(dialog.getByLabel(text.dealLink)).toHaveValue(/\/shared-deal\//);
      await press(testInfo, dialog.getByRole('button', { name: text.done }));
      await expect(dialog).toBeHidden();
      await expectFocusKept(page, 'the save dialog closed');
    }
    const shareLink = page.getByRole('main').getByRole('textbox', { name: text.shareLink });
    // The link carries the page's language: the recipient reads the deal in it.
    await expect(shareLink).toHaveValue(new RegExp(`/${dealer}/${language}/shared-deal/`));
    const link = await shareLink.inputValue();
    await page.goto(new URL(link).pathname);
    const shared = page.getByTestId('shared-deal');
    await expect(shared).toBeVisible();
    const sharedStack = shared.getByTestId('pricing-stack');
    expect(centsIn(plain(await sharedStack.locator('[data-payment-amount]').first().textContent()))).toBe(
      payment,
    );
    const sharedCredit = sharedStack.getByRole('region', { name: text.credit });
    await expect(sharedCredit).toContainText(text.paymentsOf);
    expect(plain(await sharedCredit.locator('[data-figure="residual"] dd').textContent())).toBe(residual);
    for (const tax of taxes)
      await expect(sharedStack.locator(`[data-code="${tax.code}"] dt`)).toContainText(tax.label, {
        useInnerText: true,
      });
    if (phone) await expectNoAxeViolations(page);
  });
}
