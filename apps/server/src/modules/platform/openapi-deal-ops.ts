/**
 * OpenAPI operations of the deal engine's staff calls and task producers (merged into /api/docs by
 * platform/openapi.ts, from the same zod schemas the routes validate with).
 */
import {
  dealerOrderListQuerySchema,
  paymentSettingsUpdateSchema,
  tradeInDeclineBodySchema,
  tradeInOfferBodySchema,
} from '@storefront/domain';
import { emptyBodySchema } from '../../http/body.ts';
import type { Op } from './openapi.ts';

const IF_MATCH = {
  name: 'If-Match',
  required: true,
  description: 'The version read (GET answers it as the ETag), like "3"',
};

export const DEAL_OPS: Op[] = [
  {
    method: 'get',
    path: '/api/dealer/payment-settings/',
    summary:
      'The dealer’s payment settings: rates by term and condition, residuals, fees, levies, choices, default payment type, payment system and pricing stack version (sales manager and above); ETag = version',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'put',
    path: '/api/dealer/payment-settings/',
    summary:
      'Replace the payment settings (dealer admin, organization admin, super admin); audited; the next pricing uses them',
    body: paymentSettingsUpdateSchema,
    headers: [IF_MATCH],
    auth: 'staff',
    tag: 'staff',
    responses: {
      '412': 'settings_conflict: changed since the version sent; body carries the current version',
      '428': 'precondition_required: If-Match missing; body carries the current version',
    },
  },
  {
    method: 'get',
    path: '/api/dealer/orders/',
    summary: 'Open orders of the dealer, newest first (staff who may act for customers)',
    query: dealerOrderListQuerySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'put',
    path: '/api/dealer/orders/{id}/trade_in_offer/',
    summary:
      'Put a trade-in offer on a customer’s order (state O, awaiting the customer); replaces one awaiting or declined; audited',
    body: tradeInOfferBodySchema,
    auth: 'staff',
    tag: 'staff',
    responses: { '412': 'order_conflict: the order changed meanwhile' },
  },
  {
    method: 'delete',
    path: '/api/dealer/orders/{id}/trade_in_offer/',
    summary: 'Withdraw an offer awaiting the customer; audited',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: '/api/dealer/orders/{id}/trade_in_decline/',
    summary:
      'Answer a trade-in awaiting the dealer without an offer: no offer, or excluded from the deal, with a message the customer reads; the trade-in excluded; audited',
    body: tradeInDeclineBodySchema,
    auth: 'staff',
    tag: 'staff',
    responses: { '412': 'order_conflict: the order changed meanwhile' },
  },
  {
    method: 'post',
    path: '/api/customer/order/{id}/send_order_link/',
    summary:
      'E-mail the order’s share link: answers 202 {task, status: PENDING, email, tokenized_url}; poll the task',
    body: emptyBodySchema,
    auth: 'customer',
    tag: 'deal',
    responses: { '202': 'Task accepted' },
  },
  {
    method: 'get',
    path: '/api/customer/tasks/{task_id}/',
    summary:
      'A background task of the customer: {id, kind, status (PENDING, IN_PROGRESS, SUCCESS, FAILURE, INVALID), result}',
    auth: 'customer',
    tag: 'deal',
    pathParam: { name: 'task_id', schema: { type: 'string', format: 'uuid' } },
  },
];
