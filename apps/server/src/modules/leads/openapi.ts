/** OpenAPI operations of the console's Leads inbox (merged into /api/docs by platform/openapi.ts). */
import { dealerLeadsQuerySchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';

export const LEAD_OPS: Op[] = [
  {
    method: 'get',
    path: '/api/dealer/leads/',
    summary:
      'Leads queued for the dealer’s CRM, newest first, 50 a page (`next_page`), ?kind= and ?status= as stored; the customer and vehicle each names',
    query: dealerLeadsQuerySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: '/api/dealer/leads/{id}/',
    summary:
      'One lead with its ADF/XML exactly as queued (`adf_xml`), where it goes and its delivery status (404: another dealer’s)',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: '/api/dealer/leads/{id}/handled/',
    summary:
      'Marks the lead handled by the signed-in staff member, audited (`lead_handled`); the first to do it stays its handler (a second call answers the same lead); 404: another dealer’s',
    auth: 'staff',
    tag: 'staff',
  },
];
