/** OpenAPI operations of the test-drive bookings (merged into /api/docs by platform/openapi.ts). */
import { testDriveQuerySchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';
import { testDriveBodySchema } from './routes.ts';

export const TEST_DRIVE_OPS: Op[] = [
  {
    method: 'post',
    path: '/api/test-drive/bookings/',
    summary:
      'Book a test drive (signed in or not): the dealer e-mailed, the confirmation page’s {url}; the same booking twice answers the first (200)',
    body: testDriveBodySchema,
    tag: 'test-drive',
    responses: { '201': 'Booked' },
  },
  {
    method: 'get',
    path: '/api/test-drive/bookings/{token}/',
    summary: 'A booking’s confirmation, for the holder of its link (no dealer header needed)',
    tag: 'test-drive',
    pathParam: { name: 'token', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } },
  },
  {
    method: 'get',
    path: '/api/customer/test-drive/',
    summary:
      'The signed-in shopper’s open or confirmed request for the model ?model_year=&model_code= ({test_drive}, or null): status, time once the dealership set it, the vehicle whose page asked, the confirmation page’s url; without a model, all of them ({time_zone, results}, newest first)',
    query: testDriveQuerySchema.partial(),
    auth: 'customer',
    tag: 'test-drive',
  },
  {
    method: 'post',
    path: '/api/customer/test-drive/{id}/cancel/',
    summary:
      'Cancel the shopper’s own request {id} (e-mailed, a confirmed time’s invitation withdrawn); cancelled already: answered as it is',
    auth: 'customer',
    tag: 'test-drive',
  },
];
