/**
 * The OEM identity login (spec 1 §2 and §7, `/oauth/login/{provider}/`), an OpenID Connect client:
 *
 * - `GET /oauth/login/{provider}/?dealer=&lang=&next=` starts the authorization code flow with PKCE
 *   (S256), a state and a nonce, kept in a signed http-only cookie of ten minutes (flow-cookie.ts),
 *   and redirects to the dealer's provider. The redirect URI is built on PUBLIC_ORIGIN, never on the
 *   Host header. `next`, the page to come back to, must be a same-origin relative path.
 * - `GET /oauth/login/{provider}/callback/` is the protocol's redirect back: it checks the state,
 *   exchanges the code (PKCE verifier), verifies the ID token (signature, issuer, audience, expiry,
 *   nonce: openid-client), finds or makes the customer (service.ts), signs them in exactly as the
 *   e-mail sign-in does (the same session cookie) and goes to `/{dealer}/{lang}/vw/id-profile/`, or to
 *   `/{dealer}/{lang}/social-redirect/?next=` which returns to the page the shopper left.
 *
 * The callback is a GET because the protocol makes it one; the only thing it changes is completing
 * the login the shopper started (their session, their customer record). Any failure redirects with
 * `?vw_idk_error=<code>` (service.ts's codes); the cause is logged, never shown.
 */
import { Hono } from 'hono';
import * as client from 'openid-client';
import type { DealerRow } from '../../db/schema.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { clientIp } from '../../http/ip.ts';
import { DEALER_CODE_PATTERN, dealerDirectory } from '../../http/tenancy.ts';
import { allowHit } from '../../services/rate-limit.ts';
import { startSession } from '../../services/sessions.ts';
import { piiCipherFromEnv } from '../credit-app/crypto.ts';
import { FLOW_TTL_MS, takeFlow, writeFlow } from './flow-cookie.ts';
import { usableClientSecret } from './secrets.ts';
import {
  configurationOf,
  customerForIdentity,
  type IdentityErrorCode,
  IdentityLoginError,
  providerOf,
  redirectUriOf,
  safeReturnPath,
} from './service.ts';

/** Logins one client address may start in 15 minutes (every dealer together). */
export const IDENTITY_LOGIN_LIMIT = Object.freeze({ starts: 30, windowMs: 15 * 60_000 });

function languageFor(dealer: DealerRow, asked: string | undefined): 'en' | 'fr' {
  const allowed = dealer.allowedLanguages.filter((l): l is 'en' | 'fr' => l === 'en' || l === 'fr');
  if ((asked === 'en' || asked === 'fr') && allowed.includes(asked)) return asked;
  return allowed[0] ?? 'en';
}

/** `path` with `vw_idk_error=code` added to its query. */
function withError(path: string, code: IdentityErrorCode): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('vw_idk_error', code);
  return `${url.pathname}${url.search}${url.hash}`;
}

function claimText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A fetch that never reached the provider (refused, timed out) versus an answer we refuse. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

export function identityRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;
  const directory = dealerDirectory(db);
  const { config } = deps;
  // The providers' client secrets are sealed at rest with the personal-data cipher (./secrets.ts).
  const cipher = piiCipherFromEnv(process.env, config.dataDir, deps.logger);

  app.get('/:provider', async (c) => {
    const code = c.req.query('dealer');
    const dealer =
      code && DEALER_CODE_PATTERN.test(code) ? await directory.byCode(code) : await directory.default();
    if (!dealer) return c.redirect('/', 302);
    const lang = languageFor(dealer, c.req.query('lang'));
    const home = `/${dealer.code}/${lang}/`;
    const returnTo = safeReturnPath(c.req.query('next'), config.publicOrigin);
    const fail = (error: IdentityErrorCode) => c.redirect(withError(returnTo ?? home, error), 302);
    const now = deps.now();
    const { starts, windowMs } = IDENTITY_LOGIN_LIMIT;
    if (!(await allowHit(db, `identity:start:${clientIp(c)}`, starts, windowMs, now)))
      return fail('rate_limited');
    const key = c.req.param('provider');
    const row = await providerOf(db, config, dealer.id, key);
    if (!row) return fail('unknown_provider');
    let configuration: client.Configuration;
    try {
      configuration = await configurationOf(
        config,
        row,
        await usableClientSecret(db, cipher, row, c.var.log),
      );
    } catch (error) {
      c.var.log.warn({ err: error, provider: key }, 'identity provider discovery failed');
      return fail('provider_unavailable');
    }
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUriOf(config, key),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: lang === 'fr' ? 'fr-CA fr' : 'en',
    });
    writeFlow(c, config, deps.secret, {
      state,
      nonce,
      verifier,
      provider: key,
      dealer: dealer.code,
      lang,
      returnTo,
      expires: now.getTime() + FLOW_TTL_MS,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(url.href, 302);
  });

  app.get('/:provider/callback', async (c) => {
    const now = deps.now();
    const key = c.req.param('provider');
    const flow = takeFlow(c, deps.secret, now);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const dealer = flow ? await directory.byCode(flow.dealer) : null;
    if (!flow || !dealer || flow.provider !== key) {
      const fallback = dealer ? `/${dealer.code}/${flow?.lang ?? 'en'}/` : '/';
      return c.redirect(withError(fallback, 'invalid_state'), 302);
    }
    const home = `/${dealer.code}/${flow.lang}/`;
    const fail = (error: IdentityErrorCode) => c.redirect(withError(flow.returnTo ?? home, error), 302);
    const query = new URL(c.req.url).searchParams;
    if (query.get('state') !== flow.state) return fail('invalid_state');
    if (query.has('error'))
      return fail(query.get('error') === 'access_denied' ? 'access_denied' : 'login_failed');
    const row = await providerOf(db, config, dealer.id, key);
    if (!row) return fail('unknown_provider');
    try {
      const configuration = await configurationOf(
        config,
        row,
        await usableClientSecret(db, cipher, row, c.var.log),
      );
      // The address the provider redirected to, as we registered it (public origin), with its query.
      const current = new URL(redirectUriOf(config, key));
      current.search = query.toString();
      const tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new IdentityLoginError('login_failed');
      let profile: Record<string, unknown> = claims;
      if (typeof claims.email !== 'string')
        profile = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      const user = await customerForIdentity(
        db,
        dealer.id,
        {
          issuer: claims.iss,
          subject: claims.sub,
          email: typeof profile.email === 'string' ? profile.email : undefined,
          emailVerified: profile.email_verified === true,
          firstName: claimText(profile.given_name),
          lastName: claimText(profile.family_name),
        },
        now,
      );
      await startSession(c, db, config, user, dealer.id, now, clientIp(c));
    } catch (error) {
      if (error instanceof IdentityLoginError) return fail(error.code);
      c.var.log.warn({ err: error, provider: key }, 'identity login refused');
      return fail(isUnreachable(error) ? 'provider_unavailable' : 'login_failed');
    }
    if (flow.returnTo === null) return c.redirect(`${home}vw/id-profile/`, 302);
    return c.redirect(`${home}social-redirect/?${new URLSearchParams({ next: flow.returnTo })}`, 302);
  });

  return app;
}
