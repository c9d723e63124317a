/** OpenAPI operations of the e-mailed sign-in link (merged into /api/docs by platform/openapi.ts). */
import type { Op } from '../platform/openapi.ts';

const TOKEN = { name: 'token', schema: { type: 'string' } };

export const LOGIN_LINK_OPS: Op[] = [
  {
    method: 'get',
    path: '/api/auth/login-link/{token}/',
    summary:
      'The sign-in link’s confirmation page (HTML, no-store): a GET signs no one in; an unknown link redirects home, a used or expired one to the storefront with ?expired=true',
    tag: 'user',
    pathParam: TOKEN,
    responses: { '302': 'Unknown, used or expired link' },
  },
  {
    method: 'post',
    path: '/api/auth/login-link/{token}/',
    summary:
      'Sign in with the link, confirmed by its page’s form (anti-forgery token): 303 to the storefront signed in, or to it with ?expired=true',
    tag: 'user',
    pathParam: TOKEN,
    responses: { '303': 'Signed in (or the link was used or expired)' },
  },
];
