/** OpenAPI operations of the orders and the shared deal (merged into /api/docs by platform/openapi.ts). */
import { offerAcceptBodySchema, offerDeclineBodySchema, orderListQuerySchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';
import { orderIncentivesBodySchema, postalCodeCheckBodySchema } from './handlers.ts';
import { orderCreateBodySchema, orderUpdateBodySchema } from './request.ts';

const BASE = '/api/customer/order';
const IF_MATCH = {
  name: 'If-Match',
  required: false,
  description: 'The order version read (its GET answers it as the ETag), like "3"; a stale one is 412',
};

export const ORDER_OPS: Op[] = [
  {
    method: 'post',
    path: `${BASE}/`,
    summary:
      'Create the order of a vehicle with the whitelisted fields (201), or answer the open order of that vehicle (200); a server-owned field is 400 "read-only"',
    body: orderCreateBodySchema,
    auth: 'customer',
    tag: 'orders',
    responses: {
      '201': 'Order created',
      '409': 'vehicle_reserved: another shopper’s deposit (or the dealer) reserved the vehicle',
    },
  },
  {
    method: 'get',
    path: `${BASE}/`,
    summary: 'The customer’s open orders (?vehicle= id or uid, ?include_archived=)',
    query: orderListQuerySchema,
    auth: 'customer',
    tag: 'orders',
  },
  {
    method: 'post',
    path: `${BASE}/check_postal_code/`,
    summary: 'Check a postal code (ZIP) is of the dealer’s country and region: {valid} or 400 on postal_code',
    body: postalCodeCheckBodySchema,
    tag: 'orders',
  },
  {
    method: 'get',
    path: `${BASE}/{id}/`,
    summary: 'One order of the customer, with its sections, progress and share link; ETag = version',
    auth: 'customer',
    tag: 'orders',
  },
  ...(['put', 'patch'] as const).map(
    (method): Op => ({
      method,
      path: `${BASE}/{id}/`,
      summary:
        'Update the order field by field (whitelisted fields only; a server-owned field is 400 "read-only"); ETag = the new version',
      body: orderUpdateBodySchema,
      headers: [IF_MATCH],
      auth: 'customer',
      tag: 'orders',
      responses: {
        '409': 'vehicle_reserved: the vehicle it is moved to is reserved for someone else',
        '412': 'order_conflict: changed since the version sent; body carries the current order',
      },
    }),
  ),
  {
    method: 'delete',
    path: `${BASE}/{id}/`,
    summary: 'Archive the order (kept for the dealer) and revoke its share link',
    auth: 'customer',
    tag: 'orders',
    responses: { '204': 'Archived' },
  },
  {
    method: 'post',
    path: `${BASE}/{id}/share/`,
    summary: 'Create (or rotate) the read-only share link: {tokenized_url}; the previous link stops working',
    auth: 'customer',
    tag: 'orders',
    responses: { '201': 'Link created' },
  },
  {
    method: 'delete',
    path: `${BASE}/{id}/share/`,
    summary: 'Revoke the share link',
    auth: 'customer',
    tag: 'orders',
    responses: { '204': 'Revoked' },
  },
  {
    method: 'post',
    path: `${BASE}/{id}/accept_current_offer/`,
    summary: 'Accept the dealer’s trade-in offer: its value becomes the order’s trade-in credit',
    body: offerAcceptBodySchema,
    auth: 'customer',
    tag: 'orders',
    responses: { '412': 'order_conflict: the offer changed meanwhile' },
  },
  {
    method: 'post',
    path: `${BASE}/{id}/decline_current_offer/`,
    summary: 'Decline the dealer’s trade-in offer, with a comment (required)',
    body: offerDeclineBodySchema,
    auth: 'customer',
    tag: 'orders',
    responses: { '412': 'order_conflict: the offer changed meanwhile' },
  },
  {
    method: 'put',
    path: `${BASE}/{id}/incentives/`,
    summary:
      'The incentives of the order with the rate they were shown at (payment system PC only; the rate must be current): answers {order, payment_details}, the order with them and its payment priced with them (the domain’s orderIncentivesAnswerSchema). At a PC dealer the order create and update refuse `incentives` (400): they are written only here',
    body: orderIncentivesBodySchema,
    auth: 'customer',
    tag: 'orders',
    responses: {
      '400':
        'rate: the rate is no longer the current one (refresh the payment); non_field_errors: the dealer is not on the payment system PC',
    },
  },
  {
    method: 'get',
    path: '/api/customer/shared-order/{token}/',
    summary:
      'A shared deal, read-only, for anyone holding the link: the order, its payment details and add-ons (no-store, noindex)',
    tag: 'orders',
    pathParam: { name: 'token', schema: { type: 'string', pattern: '^\\d{1,9}\\.[A-Za-z0-9_-]{43}$' } },
  },
];
