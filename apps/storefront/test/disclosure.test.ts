import { describe, expect, it } from 'vitest';
import type { Payment } from '../src/features/build-and-price/api/deal.ts';
import { disclosureOf } from '../src/features/build-and-price/api/disclosure.ts';

// The cost-of-credit disclosure of a payment as the server answers it.

const finance = {
  id: 'finance',
  is_cash: false,
  term: 72,
  rate: 6.99,
  net_amount_financed: 5_938_344,
  number_of_payments: 72,
  cost_of_borrowing: 1_349_095,
  total_of_payments: 7_287_439,
  include_tax: true,
} as const;

describe('disclosure of a payment', () => {
  it('a bi-weekly payment derived from the monthly one discloses the monthly contract it comes from', () => {
    const shown = {
      ...finance,
      payment: 46_600,
      payment_frequency: 'biweekly',
      disclosed_payment: 101_214,
      disclosed_frequency: 'monthly',
    };
    const d = disclosureOf(shown as unknown as Payment);
    expect(d).toMatchObject({ frequency: 'monthly', paymentCents: 101_214, numberOfPayments: 72 });
    // the count of payments of the amount disclosed make the total (within a cent each)
    expect(
      Math.abs((d?.paymentCents ?? 0) * (d?.numberOfPayments ?? 0) - (d?.totalOfPaymentsCents ?? 0)),
    ).toBeLessThanOrEqual(72);
  });
  it("a payment that is its own contract's discloses itself (an answer without the contract's fields too)", () => {
    const d = disclosureOf({
      ...finance,
      payment: 101_214,
      payment_frequency: 'monthly',
    } as unknown as Payment);
    expect(d).toMatchObject({ frequency: 'monthly', paymentCents: 101_214 });
  });
  it('a finance payment whose taxes are paid at signing says so: not in the payments, due at signing', () => {
    const d = disclosureOf({
      ...finance,
      include_tax: false,
      payment: 98_000,
      payment_frequency: 'monthly',
      payments_taxed: false,
      signing_taxes: [{ name: 'HST', code: 'HST', rate: 13, base: 5_000_000, value: 650_000 }],
      due_at_signing: 850_000,
    } as unknown as Payment);
    expect(d).toMatchObject({
      taxesIncluded: false,
      paymentsTaxed: false,
      taxesAtSigningCents: 650_000,
      dueAtSigningCents: 850_000,
    });
  });
  it('a payment from a server that does not say where the taxes are is taken as taxed', () => {
    const d = disclosureOf({
      ...finance,
      payment: 101_214,
      payment_frequency: 'monthly',
    } as unknown as Payment);
    expect(d).toMatchObject({
      taxesIncluded: true,
      paymentsTaxed: true,
      taxesAtSigningCents: 0,
      dueAtSigningCents: null,
    });
  });
});
