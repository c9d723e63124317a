import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    try {
      await deps.database.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: deps.database.kind });
    } catch (error) {
      c.var.log.error({ err: error }, 'health check failed');
      return c.json({ status: 'error', database: deps.database.kind }, 503);
    }
  });
  return app;
}
