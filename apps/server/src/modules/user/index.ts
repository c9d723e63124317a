/** The user module: every call under /api/customer/user, mounted from here alone. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { userConsentRoutes } from '../consents/routes.ts';
import { leadRoutes } from '../leads/routes.ts';
import { customerCallRoutes } from './customer-routes.ts';
import { userRoutes } from './routes.ts';

export function userModule(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.route('/', userRoutes(deps));
  app.route('/', customerCallRoutes(deps));
  app.route('/', userConsentRoutes(deps));
  app.route('/', leadRoutes(deps));
  return app;
}
