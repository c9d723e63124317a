/** OpenAPI operations of the admins' TOTP second factor (merged into /api/docs by platform/openapi.ts). */

import { secondFactorCodeSchema, secondFactorSignInSchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';

const ME = '/api/dealer/me/second-factor';

export const STAFF_TOTP_OPS: Op[] = [
  {
    method: 'post',
    path: '/api/dealer/auth/login/second-factor/',
    summary:
      'The second step of an admin’s sign-in: the challenge answered by the password step (`second_factor_required`) and a current code or a recovery code; starts the session',
    body: secondFactorSignInSchema,
    tag: 'staff',
    responses: {
      '400': 'wrong code or recovery code (audited), or the `challenge` expired or forged: sign in again',
      '429': 'throttled: too many wrong codes for this account; Retry-After says when',
    },
  },
  {
    method: 'get',
    path: `${ME}/`,
    summary: 'Whether the signed-in admin’s TOTP second factor is on, and the recovery codes left',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `${ME}/setup/`,
    summary:
      'Start (or restart) enrolment: a new secret made by the server, sealed at rest, as base32 and an otpauth:// URI; not active until confirmed',
    auth: 'staff',
    tag: 'staff',
    responses: { '409': 'second_factor_active: turn it off first' },
  },
  {
    method: 'post',
    path: `${ME}/confirm/`,
    summary:
      'The first code turns the factor on; answers the eight recovery codes, shown this once (audited)',
    body: secondFactorCodeSchema,
    auth: 'staff',
    tag: 'staff',
    responses: { '429': 'throttled: too many wrong codes for this account' },
  },
  {
    method: 'post',
    path: `${ME}/disable/`,
    summary: 'A current code turns the factor off (audited)',
    body: secondFactorCodeSchema,
    auth: 'staff',
    tag: 'staff',
    responses: { '429': 'throttled: too many wrong codes for this account' },
  },
];
