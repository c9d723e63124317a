import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sessionLoader } from './http/auth.ts';
import { csrf } from './http/csrf.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { HttpError, notFound } from './http/helpers.ts';
import { localizeErrorBody } from './http/messages.ts';
import { securityHeaders } from './http/security.ts';
import { dealerDirectory, tenancy } from './http/tenancy.ts';
import { bodyLimit, compression } from './http/transport.ts';
import { mediaRoutes } from './media/routes.ts';
import { answerLanguage } from './modules/i18n/routes.ts';
import { mountModules } from './modules/index.ts';
import { healthRoutes } from './modules/platform/health-routes.ts';
import { openApiRoutes } from './modules/platform/openapi.ts';
import { staffGate } from './modules/staff/permissions.ts';
import { isPhotoUpload } from './modules/trade-in/photo-routes.ts';
import { loginLinkRoutes } from './modules/user/login-link-routes.ts';
import { staticHandler } from './ssr/static.ts';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const directory = dealerDirectory(deps.database.db);

  app.use('*', async (c, next) => {
    const requestId = randomUUID();
    const log = deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('auth', null);
    c.set('expiredEmail', undefined);
    c.set('trustedProxies', deps.config.trustedProxies);
    const started = performance.now();
    await next();
    // On the response's headers: c.header() after the response exists would re-create it.
    c.res.headers.set('X-Request-Id', requestId);
    const quiet = c.req.path.startsWith('/media/') || c.req.path.startsWith('/assets/');
    log[quiet ? 'debug' : 'info'](
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  // gzip for JSON, HTML and SVG over 1 kB; the storefront's hashed assets are precompressed at build
  // time (br and gz siblings) and served as they are by the static handler.
  app.use('*', compression());
  app.use(
    '*',
    securityHeaders({
      publicOrigin: deps.config.publicOrigin,
      stripe: deps.config.payments?.processor === 'stripe',
    }),
  );
  app.use('*', csrf(deps.config, deps.secret));
  // A photo upload reads its body itself, up to its own limit (modules/trade-in/photos.ts).
  app.use('*', bodyLimit(deps.config.bodyLimitBytes, isPhotoUpload));

  app.route('/media', mediaRoutes(deps, directory));
  app.route('/api/health', healthRoutes(deps));
  app.route('/api/docs', openApiRoutes(deps));

  app.route('/api/auth/login-link', loginLinkRoutes(deps));

  const tenant = tenancy(directory);
  const session = sessionLoader(deps);
  for (const path of ['/api/customer/*', '/api/dealer/*', '/i18n', '/i18n/*', '/settings', '/settings/*']) {
    app.use(path, tenant, session);
  }
  // Every staff call checked against the permission table before its route (modules/staff/permissions.ts).
  app.use('/api/*', staffGate(deps));

  mountModules(app, deps, [tenant, session]);

  app.all('/api/*', (c) => notFound(c));
  app.all(
    '*',
    staticHandler(deps.config.storefrontDist, directory, {
      internal: (request) => Promise.resolve(app.fetch(request)),
      logger: deps.logger,
      secret: deps.secret,
      now: deps.now,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(localizeErrorBody(error.body, answerLanguage(c)), error.status as ContentfulStatusCode);
    }
    const log = c.get('log') ?? deps.logger;
    log.error({ err: error }, 'unhandled error');
    return c.json({ detail: 'Internal server error.' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
