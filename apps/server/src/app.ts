import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { mountDealRoutes } from './deal/index.ts';
import { sessionLoader } from './http/auth.ts';
import { csrf } from './http/csrf.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { HttpError } from './http/errors.ts';
import { localizeErrorBody } from './http/messages.ts';
import { securityHeaders } from './http/security.ts';
import { dealerDirectory, tenancy } from './http/tenancy.ts';
import { bodyLimit, compression } from './http/transport.ts';
import { customerMiscRoutes, customerUserExtras } from './routes/customer-misc.ts';
import { dealershipRoutes, staticDataRoutes } from './routes/dealership.ts';
import { healthRoutes } from './routes/health.ts';
import { answerLanguage, i18nRoutes } from './routes/i18n.ts';
import { inventoryRoutes } from './routes/inventory.ts';
import { loginLinkRoutes } from './routes/login-link.ts';
import { mediaRoutes } from './routes/media.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { dealerPanelPage, devPages } from './routes/pages.ts';
import { settingsRoutes } from './routes/settings.ts';
import { staffRoutes } from './routes/staff.ts';
import { staticHandler } from './routes/static.ts';
import { userRoutes } from './routes/user.ts';

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
  app.use('*', securityHeaders());
  app.use('*', csrf(deps.config));
  app.use('*', bodyLimit(deps.config.bodyLimitBytes));

  app.route('/media', mediaRoutes(deps, directory));
  app.route('/api/health', healthRoutes(deps));
  app.route('/api/docs', openApiRoutes(deps));

  app.route('/api/auth/login-link', loginLinkRoutes(deps));

  const tenant = tenancy(directory);
  const session = sessionLoader(deps);
  for (const path of ['/api/customer/*', '/api/dealer/*', '/i18n', '/i18n/*', '/settings', '/settings/*']) {
    app.use(path, tenant, session);
  }

  app.route('/i18n', i18nRoutes(deps));
  app.route('/api/customer/dealership', dealershipRoutes(deps));
  app.route('/api/customer/inventory', inventoryRoutes(deps));
  app.route('/api/customer/user', userRoutes(deps));
  app.route('/api/customer/user', customerUserExtras(deps));
  app.route('/api/customer', customerMiscRoutes(deps));
  app.route('/api/customer/static_data', staticDataRoutes(deps));
  app.route('/settings', settingsRoutes(deps));
  if (deps.config.devPages) app.route('/dev', devPages(deps));
  app.get('/dealer', dealerPanelPage());
  app.route('/api/dealer', staffRoutes(deps));
  mountDealRoutes(app, deps, [tenant, session]);

  app.all('/api/*', (c) => c.json({ detail: 'Not found.', code: 'not_found' }, 404));
  app.all(
    '*',
    staticHandler(deps.config.storefrontDist, directory, {
      internal: (request) => Promise.resolve(app.fetch(request)),
      logger: deps.logger,
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
