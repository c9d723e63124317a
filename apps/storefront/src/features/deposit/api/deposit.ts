import type { DepositCharge } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { depositKeys } from './keys.ts';

// Deposit calls (spec 2 §7). No card number is ever sent: the processor's token stands for the card.

/** GET /api/customer/customdeposit-details: the dealer's deposit, its fee and total (cents). */
export interface DepositDetails {
  deposit_amount: number;
  deposit_cancellation_fee: number;
  deposit_method: 'hold' | 'capture';
  deposit_amount_paid: number | null;
  fee_mode: string;
  deposit_fee: number;
  deposit_total: number;
  currency: 'CAD' | 'USD';
  processor: 'sandbox' | 'stripe';
  sandbox: boolean;
  /** Stripe's publishable key for Stripe.js; null with the sandbox. */
  publishable_key: string | null;
}

/** A deposit attempt as answered. */
export interface DepositAttempt {
  id: number;
  order: number;
  status: string;
  deposit_code: string;
  requires_action: boolean;
  decline_code: string | null;
  deposit_total: number;
  card: { brand: string; last4: string } | null;
  /** Stripe: the intent's secret for Stripe.js's authentication step (a 202 that requires action). */
  client_secret?: string;
}

export function depositDetailsQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  orderId: number | null,
) {
  return queryOptions({
    queryKey: depositKeys.details(dealerCode, orderId),
    queryFn: () =>
      http
        .get(
          '/api/customer/customdeposit-details/',
          orderId ? { searchParams: { order: String(orderId) } } : {},
        )
        .json<DepositDetails>(),
    staleTime: 60_000,
  });
}

export interface Province {
  code: string;
  province_name: string;
}

export function provincesQuery(http: HttpClient, dealerCode: string | undefined, language: string) {
  return queryOptions({
    queryKey: depositKeys.provinces(dealerCode, language),
    queryFn: () => http.get('/api/customer/static_data/province/').json<{ results: Province[] }>(),
    staleTime: 3_600_000,
  });
}

/** POST charge_deposit/: 201/200 held or charged, 202 awaiting authentication; a decline throws (402). */
export function chargeDeposit(http: HttpClient, body: DepositCharge): Promise<DepositAttempt> {
  return http
    .post('/api/customer/deposit/charge_deposit/', {
      json: body,
      context: { call: 'deposit', fields: FORM_FIELDS },
    })
    .json<DepositAttempt>();
}

/**
 * Back from the authentication step: the sandbox's (its stand-in for the bank's challenge page, with
 * the shopper's answer) or Stripe.js's (`approved` null: the server reads the intent from Stripe).
 */
export function authenticateDeposit(
  http: HttpClient,
  id: number,
  approved: boolean | null,
): Promise<DepositAttempt> {
  const json = approved === null ? {} : { approved };
  return http
    .post(`/api/customer/deposit/${id}/authenticate/`, { json, context: { call: 'deposit' } })
    .json<DepositAttempt>();
}

export const FORM_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'address_line_1',
  'address_line_2',
  'city',
  'province',
  'postal_code',
  'cardholder_name',
  'token',
  'non_field_errors',
] as const;

/** The order's latest attempt as the receipt reads it (deposit_amount_paid/). */
export interface DepositReceipt extends DepositAttempt {
  vehicle: number;
  reference: string;
  deposit_amount: number;
  deposit_fee: number;
  deposit_method: 'hold' | 'capture';
  currency: 'CAD' | 'USD';
  processor: 'sandbox' | 'stripe';
  paid_on: string | null;
  /** When a charge was refunded or a hold released (null otherwise). */
  given_back_on: string | null;
  dealer_name: string;
  /** The dealership's time zone (IANA): the receipt's dates are said at its time. */
  time_zone?: string;
  deposit_cancellation_fee: number;
}

export interface DepositPaid {
  order: number;
  deposit_amount_paid: number | null;
  deposit_code: string | null;
  deposit: DepositReceipt | null;
}

/** GET {order}/deposit_amount_paid/: what is paid on the order and its latest attempt. */
export function depositPaidQuery(http: HttpClient, dealerCode: string | undefined, orderId: number) {
  return queryOptions({
    queryKey: depositKeys.paid(dealerCode, orderId),
    queryFn: () => http.get(`/api/customer/deposit/${orderId}/deposit_amount_paid/`).json<DepositPaid>(),
    staleTime: 30_000,
  });
}
