import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { requestOrigin } from '../http/origin.ts';
import { serializeDealer } from '../serializers.ts';
import { resolveLanguage } from './i18n.ts';

export function dealershipRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/home-dealership', (c) =>
    c.json(
      serializeDealer(c.var.dealer, { origin: requestOrigin(c), language: resolveLanguage(c, c.var.dealer) }),
    ),
  );
  return app;
}
