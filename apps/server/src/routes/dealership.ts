import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { serializeDealer } from '../serializers.ts';

export function dealershipRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/home-dealership', (c) => c.json(serializeDealer(c.var.dealer)));
  return app;
}
