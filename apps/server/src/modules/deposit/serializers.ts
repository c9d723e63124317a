/** Deposits as answered: the attempt's outcome, never a card number (brand and last four digits only). */
import type { DepositRow } from '../../db/schema.ts';

const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  authentication_failed: 'The card could not be authenticated. Try again or use another card.',
};

export function declineMessage(code: string | null): string {
  return DECLINE_MESSAGES[code ?? ''] ?? 'The payment did not go through. Try another card.';
}

export function serializeDeposit(row: DepositRow) {
  return {
    id: row.id,
    order: row.orderId,
    vehicle: row.vehicleId,
    /** The public reference a receipt carries (the order's reserveit id). */
    reference: `dep_${row.id}`,
    status: row.status,
    deposit_code: row.code,
    requires_action: row.status === 'initiated',
    decline_code: row.declineCode,
    deposit_amount: row.amount,
    deposit_fee: row.fee,
    deposit_total: row.total,
    deposit_method: row.method,
    fee_mode: row.feeMode,
    currency: row.currency,
    card: row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    processor: row.processor,
    paid_on: row.paidAt ? row.paidAt.toISOString() : null,
    /** When the money came back (a charge refunded, a hold released), for the saved deal's line. */
    given_back_on:
      row.status === 'refunded' || (row.status === 'canceled' && row.paidAt)
        ? row.updatedAt.toISOString()
        : null,
  };
}
