import type {
  DepositAttempt,
  DepositCharge,
  DepositDetails,
  DepositPaid,
  DepositReceipt,
  Province,
  ProvinceList,
  SandboxAuthenticateBody,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import type { DepositStepsAnswer } from '../landing.ts';
import { depositKeys } from './keys.ts';

// Deposit calls (spec 2 §7). No card number is ever sent: the processor's token stands for the card.

/** The deposit's answers: the domain's wire types (`packages/domain/src/schemas/deposit.ts`). */
export type { DepositAttempt, DepositDetails, DepositPaid, DepositReceipt, Province };

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

export function provincesQuery(http: HttpClient, dealerCode: string | undefined, language: string) {
  return queryOptions({
    queryKey: depositKeys.provinces(dealerCode, language),
    queryFn: () => http.get('/api/customer/static_data/province/').json<ProvinceList>(),
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
  const json: SandboxAuthenticateBody | Record<string, never> = approved === null ? {} : { approved };
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

/** GET {order}/deposit_amount_paid/: what is paid on the order and its latest attempt. */
export function depositPaidQuery(http: HttpClient, dealerCode: string | undefined, orderId: number) {
  return queryOptions({
    queryKey: depositKeys.paid(dealerCode, orderId),
    queryFn: () => http.get(`/api/customer/deposit/${orderId}/deposit_amount_paid/`).json<DepositPaid>(),
    staleTime: 30_000,
  });
}

/**
 * GET order-steps for the shopper's deal on a vehicle: the dealer's deposit section and its steps' states,
 * which tell the deposit route's order confirmation from its checkout page (`landing.ts`). Read each time
 * the route opens (a deposit placed or released since changes it).
 */
export function depositStepsQuery(
  http: HttpClient,
  dealerCode: string | undefined,
  vehicleId: string,
  userId: number,
) {
  return queryOptions({
    queryKey: depositKeys.steps(dealerCode, vehicleId, userId),
    queryFn: () =>
      http
        .get('/api/customer/order-steps/', { searchParams: { vehicle: vehicleId } })
        .json<DepositStepsAnswer>(),
    staleTime: 0,
  });
}
