import type { Currency } from '../internal/domain.ts';

/** How the deposit is taken: a hold on the card (charged when the shopper buys) or a charge now. */
export type DepositMethod = 'hold' | 'capture';

/** The payment intent statuses of spec 2 §3. */
export const DEPOSIT_STATUSES = [
  'refunded',
  'pre_authorized',
  'confirmed',
  'rejected',
  'created',
  'initiated',
  'expired',
  'canceled',
  'error',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The dealer's deposit as the place step shows it, amounts in cents (customdeposit-details). */
export type DepositAmounts = {
  readonly deposit_amount: number;
  /** The processing or fixed fee the card is charged on top of the deposit (0: none). */
  readonly deposit_fee: number;
  readonly deposit_total: number;
  /** What cancelling costs (0: nothing). */
  readonly deposit_cancellation_fee: number;
  readonly deposit_method: DepositMethod;
  /** The dealer's fee mode (spec 2 §3: No Fee, Charge Processing Fee, Charge Fixed Fee, Charge Processing + Fixed Fee). */
  readonly fee_mode?: string | undefined;
  readonly currency: Currency;
};

/** A deposit placed on an order (its latest attempt, deposit_amount_paid/), as the summary and receipt read it. */
export type PlacedDeposit = DepositAmounts & {
  /** A payment intent status; any other is said as it comes. */
  readonly status: string;
  readonly reference: string;
  readonly processor: 'sandbox' | 'stripe';
  /** When it was held or charged (an instant). */
  readonly paid_on: string | null;
  /** When a charge was refunded or a hold released (null otherwise). */
  readonly given_back_on: string | null;
  readonly dealer_name: string;
  /** The dealership's time zone (IANA): dates are said at its time. */
  readonly time_zone?: string | undefined;
  readonly card: { readonly brand: string; readonly last4: string } | null;
};

/** Statuses with a receipt: the deposit is held on the card or charged. */
export function isDepositPaid(deposit: PlacedDeposit | null | undefined): deposit is PlacedDeposit {
  return deposit?.status === 'pre_authorized' || deposit?.status === 'confirmed';
}
