/** OpenAPI operations of the OEM identity login (merged into /api/docs by platform/openapi.ts). */
import type { Op } from '../platform/openapi.ts';

const PROVIDER = { name: 'provider', schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' } };

export const IDENTITY_OPS: Op[] = [
  {
    method: 'get',
    path: '/oauth/login/{provider}/',
    summary:
      'Starts the OpenID Connect login at the dealer’s provider (authorization code, PKCE S256, state and nonce in a signed http-only cookie of 10 minutes; redirect URI on PUBLIC_ORIGIN). Query: dealer (code), lang (en or fr), next (a same-origin relative path to return to; anything else is ignored). 302 to the provider, or to the storefront with ?vw_idk_error=unknown_provider, provider_unavailable or rate_limited (30 starts per client address in 15 minutes)',
    tag: 'user',
    pathParam: PROVIDER,
    responses: { '302': 'To the provider, or back with ?vw_idk_error=<code>' },
  },
  {
    method: 'get',
    path: '/oauth/login/{provider}/callback/',
    summary:
      'The provider’s redirect back (the protocol’s GET): checks the state, exchanges the code with the PKCE verifier, verifies the ID token and its nonce, finds, links (only a verified e-mail) or makes the customer and signs them in (session cookie). 302 to /{dealer}/{lang}/vw/id-profile/ or /{dealer}/{lang}/social-redirect/?next=, or back with ?vw_idk_error=invalid_state, access_denied, login_failed, account_conflict or provider_unavailable',
    tag: 'user',
    pathParam: PROVIDER,
    responses: { '302': 'Signed in, or back with ?vw_idk_error=<code>' },
  },
];
