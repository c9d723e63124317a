/** OpenAPI operations of the deposit: the shopper's payment, the dealer's actions on it, the processor's webhook (merged into /api/docs by platform/openapi.ts). */
import { dealerDepositsQuerySchema, depositDetailsQuerySchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';
import {
  depositChargeBodySchema,
  depositValidateBodySchema,
  sandboxAuthenticateBodySchema,
} from './routes.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox.ts';
import { WEBHOOK_PATH } from './webhook.ts';

const BASE = '/api/customer/deposit';
const DECLINED = {
  '402': 'payment_declined: the processor declined; body carries the message and the deposit',
};

export const DEPOSIT_OPS: Op[] = [
  {
    method: 'post',
    path: `${BASE}/validate/`,
    summary:
      'Check the billing province (state) and postal code (ZIP) before paying: {valid} or 400 field errors',
    body: depositValidateBodySchema,
    auth: 'customer',
    tag: 'deposit',
  },
  {
    method: 'post',
    path: `${BASE}/charge_deposit/`,
    summary:
      'Place the deposit on an order (once an idempotency key; one holding deposit a vehicle): 201 charged, 200 replayed, 202 awaiting authentication',
    body: depositChargeBodySchema,
    auth: 'customer',
    tag: 'deposit',
    responses: {
      '201': 'Charged',
      '202': 'Awaiting the shopper’s authentication (body carries the client secret)',
      ...DECLINED,
      '409': 'vehicle_reserved, deposit_exists, idempotency_key_reused or deposit_in_progress',
    },
  },
  {
    method: 'post',
    path: `${BASE}/{id}/authenticate/`,
    summary:
      'The shopper is back from the processor’s challenge for the deposit {id}: its outcome. The sandbox takes {approved}; a real processor an empty body',
    body: sandboxAuthenticateBodySchema,
    auth: 'customer',
    tag: 'deposit',
    responses: { '201': 'Charged', ...DECLINED },
  },
  {
    method: 'get',
    path: `${BASE}/{id}/deposit_amount_paid/`,
    summary:
      'What is paid on the order {id}, its deposit code and the last attempt with the receipt’s details',
    auth: 'customer',
    tag: 'deposit',
  },
  {
    method: 'get',
    path: '/api/customer/customdeposit-details/',
    summary: 'The dealer’s deposit (amount, terms, cancellation fee) and, for ?order=, what is paid',
    query: depositDetailsQuerySchema,
    tag: 'deposit',
  },
  {
    method: 'get',
    path: '/api/dealer/deposits/',
    summary:
      'Staff: the dealer’s deposits (held, charged, given back) with the customer, the order and the vehicle; `q` searches the customer’s name or e-mail, the order number (41 or #41) or the stock number',
    query: dealerDepositsQuerySchema,
    auth: 'staff',
    tag: 'staff',
  },
  ...(['capture', 'refund'] as const).map(
    (action): Op => ({
      method: 'post',
      path: `/api/dealer/deposits/{id}/${action}/`,
      summary:
        action === 'capture'
          ? 'Staff: charge a held deposit (idempotent: `changed` false on a repeat; audited once)'
          : 'Staff: give a charged deposit back and release the vehicle (idempotent: `changed` false on a repeat; audited once)',
      auth: 'staff',
      tag: 'staff',
    }),
  ),
  {
    method: 'post',
    path: '/api/dealer/deposits/{id}/release/',
    summary:
      'Staff: cancel a held deposit and release the vehicle (idempotent: `changed` false on a repeat; audited once); a deposit charged meanwhile is refused (409), never refunded',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `${WEBHOOK_PATH}/`,
    summary:
      'The payment processor’s signed event (Stripe’s, or the sandbox’s): settles the deposit it names; the raw body is verified, not parsed by a schema',
    headers: [
      {
        name: 'Stripe-Signature',
        required: false,
        description: 'Stripe’s signature (payment processor Stripe)',
      },
      {
        name: SANDBOX_SIGNATURE_HEADER,
        required: false,
        description: 'The sandbox processor’s signature: t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">',
      },
    ],
    tag: 'deposit',
    responses: { '400': 'bad_signature: the signature of this event is not valid' },
  },
];
