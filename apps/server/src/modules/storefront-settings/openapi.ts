/** OpenAPI operations of the storefront settings (merged into /api/docs by platform/openapi.ts). */
import { logoUploadSchema, storefrontSettingsSchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';

const BASE = '/api/dealer/settings';

export const SETTINGS_OPS: Op[] = [
  {
    method: 'get',
    path: `${BASE}/`,
    summary:
      'The dealer’s storefront settings as one document (colours, custom copy and disclaimers by locale, payment settings, deposit, embedding origins), its version (ETag) and the dealer’s locales (sales manager and above)',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'put',
    path: `${BASE}/`,
    summary:
      'Save the settings as a new version (dealer admin, organization admin, super admin); audited; the storefront’s next page has them',
    body: storefrontSettingsSchema,
    headers: [
      {
        name: 'If-Match',
        required: true,
        description: 'The version read (GET answers it as the ETag), like "3"',
      },
    ],
    auth: 'staff',
    tag: 'staff',
    responses: {
      '412': 'settings_conflict: changed since the version sent; body carries the current version',
      '428': 'precondition_required: If-Match missing; body carries the current version',
    },
  },
  {
    method: 'get',
    path: `${BASE}/versions/`,
    summary:
      'The versions of the settings, newest first: who, when, what changed, the version a rollback restored',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `${BASE}/versions/{id}/rollback/`,
    summary: 'Save version {id}’s settings as a new version (dealer admin and above); audited',
    auth: 'staff',
    tag: 'staff',
    responses: { '404': 'not_found: no such version of this dealer' },
  },
  {
    method: 'post',
    path: `${BASE}/logos/`,
    summary:
      'Upload a header logo (dealer admin and above): a PNG, JPEG or WebP file as a data: URL, 56 KB at most, checked by content and kept as a PNG; answers its URL (201) to save in the settings’ logos, served with a year’s cache',
    body: logoUploadSchema,
    auth: 'staff',
    tag: 'staff',
    responses: { '201': 'the logo’s URL' },
  },
];
