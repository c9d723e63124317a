/** OpenAPI operations of pricing and incentives (merged into /api/docs by platform/openapi.ts). */
import {
  incentivesQuerySchema,
  PAYMENT_TYPES,
  paymentChoicesQuerySchema,
  paymentTypesQuerySchema,
  selectPaymentTypeBodySchema,
} from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';
import { pricingBodySchema, pricingPreviewBodySchema } from './routes.ts';

const BASE = '/api/customer/payment-type';
const TYPE = { name: 'type', schema: { type: 'string', enum: [...PAYMENT_TYPES] } };
const LOCKED = {
  '401':
    'pricing_locked: the dealer shows prices to signed-in shoppers only (and inside its listing partners’ frames)',
};

export const PRICING_OPS: Op[] = [
  {
    method: 'get',
    path: `${BASE}/`,
    summary:
      'Every payment type the dealer offers for the vehicle (or the order’s), with its payment details; the selected and default types',
    query: paymentTypesQuerySchema,
    tag: 'pricing',
    responses: LOCKED,
  },
  {
    method: 'get',
    path: `${BASE}/settings/`,
    summary:
      'The dealer’s public payment settings: types, frequencies, add-on filters, quote validity, version',
    tag: 'pricing',
  },
  {
    method: 'post',
    path: `${BASE}/pricing-preview/`,
    summary: 'Every offered type priced with the accessories, protections and options given (nothing saved)',
    body: pricingPreviewBodySchema,
    tag: 'pricing',
    responses: LOCKED,
  },
  {
    method: 'get',
    path: `${BASE}/{type}/choices/`,
    summary:
      'Terms, frequencies, distance allowances, credit tiers and rates of one payment type (?vehicle=)',
    query: paymentChoicesQuerySchema,
    tag: 'pricing',
    pathParam: TYPE,
  },
  {
    method: 'post',
    path: `${BASE}/{type}/pricing/`,
    summary:
      'The payment details of one type for a vehicle or an order with the fields given over it (the domain’s priceDeal; nothing saved)',
    body: pricingBodySchema,
    tag: 'pricing',
    pathParam: TYPE,
    responses: LOCKED,
  },
  {
    method: 'post',
    path: `${BASE}/{type}/protection-changes/`,
    summary:
      'How each protection plan would change the payment of that type: {changes: [{plan, price, payment_change}]}',
    body: pricingBodySchema,
    tag: 'pricing',
    pathParam: TYPE,
    responses: LOCKED,
  },
  {
    method: 'post',
    path: `${BASE}/{type}/select/`,
    summary:
      'Make the type the order’s payment method, priced and saved: {order, payment_details}; ETag = version',
    body: selectPaymentTypeBodySchema,
    auth: 'customer',
    tag: 'pricing',
    pathParam: TYPE,
  },
  {
    method: 'get',
    path: '/api/customer/incentives/',
    summary:
      'Manufacturer incentives for a vehicle and a deal (?vehicle=&financing=&term=&rate=&rates_type=)',
    query: incentivesQuerySchema,
    tag: 'pricing',
  },
];
