import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  disclosureOfAnswer,
  type PricedDeal,
  type PricingRequestInput,
  paymentDisclosure,
  priceDeal,
  pricingRequestSchema,
} from '../../src/pricing/index.ts';

function priced(input: PricingRequestInput): PricedDeal {
  const result = priceDeal(pricingRequestSchema.parse(input));
  if (result.status !== 'priced') throw new Error(`not priced: ${JSON.stringify(result)}`);
  return result;
}

const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;

describe('payment disclosure (cost of credit: rate, amount financed, cost of borrowing, total of payments)', () => {
  it('cash has none', () => {
    expect(
      paymentDisclosure(
        priced({ country: 'CA', region: 'ON', paymentType: 'cash', vehicle: { priceCents: 3_000_000 } }),
      ),
    ).toBeNull();
  });

  it('finance: what is borrowed, what it costs, what is paid, at the rate over the term', () => {
    const deal = priced({
      country: 'CA',
      region: 'ON',
      paymentType: 'finance',
      vehicle: { priceCents: 3_000_000 },
      finance: { aprPercent: 6.99, termMonths: 72, frequency: 'monthly', paymentSystem: 'periodic' },
    });
    const d = paymentDisclosure(deal);
    expect(d).toMatchObject({
      paymentType: 'finance',
      aprPercent: 6.99,
      termMonths: 72,
      frequency: 'monthly',
      numberOfPayments: 72,
      amountFinancedCents: deal.finance?.amountFinancedCents,
      residualCents: null,
    });
    expect(d?.totalOfPaymentsCents).toBe((d?.amountFinancedCents ?? 0) + (d?.costOfBorrowingCents ?? 0));
  });

  it('finance paid at a frequency derived from the monthly payment discloses it as shown, with its convention, its payments paying the monthly contract', () => {
    for (const frequency of ['weekly', 'biweekly', 'semimonthly'] as const) {
      const input = {
        country: 'CA',
        region: 'ON',
        paymentType: 'finance',
        vehicle: { priceCents: 3_000_000 },
        finance: { aprPercent: 6.99, termMonths: 72, frequency, paymentSystem: 'monthly_based' },
      } as const;
      const deal = priced(input);
      const contract = priced({ ...input, finance: { ...input.finance, frequency: 'monthly' } }).finance;
      const d = paymentDisclosure(deal);
      expect(d).toMatchObject({
        frequency,
        paymentCents: deal.finance?.paymentCents,
        derivedFromMonthly: {
          monthlyPaymentCents: contract?.paymentCents,
          factor: { weekly: 4.345, biweekly: 2.172, semimonthly: 2 }[frequency],
        },
      });
      // Its payments add up to its total, which is the monthly contract's and repays what was
      // financed plus its cost (156 bi-weekly payments of monthly / 2.172 would fall short).
      expect(d?.totalOfPaymentsCents).toBe(contract?.totalOfPaymentsCents);
      expect((d?.paymentCents ?? 0) * ((d?.numberOfPayments ?? 0) - 1) + (d?.finalPaymentCents ?? 0)).toBe(
        d?.totalOfPaymentsCents,
      );
      expect(d?.finalPaymentCents).toBeGreaterThan(0);
      // The term holds the payments: 72 months semi-monthly is 144 payments, the last one taking the
      // cents the others' rounding left (here 31 of them) rather than a 145th payment of 31 cents.
      expect(d?.numberOfPayments).toBe({ weekly: 313, biweekly: 157, semimonthly: 144 }[frequency]);
      expect(d?.finalPaymentCents).toBeLessThanOrEqual((d?.paymentCents ?? 0) + (d?.numberOfPayments ?? 0));
      expect(d?.totalOfPaymentsCents).toBe((d?.amountFinancedCents ?? 0) + (d?.costOfBorrowingCents ?? 0));
    }
  });

  it('nothing financed (a trade-in worth more than the deal): no cost of credit to disclose, no schedule of $0 payments', () => {
    const deal = priced({
      country: 'CA',
      region: 'ON',
      paymentType: 'finance',
      vehicle: { priceCents: 1_500_000 },
      tradeIn: { creditCents: 6_000_000 },
      finance: { aprPercent: 9.99, termMonths: 72, frequency: 'biweekly', paymentSystem: 'monthly_based' },
    });
    expect(deal.finance?.amountFinancedCents).toBe(0);
    expect(paymentDisclosure(deal)).toBeNull();
  });

  it('lease: the residual, and the cost of borrowing as the lease charge the payments carry, to the cent at every frequency', () => {
    for (const frequency of ['monthly', 'biweekly', 'weekly', 'semimonthly'] as const) {
      for (const aprPercent of [6.29, 4.99, 0.9]) {
        const deal = priced({
          country: 'CA',
          region: 'ON',
          paymentType: 'lease',
          vehicle: { priceCents: 3_000_000 },
          lease: { aprPercent, termMonths: 48, residualCents: 1_400_000, frequency },
        });
        const lease = deal.lease;
        const d = paymentDisclosure(deal);
        expect(d).toMatchObject({
          paymentType: 'lease',
          aprPercent,
          residualCents: 1_400_000,
          amountFinancedCents: lease?.adjustedCapitalizedCostCents,
          totalOfPaymentsCents: lease?.totalOfPaymentsCents,
          paymentCents: lease?.paymentCents,
        });
        // The payments before taxes pay the depreciation (adjusted capitalised cost less residual) and
        // the lease charge, to the cent: a shopper adding up the disclosure finds the same figure (found
        // in a shopper trial: the money-factor formula was up to 11 cents off the payments).
        expect((d?.costOfBorrowingCents ?? 0) + (lease?.adjustedCapitalizedCostCents ?? 0) - 1_400_000).toBe(
          lease?.beforeTax.totalOfPaymentsCents,
        );
        expect(d?.costOfBorrowingCents).toBeGreaterThan(0);
      }
    }
  });

  it("lease at a frequency derived from the monthly payment: its payment before taxes is the disclosure's monthly payment before taxes divided by the factor, to the cent", () => {
    // A shopper found a bi-weekly lease one cent off the sentence beside it (731.47 / 2.172 = 336.77,
    // shown 336.78): the payment was derived from the monthly payment before rounding, and with taxes.
    for (const frequency of ['biweekly', 'weekly', 'semimonthly'] as const) {
      for (let priceCents = 2_500_000; priceCents < 2_500_000 + 40 * 1_237; priceCents += 1_237) {
        const deal = priced({
          country: 'CA',
          region: 'QC',
          paymentType: 'lease',
          vehicle: { priceCents },
          lease: {
            aprPercent: 5.99,
            termMonths: 48,
            residualCents: 1_400_000,
            frequency,
            paymentSystem: 'monthly_based',
          },
        });
        const lease = deal.lease;
        for (const includeTax of [true, false]) {
          const d = paymentDisclosure(deal, { includeTax });
          const monthly = d?.derivedFromMonthly?.monthlyPaymentCents ?? 0;
          expect(d?.derivedFromMonthly?.factor).toBe(
            { weekly: 4.345, biweekly: 2.172, semimonthly: 2 }[frequency],
          );
          expect(lease?.basePaymentCents).toBe(Math.round(monthly / (d?.derivedFromMonthly?.factor ?? 1)));
          // the monthly contract before taxes is that monthly payment, every month of the term
          expect(lease?.beforeTax.totalOfPaymentsCents).toBe(monthly * 48);
        }
      }
    }
  });

  it('lease shown plus taxes: the disclosure describes the payment shown (before taxes) and says taxes are extra', () => {
    const deal = priced({
      country: 'CA',
      region: 'ON',
      paymentType: 'lease',
      vehicle: { priceCents: 3_000_000 },
      lease: { aprPercent: 6.29, termMonths: 48, residualCents: 1_400_000, frequency: 'biweekly' },
    });
    const lease = deal.lease;
    const perPaymentTax = (lease?.paymentTaxes ?? []).reduce((sum, t) => sum + t.amountCents, 0);
    expect(perPaymentTax).toBeGreaterThan(0);
    const withTax = paymentDisclosure(deal);
    expect(withTax).toMatchObject({ paymentCents: lease?.paymentCents, taxesIncluded: true });
    const plusTaxes = paymentDisclosure(deal, { includeTax: false });
    expect(plusTaxes).toMatchObject({
      paymentCents: lease?.basePaymentCents,
      taxesIncluded: false,
      // Every payment as shown, added up: no tax in it.
      totalOfPaymentsCents: lease?.beforeTax.totalOfPaymentsCents,
      // The rest of the cost of credit does not depend on how the payment is shown.
      costOfBorrowingCents: withTax?.costOfBorrowingCents,
      amountFinancedCents: withTax?.amountFinancedCents,
      residualCents: withTax?.residualCents,
    });
    // The payments before tax pay the monthly contract's before-tax total (the last one partial).
    expect(plusTaxes?.totalOfPaymentsCents).toBe(
      (lease?.basePaymentCents ?? 0) > 0 ? lease?.beforeTax.totalOfPaymentsCents : 0,
    );
    expect(
      (plusTaxes?.paymentCents ?? 0) * ((plusTaxes?.numberOfPayments ?? 0) - 1) +
        (plusTaxes?.finalPaymentCents ?? 0),
    ).toBe(plusTaxes?.totalOfPaymentsCents);
    expect((withTax?.totalOfPaymentsCents ?? 0) - (plusTaxes?.totalOfPaymentsCents ?? 0)).toBeGreaterThan(0);
  });

  it('finance: taxes are financed, so the payment includes them however it is shown', () => {
    const deal = priced({
      country: 'CA',
      region: 'ON',
      paymentType: 'finance',
      vehicle: { priceCents: 3_000_000 },
      finance: { aprPercent: 5.99, termMonths: 60, frequency: 'monthly' },
    });
    expect(paymentDisclosure(deal, { includeTax: false })).toEqual(paymentDisclosure(deal));
    expect(paymentDisclosure(deal)).toMatchObject({
      taxesIncluded: true,
      paymentsTaxed: true,
      dueAtSigningCents: null,
    });
  });

  it('finance with the taxes paid at signing: the taxes are not financed, the payment is before them, and they are due at signing', () => {
    const terms = { aprPercent: 5.99, termMonths: 60, frequency: 'monthly' } as const;
    const request = {
      country: 'CA',
      region: 'ON',
      paymentType: 'finance',
      vehicle: { priceCents: 3_000_000 },
      downPaymentCents: 200_000,
    } as const;
    const financed = priced({ ...request, finance: terms });
    const atSigning = priced({ ...request, finance: { ...terms, taxesFinanced: false } });
    const taxes = atSigning.stack.taxes.totalCents;
    // HST 13 % on the vehicle and its levies.
    expect(taxes).toBeGreaterThan(390_000);
    expect(atSigning.finance).toMatchObject({
      amountFinancedCents: (financed.finance?.amountFinancedCents ?? 0) - taxes,
      taxesFinanced: false,
      taxesAtSigningCents: taxes,
      dueAtSigningCents: 200_000 + taxes,
    });
    expect(atSigning.finance?.paymentCents).toBeLessThan(financed.finance?.paymentCents ?? 0);
    expect(paymentDisclosure(atSigning)).toMatchObject({
      taxesIncluded: false,
      paymentsTaxed: false,
      taxesAtSigningCents: taxes,
      dueAtSigningCents: 200_000 + taxes,
      amountFinancedCents: atSigning.stack.totalCents - taxes,
    });
    expect(paymentDisclosure(financed)).toMatchObject({
      taxesIncluded: true,
      paymentsTaxed: true,
      taxesAtSigningCents: 0,
      dueAtSigningCents: 200_000,
    });
  });

  it('finance with the taxes paid at signing and a down payment above the price before taxes: the down payment pays part of them', () => {
    const request = {
      country: 'CA',
      region: 'ON',
      paymentType: 'finance',
      vehicle: { priceCents: 1_000_000 },
    } as const;
    const terms = { aprPercent: 5.99, termMonths: 60, frequency: 'monthly', taxesFinanced: false } as const;
    const none = priced({ ...request, finance: terms });
    const taxes = none.stack.taxes.totalCents;
    const beforeTaxes = none.stack.totalCents - taxes;
    // 500.00 more than the price before taxes: what is left to pay is taxes only, nothing is financed.
    const deal = priced({ ...request, downPaymentCents: beforeTaxes + 50_000, finance: terms });
    expect(deal.finance).toMatchObject({ amountFinancedCents: 0, taxesAtSigningCents: taxes - 50_000 });
    expect(deal.finance?.dueAtSigningCents).toBe(none.stack.totalCents);
    expect(paymentDisclosure(deal)).toBeNull();
  });

  it('lease taxed at signing (Texas): no tax on the payments, the taxes and the first payment due at signing', () => {
    const deal = priced({
      country: 'US',
      region: 'TX',
      postalCode: '78701',
      paymentType: 'lease',
      vehicle: { priceCents: 3_000_000 },
      downPaymentCents: 100_000,
      lease: { aprPercent: 6.29, termMonths: 36, residualCents: 1_600_000, frequency: 'monthly' },
    });
    const lease = deal.lease;
    const upfront = (lease?.upfrontTaxes ?? []).reduce((sum, t) => sum + t.amountCents, 0);
    expect(lease?.paymentTaxes).toEqual([]);
    expect(upfront).toBeGreaterThan(0);
    expect(paymentDisclosure(deal)).toMatchObject({
      paymentsTaxed: false,
      taxesAtSigningCents: upfront,
      dueAtSigningCents: (lease?.paymentCents ?? 0) + 100_000 + upfront,
    });
  });

  it('property: integer cents, never negative; a lease at 0 % costs at most rounding; a higher rate never costs less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 9_000_000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.constantFrom(24, 36, 48, 60),
        fc.constantFrom(...FREQUENCIES),
        fc.constantFrom('finance', 'lease'),
        (priceCents, rateBp, termMonths, frequency, paymentType) => {
          const rate = rateBp / 100;
          const make = (aprPercent: number) =>
            paymentDisclosure(
              priced({
                country: 'CA',
                region: 'QC',
                paymentType,
                vehicle: { priceCents },
                ...(paymentType === 'finance'
                  ? { finance: { aprPercent, termMonths, frequency, paymentSystem: 'periodic' } }
                  : { lease: { aprPercent, termMonths, residualPercent: 40, frequency } }),
              }),
            );
          const d = make(rate);
          if (d === null) return false;
          for (const v of [
            d.amountFinancedCents,
            d.costOfBorrowingCents,
            d.totalOfPaymentsCents,
            d.paymentCents,
          ]) {
            if (!Number.isInteger(v) || v < 0) return false;
          }
          if (rate === 0 && d.costOfBorrowingCents > d.numberOfPayments) return false;
          const higher = make(rate + 1);
          return higher !== null && higher.costOfBorrowingCents >= d.costOfBorrowingCents;
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a disclosure read back from a payment answer (disclosureOfAnswer)', () => {
  const lease = {
    id: 'lease',
    is_cash: false,
    include_tax: false,
    term: 48,
    rate: 4.99,
    payment: 24_117,
    payment_frequency: 'biweekly',
    disclosed_payment: 21_480,
    net_amount_financed: 3_120_000,
    number_of_payments: 104,
    final_payment: 21_475,
    total_of_payments: 2_233_915,
    cost_of_borrowing: 573_915,
    residual_value: 1_460_000,
    due_at_signing: 21_480,
    payments_taxed: true,
    signing_taxes: [{ value: 120 }, { value: 35 }],
  } as const;

  it('is every figure of the answer, a lease with its residual, the payment as disclosed', () => {
    expect(disclosureOfAnswer(lease)).toEqual({
      paymentType: 'lease',
      aprPercent: 4.99,
      termMonths: 48,
      frequency: 'biweekly',
      paymentCents: 21_480,
      numberOfPayments: 104,
      finalPaymentCents: 21_475,
      derivedFromMonthly: null,
      amountFinancedCents: 3_120_000,
      costOfBorrowingCents: 573_915,
      totalOfPaymentsCents: 2_233_915,
      taxesIncluded: false,
      paymentsTaxed: true,
      taxesAtSigningCents: 155,
      dueAtSigningCents: 21_480,
      residualCents: 1_460_000,
    });
  });

  it('a finance answer has no residual and carries its taxes unless they are paid at signing', () => {
    const finance = {
      ...lease,
      id: 'finance',
      payments_taxed: false,
      derived_from_monthly: { monthly_payment: 52_000, factor: 2.1667 },
    } as const;
    expect(disclosureOfAnswer(finance)).toMatchObject({
      residualCents: null,
      taxesIncluded: false,
      derivedFromMonthly: { monthlyPaymentCents: 52_000, factor: 2.1667 },
    });
    expect(disclosureOfAnswer({ ...finance, payments_taxed: null })?.taxesIncluded).toBe(true);
  });

  it('is none for cash, a call-for-price vehicle, a missing figure or an unknown frequency', () => {
    expect(disclosureOfAnswer(undefined)).toBeNull();
    expect(disclosureOfAnswer({ ...lease, id: 'cash' })).toBeNull();
    expect(disclosureOfAnswer({ ...lease, is_cash: true })).toBeNull();
    expect(disclosureOfAnswer({ ...lease, call_for_price: true })).toBeNull();
    expect(disclosureOfAnswer({ ...lease, cost_of_borrowing: null })).toBeNull();
    expect(disclosureOfAnswer({ ...lease, rate: null })).toBeNull();
    expect(disclosureOfAnswer({ ...lease, payment_frequency: 'daily' })).toBeNull();
  });
});
