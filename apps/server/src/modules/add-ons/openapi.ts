/** OpenAPI operations of the add-ons: accessories and protection plans (merged into /api/docs by platform/openapi.ts). */
import {
  accessoryQuerySchema,
  accessoryQuestionsQuerySchema,
  fallbackPriceBodySchema,
  prepareProtectionBodySchema,
  protectionPlanQuerySchema,
} from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';

const BASE = '/api/aftermarket';

export const ADD_ON_OPS: Op[] = [
  {
    method: 'get',
    path: `${BASE}/accessory/`,
    summary:
      'The dealer’s accessories fitting the vehicle, by category and origin, paginated, with filter options',
    query: accessoryQuerySchema,
    tag: 'add-ons',
  },
  {
    method: 'get',
    path: `${BASE}/accessory/get_questions/`,
    summary: 'The questions the chosen accessories ask (installation and the like)',
    query: accessoryQuestionsQuerySchema,
    tag: 'add-ons',
  },
  {
    method: 'get',
    path: `${BASE}/protection-plan/`,
    summary:
      'The protection plans fitting the vehicle with their prices for the deal’s type, term and rate, paginated',
    query: protectionPlanQuerySchema,
    tag: 'add-ons',
  },
  {
    method: 'post',
    path: `${BASE}/protection-plan/prepare-data/`,
    summary: 'The plans and their recurring prices for a deal (vehicle, payment type, term, price, rate)',
    body: prepareProtectionBodySchema,
    tag: 'add-ons',
  },
  {
    method: 'post',
    path: `${BASE}/protection-plan/log-fallback-price/`,
    summary: 'Record that the storefront showed a fallback price for a plan (logged)',
    body: fallbackPriceBodySchema,
    tag: 'add-ons',
    responses: { '204': 'Recorded' },
  },
  {
    method: 'get',
    path: `${BASE}/protection-plan/{id}/`,
    summary: 'One protection plan with its prices for the deal',
    query: protectionPlanQuerySchema,
    tag: 'add-ons',
  },
];
