/** OpenAPI operations of the embedding on a dealer's site (merged into /api/docs by platform/openapi.ts). */

import { dealerScriptsBodySchema, embeddingBodySchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';

export const EMBEDDING_OPS: Op[] = [
  {
    method: 'get',
    path: '/api/customer/embedding/',
    summary: 'The origins of the dealer’s sites that may frame the storefront, and what its sign-up requires',
    tag: 'embedding',
  },
  {
    method: 'get',
    path: '/api/dealer/embedding/',
    summary: 'Staff: the origins that may frame the storefront, with the snippet for the dealer’s site',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'put',
    path: '/api/dealer/embedding/',
    summary: 'Staff: replace the origins that may frame the storefront (settings editors; audited)',
    body: embeddingBodySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: '/api/dealer/scripts/',
    summary: 'Staff: the dealer’s analytics ids, pixel address and third-party scripts (settings readers)',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'put',
    path: '/api/dealer/scripts/',
    summary:
      'Staff: replace the analytics ids, pixel address and third-party scripts (settings editors; audited); the storefront’s /settings/ and policy follow at once',
    body: dealerScriptsBodySchema,
    auth: 'staff',
    tag: 'staff',
  },
];
