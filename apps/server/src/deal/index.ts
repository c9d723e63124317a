/** The deal engine's routes, mounted by the app (spec 2 §7). */
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { orderRoutes, sharedOrderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { aftermarketRoutes, incentiveRoutes, orderStepsRoutes } from './routes.ts';

/**
 * Mounts the deal routes. `scope` is the tenant and session middleware of /api/customer/*, applied
 * here to the deal's other prefixes (/api/aftermarket/*).
 */
export function mountDealRoutes(app: Hono<AppEnv>, deps: AppDeps, scope: MiddlewareHandler<AppEnv>[]): void {
  app.use('/api/aftermarket/*', ...scope);
  app.route('/api/customer/order', orderRoutes(deps));
  app.route('/api/customer/shared-order', sharedOrderRoutes(deps));
  app.route('/api/customer/payment-type', paymentRoutes(deps));
  app.route('/api/customer/order-steps', orderStepsRoutes(deps));
  app.route('/api/customer/incentives', incentiveRoutes(deps));
  app.route('/api/aftermarket', aftermarketRoutes(deps));
}
