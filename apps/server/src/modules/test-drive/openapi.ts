/** OpenAPI operations of the test-drive bookings (merged into /api/docs by platform/openapi.ts). */
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
];
