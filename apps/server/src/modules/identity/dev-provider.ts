/**
 * The embedded default identity provider: a real OpenID provider (`oidc-provider`) that the server
 * mounts at `/dev/identity` in development and tests only (DEV_PAGES=1, loopback clients only, as
 * the other dev pages), so the identity login can be tried and tested end to end without a
 * manufacturer's account. Named everywhere "Demo identity provider (local, for development)".
 * Its keys, sessions and codes live in memory and are new at every start.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/helpers.ts';
import { isLoopbackClient } from '../../http/ip.ts';
import { xml } from '../leads/adf.ts';
import { DEMO_IDENTITIES, DEV_CLIENT, DEV_PROVIDER_NAME, DEV_PROVIDER_PATH, devIssuer } from './demo.ts';

function devProvider(publicOrigin: string): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_CLIENT.clientId,
        client_secret: DEV_CLIENT.clientSecret,
        redirect_uris: [`${publicOrigin}/oauth/login/${DEV_CLIENT.key}/callback/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Short lives, in seconds: a development provider keeps nothing for long.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    jwks: undefined,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // The client reads the e-mail and names from the ID token.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    // The storefront is this provider's only (first-party) client: no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const existing = ctx.oidc.session?.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, id) => {
      const identity = DEMO_IDENTITIES.find((i) => i.sub === id);
      if (!identity) return undefined;
      return {
        accountId: id,
        claims: () => ({ ...identity, name: `${identity.given_name} ${identity.family_name}` }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Error',
        `<h2>Error</h2><p>${xml(String(out.error))}: ${xml(String(out.error_description ?? ''))}</p>`,
      );
    },
  };
  if (!configuration.jwks) delete configuration.jwks;
  return new Provider(devIssuer(publicOrigin), configuration);
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;color:#1f2937}' +
  'button{font:inherit;display:block;width:100%;margin:.5rem 0;padding:.75rem;border:1px solid #1f2937;border-radius:6px;background:#fff;cursor:pointer;text-align:left}' +
  'button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}small{color:#4b5563}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${xml(title)} – ${xml(DEV_PROVIDER_NAME)}</title><style>${STYLE}</style></head><body><main><h1>${xml(DEV_PROVIDER_NAME)}</h1>${body}</main></body></html>`;
}

function loginPage(uid: string): string {
  const identities = DEMO_IDENTITIES.map(
    (i) =>
      `<button type="submit" name="identity" value="${xml(i.sub)}">Continue as ${xml(`${i.given_name} ${i.family_name}`)}<br><small>${xml(i.email)} (e-mail ${i.email_verified ? 'verified' : 'not verified'})</small></button>`,
  ).join('');
  return page(
    'Sign in',
    `<p>This provider runs inside the storefront's server for development and tests. Choose a demo identity:</p><form method="post" action="${DEV_PROVIDER_PATH}/interaction/${xml(uid)}">${identities}<button type="submit" name="cancel" value="1">Cancel (deny the sign-in)</button></form>`,
  );
}

interface NodeBindings {
  incoming: IncomingMessage & { originalUrl?: string };
  outgoing: ServerResponse;
}

/**
 * The routes under /dev/identity: the demo login page (its interaction) and everything else of the
 * provider (discovery, keys, authorization, token, userinfo), handed to it as Node's request.
 */
export function devIdentityRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const provider = devProvider(deps.config.publicOrigin);
  const handle = provider.callback();
  deps.logger.info({ issuer: devIssuer(deps.config.publicOrigin) }, `${DEV_PROVIDER_NAME} mounted`);
  const node = (env: unknown): NodeBindings | null => {
    const bindings = env as Partial<NodeBindings> | undefined;
    return bindings?.incoming && bindings.outgoing ? (bindings as NodeBindings) : null;
  };
  app.use('*', async (c, next) => {
    if (!isLoopbackClient(c) || !node(c.env)) return notFound(c);
    await next();
  });
  app.get('/interaction/:uid', async (c) => {
    const n = node(c.env) as NodeBindings;
    const details = await provider.interactionDetails(n.incoming, n.outgoing);
    c.header('Cache-Control', 'no-store');
    return c.html(loginPage(details.uid));
  });
  app.post('/interaction/:uid', async (c) => {
    const n = node(c.env) as NodeBindings;
    const form = await c.req.parseBody();
    const chosen = DEMO_IDENTITIES.find((i) => i.sub === form.identity);
    const result =
      form.cancel || !chosen
        ? { error: 'access_denied', error_description: 'The shopper cancelled the sign-in.' }
        : { login: { accountId: chosen.sub } };
    const to = await provider.interactionResult(n.incoming, n.outgoing, result, {
      mergeWithLastSubmission: false,
    });
    return c.redirect(to, 303);
  });
  app.all('*', async (c) => {
    const n = node(c.env) as NodeBindings;
    const url = n.incoming.url ?? '/';
    n.incoming.originalUrl = url;
    n.incoming.url = url.slice(DEV_PROVIDER_PATH.length) || '/';
    await handle(n.incoming, n.outgoing);
    // The provider wrote the answer to Node's response itself.
    return RESPONSE_ALREADY_SENT;
  });
  return app;
}
