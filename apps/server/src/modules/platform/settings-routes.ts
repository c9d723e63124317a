import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { isLoopbackClient } from '../../http/ip.ts';

export const SERVER_VERSION = '0.1.0';

/** GET /settings/: application settings (spec 1 §7). Everything that would load from another host is off. */
export function settingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) =>
    c.json({
      version: SERVER_VERSION,
      demo: deps.database.kind === 'pglite',
      analytics_ids: [],
      ga4_ids: c.var.dealer.settings.dealer_ga4_keys,
      pixel_url: null,
      experiment_keys: [],
      error_reporting_key: null,
      oem_tagging: false,
      marketplace: { enabled: false, tbyb_enabled: c.var.dealer.settings.enable_tbyb, url: null },
      trade_in_valuation: { provider: 'built-in', url: null, key: null },
      mail_delivery: deps.mailer.kind,
      database: deps.database.kind,
      dev_mailbox_url: deps.config.devPages && isLoopbackClient(c) ? '/dev/mailbox/' : null,
    }),
  );
  return app;
}
