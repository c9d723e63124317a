/**
 * Every module's routes, mounted in one list: a new area adds its folder under `modules/` and one
 * line here. `scope` is the tenant and session middleware, which the app applies to /api/customer/*,
 * /api/dealer/*, /i18n and /settings and which this list applies to the deal's other prefixes.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { consoleRoutes } from '../ssr/console.ts';
import { aftermarketRoutes } from './add-ons/routes.ts';
import { dealerAppointmentRoutes, dealerTestDriveRoutes } from './appointment/dealer-routes.ts';
import { appointmentRoutes } from './appointment/routes.ts';
import { consentRoutes } from './consents/routes.ts';
import { creditAppModule } from './credit-app/routes.ts';
import { dealershipRoutes, staticDataRoutes } from './dealership/routes.ts';
import { dealerDepositRoutes, depositModule } from './deposit/routes.ts';
import { WEBHOOK_PATH, webhookRoutes } from './deposit/webhook.ts';
import { embeddingModule } from './embedding/routes.ts';
import { dealerScriptsRoutes } from './embedding/scripts-routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { i18nRoutes } from './i18n/routes.ts';
import { devIdentityRoutes } from './identity/dev-provider.ts';
import { identityRoutes } from './identity/routes.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { questionRoutes } from './leads/routes.ts';
import { dealerLeadRoutes } from './leads/staff.ts';
import { dealerOrderRoutes } from './orders/dealer-routes.ts';
import { orderRoutes, sharedOrderRoutes } from './orders/routes.ts';
import { photoStorageOf } from './photo-storage/storage.ts';
import { devPages } from './platform/pages.ts';
import { settingsRoutes } from './platform/settings-routes.ts';
import { dealerConfigurationRoutes } from './praq/configurations.ts';
import { configurationRoutes, praqRoutes, taskRoutes } from './praq/routes.ts';
import { dealerPaymentSettingsRoutes } from './pricing/dealer-settings-routes.ts';
import { incentiveRoutes } from './pricing/incentive-routes.ts';
import { paymentRoutes } from './pricing/routes.ts';
import { dealerPrivacyRoutes, privacyRoutes } from './privacy/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { orderStepsRoutes } from './steps/routes.ts';
import { storefrontSettingsRoutes } from './storefront-settings/routes.ts';
import { customerTestDriveRoutes, testDriveRoutes } from './test-drive/routes.ts';
import { dealerPhotoRoutes } from './trade-in/photo-routes.ts';
import { tradeInRoutes } from './trade-in/routes.ts';
import { userModule } from './user/index.ts';

export function mountModules(app: Hono<AppEnv>, deps: AppDeps, scope: MiddlewareHandler<AppEnv>[]): void {
  app.use('/api/aftermarket/*', ...scope);
  app.use('/praq/*', ...scope);

  app.route('/i18n', i18nRoutes(deps));
  app.route('/settings', settingsRoutes(deps));
  app.route('/api/customer/dealership', dealershipRoutes(deps));
  app.route('/api/customer/static_data', staticDataRoutes(deps));
  app.route('/api/customer/inventory', inventoryRoutes(deps));
  app.route('/api/customer/user', userModule(deps));
  app.route('/api/customer/consents', consentRoutes(deps));
  app.route('/api/customer/bounce-recovery', feedbackRoutes(deps));
  app.route('/api/customer/customer-question', questionRoutes(deps));
  app.route('/oauth/login', identityRoutes(deps));
  if (deps.config.devPages) app.route('/dev/identity', devIdentityRoutes(deps));
  if (deps.config.devPages) app.route('/dev', devPages(deps));
  app.route('/dealer', consoleRoutes(deps.config.storefrontDist));
  app.route('/api/dealer', staffRoutes(deps));
  app.route('/api/dealer/leads', dealerLeadRoutes(deps));

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
  app.route('/api/dealer/configurations', dealerConfigurationRoutes(deps));
  app.route('/api/customer/tasks', taskRoutes(deps));
  app.route('/api', creditAppModule(deps));
  app.route('/api/customer', depositModule(deps));
  app.route('/api/customer/appointment', appointmentRoutes(deps));
  app.route('/api/test-drive', testDriveRoutes(deps, scope));
  app.route('/api/customer/test-drive', customerTestDriveRoutes(deps));
  app.route('/api/dealer/deposits', dealerDepositRoutes(deps));
  app.route('/api/customer', tradeInRoutes(deps));
  app.route('/api/dealer/trade-ins', dealerPhotoRoutes(deps, photoStorageOf(deps)));
  app.route('/api/customer/privacy', privacyRoutes(deps));
  app.route('/api/dealer/customers', dealerPrivacyRoutes(deps));
  app.route('/', embeddingModule(deps));
  app.route('/api/dealer/scripts', dealerScriptsRoutes(deps));
  app.route(WEBHOOK_PATH, webhookRoutes(deps));
  app.route('/api/dealer/settings', storefrontSettingsRoutes(deps));
  app.route('/api/dealer/appointments', dealerAppointmentRoutes(deps));
  app.route('/api/dealer/test-drives', dealerTestDriveRoutes(deps));
}
