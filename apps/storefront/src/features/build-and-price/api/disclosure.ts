import { PAYMENT_FREQUENCIES, type PaymentDisclosure, sumCents } from '@storefront/domain';
import type { Payment } from './deal.ts';

/**
 * The disclosure of a payment as the server answers it (figures from the domain's
 * `paymentDisclosure`): null for cash, a call-for-price vehicle or an answer missing a figure.
 */
export function disclosureOf(p: Payment | undefined): PaymentDisclosure | null {
  if (!p || p.is_cash || p.call_for_price || p.id === 'cash') return null;
  const frequency = PAYMENT_FREQUENCIES.find((f) => f === (p.disclosed_frequency ?? p.payment_frequency));
  if (
    frequency === undefined ||
    p.term == null ||
    p.rate == null ||
    p.net_amount_financed == null ||
    p.number_of_payments == null ||
    p.cost_of_borrowing == null ||
    p.total_of_payments == null
  ) {
    return null;
  }
  return {
    paymentType: p.id,
    aprPercent: p.rate,
    termMonths: p.term,
    frequency,
    paymentCents: p.disclosed_payment ?? p.payment,
    numberOfPayments: p.number_of_payments,
    finalPaymentCents: p.final_payment ?? p.disclosed_payment ?? p.payment,
    derivedFromMonthly: p.derived_from_monthly
      ? { monthlyPaymentCents: p.derived_from_monthly.monthly_payment, factor: p.derived_from_monthly.factor }
      : null,
    amountFinancedCents: p.net_amount_financed,
    costOfBorrowingCents: p.cost_of_borrowing,
    totalOfPaymentsCents: p.total_of_payments,
    // A lease's payment as the shopper chose to see it; a finance payment carries its taxes unless
    // they are paid at signing.
    taxesIncluded: p.id === 'lease' ? p.include_tax : p.payments_taxed !== false,
    paymentsTaxed: p.payments_taxed !== false,
    taxesAtSigningCents: sumCents((p.signing_taxes ?? []).map((t) => t.value)),
    dueAtSigningCents: p.due_at_signing ?? null,
    residualCents: p.id === 'lease' ? (p.residual_value ?? null) : null,
  };
}
