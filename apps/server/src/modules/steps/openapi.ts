/** OpenAPI operations of the order steps (merged into /api/docs by platform/openapi.ts). */
import { orderStepsQuerySchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';
import { orderStepsBodySchema } from './routes.ts';

export const STEPS_OPS: Op[] = [
  {
    method: 'get',
    path: '/api/customer/order-steps/',
    summary:
      'The sections and steps of the dealer’s flow with their progress, for a vehicle (the open order’s, if any) or an order',
    query: orderStepsQuerySchema,
    tag: 'steps',
  },
  {
    method: 'put',
    path: '/api/customer/order-steps/{id}/',
    summary:
      'Move the steps of the order {id}: the progress of each step by the flow’s rules (a step the server owns is refused)',
    body: orderStepsBodySchema,
    auth: 'customer',
    tag: 'steps',
  },
];
