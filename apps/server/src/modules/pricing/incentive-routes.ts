/** /api/customer/incentives: the incentives that fit a vehicle and a payment (spec 2 §4). */
import { incentivesQuerySchema } from '@storefront/domain';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { readQuery } from '../../http/helpers.ts';
import {
  dealerIncentives,
  incentiveApplies,
  incentivesEnabled,
  serializeIncentive,
} from '../add-ons/catalogue.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';

export function incentiveRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;

  // GET /api/customer/incentives/?vehicle=&financing=&term=&rate=&rates_type=
  app.get('/', async (c) => {
    const query = readQuery(c, incentivesQuerySchema);
    const dealer = c.get('dealer');
    const vehicle = await dealerVehicle(db, c, query.vehicle);
    const language = resolveLanguage(c, dealer);
    if (!incentivesEnabled(dealer)) {
      return c.json({ count: 0, results: [], has_conditional_incentives: false, enabled: false });
    }
    const today = deps.now().toISOString().slice(0, 10);
    const rows = (await dealerIncentives(db, dealer.id)).filter((i) =>
      incentiveApplies(i, { vehicle, paymentType: query.financing ?? null, term: query.term ?? null, today }),
    );
    const results = rows.map((i) => {
      const out = serializeIncentive(i, language);
      const rateAfter =
        i.type === 'rate_reduction' && query.rate !== undefined
          ? Math.max(0, Math.round((query.rate - i.amount / 100) * 1000) / 1000)
          : null;
      return { ...out, rate_after: rateAfter };
    });
    return c.json({
      count: results.length,
      results,
      has_conditional_incentives: results.some((r) => r.is_conditional),
      enabled: true,
    });
  });

  return app;
}
