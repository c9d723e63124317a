import { expect, test } from './fixtures.ts';
import { api, expectNoAxeViolations, type SeededVehicle } from './helpers.ts';

// Issue 16, item 10 (saved deals): a payment shown on a my-vehicles card has its cost of credit
// beside it (rate, amount financed, cost of borrowing, total of payments, a lease's residual), and the
// disclosure describes the payment as shown: a lease shown "plus taxes" is disclosed before taxes.

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-CA', { style: 'currency', currency: 'CAD' }).replace(/\u00a0/g, ' ');

interface Priced {
  payment: number;
  number_of_payments: number;
  final_payment: number;
  term: number;
  rate: number;
  net_amount_financed: number;
  cost_of_borrowing: number;
  total_of_payments: number;
  residual_value: number | null;
}

test('my vehicles: each saved payment shows its cost of credit; a lease plus taxes is disclosed before taxes', async ({
  page,
}) => {
  const list = await page.request.get(
    '/api/customer/inventory/simple/?condition=new&sort=price&page_size=100',
    {
      headers: { 'X-Dealer-Code': 'maple_motors' },
    },
  );
  const [leased, financed] = ((await list.json()) as { results: SeededVehicle[] }).results.filter(
    (v) => v.stock_status === 'in stock',
  );
  if (!leased || !financed) throw new Error('two new vehicles in stock expected');
  await page.goto('/maple_motors/en/vehicle-list/');
  const call = await api(page);
  await call.post('/api/customer/user/register/', {
    email: `saved.disclosure.${Date.now()}@example.com`,
    first_name: 'Nora',
    last_name: 'Tremblay',
    phone: '416-555-0147',
    consents: { dealer_data_collection: true },
  });
  const lease = (await call.post('/api/customer/order/', {
    vehicle: leased.id,
    payment_type: 'lease',
    postal_code: 'M5V 2T6',
  })) as { id: number };
  await call.patch(`/api/customer/order/${lease.id}/`, { payment_include_tax: false });
  const finance = (await call.post('/api/customer/order/', {
    vehicle: financed.id,
    payment_type: 'finance',
    postal_code: 'M5V 2T6',
  })) as { id: number };
  // What the server prices for each saved deal (the card asks the same).
  const leasePriced = (await call.post('/api/customer/payment-type/lease/pricing/', {
    order: lease.id,
    vehicle: leased.id,
  })) as Priced;
  const financePriced = (await call.post('/api/customer/payment-type/finance/pricing/', {
    order: finance.id,
    vehicle: financed.id,
  })) as Priced;

  await page.goto('/maple_motors/en/my-vehicles/');
  const cards = page.getByTestId('saved-order');
  await expect(cards).toHaveCount(2);

  const leaseCard = cards.filter({ hasText: 'Lease' });
  const leaseCredit = leaseCard.getByRole('region', { name: 'Cost of credit' });
  await expect(leaseCredit).toBeVisible();
  const plain = async () => (await leaseCredit.textContent())?.replace(/\s+/g, ' ') ?? '';
  // The payment of the card, before taxes, and every payment of it added up.
  await expect(leaseCard).toContainText(money(leasePriced.payment));
  // The payment's own note, as in the pricing header: this one is before taxes.
  await expect(leaseCard.locator('[data-payment-amount]')).toContainText('Plus taxes');
  // Priced again (the payment is on screen) as saved: no "the payment has changed" note.
  await expect(page.getByTestId('payment-changed')).toHaveCount(0);
  // A last payment unlike the others is counted apart.
  expect(await plain()).toContain(
    leasePriced.final_payment === leasePriced.payment
      ? `payments of ${money(leasePriced.payment)} over ${leasePriced.term} months`
      : `payments of ${money(leasePriced.payment)} and a last payment of ${money(leasePriced.final_payment)}, over ${leasePriced.term} months`,
  );
  expect(await plain()).toContain('Payments before taxes: taxes are added to each payment.');
  expect(leasePriced.total_of_payments).toBe(
    leasePriced.payment * (leasePriced.number_of_payments - 1) + leasePriced.final_payment,
  );
  await expect(leaseCredit.locator('[data-figure="total"]')).toContainText(
    `Total of payments (before taxes)${money(leasePriced.total_of_payments)}`,
  );
  await expect(leaseCredit.locator('[data-figure="rate"]')).toContainText('Lease rate (annual)');
  await expect(leaseCredit.locator('[data-figure="financed"]')).toContainText(
    money(leasePriced.net_amount_financed),
  );
  await expect(leaseCredit.locator('[data-figure="cost"]')).toContainText(
    money(leasePriced.cost_of_borrowing),
  );
  await expect(leaseCredit.locator('[data-figure="residual"]')).toContainText(
    money(leasePriced.residual_value ?? 0),
  );
  // It adds up to the cent: the payments before taxes pay the depreciation and the lease charge.
  expect(leasePriced.total_of_payments).toBe(
    leasePriced.net_amount_financed - (leasePriced.residual_value ?? 0) + leasePriced.cost_of_borrowing,
  );

  const financeCard = cards.filter({ hasText: 'Finance' });
  const financeCredit = financeCard.getByRole('region', { name: 'Cost of credit' });
  await expect(financeCredit).toContainText('Taxes included in each payment.');
  await expect(financeCard.locator('[data-payment-amount]')).toContainText('Taxes included');
  await expect(financeCredit.locator('[data-figure="rate"]')).toContainText(
    `Annual percentage rate${financePriced.rate.toFixed(2)}%`,
  );
  await expect(financeCredit.locator('[data-figure="financed"]')).toContainText(
    money(financePriced.net_amount_financed),
  );
  await expect(financeCredit.locator('[data-figure="total"]')).toContainText(
    money(financePriced.total_of_payments),
  );
  await expect(financeCredit.locator('[data-figure="residual"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // On a phone, each saved deal's parts (the card, then its trade-in, credit, deposit and
  // appointment links) stack inside the deal's box, none drawn over another.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(leaseCard.getByRole('link', { name: 'Apply for credit' })).toBeVisible();
  for (const card of await cards.all()) {
    const boxes = await card.evaluate((li) => {
      const outer = li.getBoundingClientRect();
      return {
        outer: { top: outer.top, bottom: outer.bottom },
        parts: [...li.children].map((part) => {
          const r = part.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        }),
      };
    });
    expect(boxes.parts.length).toBeGreaterThan(1);
    boxes.parts.forEach((part, i) => {
      expect(part.top).toBeGreaterThanOrEqual(boxes.outer.top);
      expect(part.bottom).toBeLessThanOrEqual(boxes.outer.bottom + 0.5);
      const previous = boxes.parts[i - 1];
      if (previous) expect(part.top).toBeGreaterThanOrEqual(previous.bottom - 0.5);
    });
  }
});
