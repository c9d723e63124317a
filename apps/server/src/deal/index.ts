/** The deal engine's routes, mounted by the app (spec 2 §7). */
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { dealerOrderRoutes } from './dealer-orders.ts';
import { dealerPaymentSettingsRoutes } from './dealer-settings.ts';
import { orderRoutes, sharedOrderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { configurationRoutes, praqRoutes, taskRoutes } from './praq.ts';
import { aftermarketRoutes, incentiveRoutes, orderStepsRoutes } from './routes.ts';

/**
 * Mounts the deal routes. `scope` is the tenant and session middleware of /api/customer/*, applied
 * here to the deal's other prefixes (/api/aftermarket/*, /praq/*).
 */
export function mountDealRoutes(app: Hono<AppEnv>, deps: AppDeps, scope: MiddlewareHandler<AppEnv>[]): void {
  app.use('/api/aftermarket/*', ...scope);
  app.use('/praq/*', ...scope);
  const praq = praqRoutes(deps);
  app.route('/api/customer/order', orderRoutes(deps));
  app.route('/api/customer/shared-order', sharedOrderRoutes(deps));
  app.route('/api/customer/payment-type', paymentRoutes(deps));
  app.route('/api/customer/order-steps', orderStepsRoutes(deps));
  app.route('/api/customer/incentives', incentiveRoutes(deps));
  app.route('/api/aftermarket', aftermarketRoutes(deps));
  app.route('/api/customer/praq', praq.customer);
  app.route('/api/dealer/praq', praq.dealer);
  app.route('/api/dealer/payment-settings', dealerPaymentSettingsRoutes(deps));
  app.route('/api/dealer/orders', dealerOrderRoutes(deps));
  app.route('/praq', praq.shopper);
  app.route('/api/customer/v1/configurations', configurationRoutes(deps));
  app.route('/api/customer/tasks', taskRoutes(deps));
}
