import {
  CONTACT_METHODS,
  dealershipMapBodySchema,
  FEEDBACK_REASONS,
  STOCK_STATUSES,
} from '@storefront/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { readCache } from '../../db/read-cache.ts';
import { vehicles } from '../../db/schema.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { requestOrigin } from '../../http/origin.ts';
import { regionsFor } from '../../seed/regions.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { dealerIdentityLogin } from '../identity/service.ts';
import { localAddress, serializeDealer } from '../inventory/serializers.ts';

/** Great-circle distance in kilometres. */
function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function dealershipRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  const identityLogins = readCache<number, Awaited<ReturnType<typeof dealerIdentityLogin>>>(
    db,
    'identityProviders',
    5000,
  );
  app.get('/home-dealership', async (c) => {
    const dealer = c.var.dealer;
    const language = resolveLanguage(c, dealer);
    const identity = await identityLogins.get(dealer.id, () =>
      dealerIdentityLogin(db, deps.config, dealer.id),
    );
    return c.json({
      ...serializeDealer(dealer, { origin: requestOrigin(c), language }),
      identity_login: identity
        ? { provider: identity.provider, name: identity.name[language === 'fr' ? 'fr' : 'en'] }
        : null,
    });
  });

  /** Lists the storefront needs for forms and filters: regions, makes and body types in stock, enumerations. */
  app.get('/static-data', async (c) => {
    const dealer = c.var.dealer;
    const facets = await db
      .select({
        make: vehicles.make,
        model: vehicles.model,
        bodyType: vehicles.bodyType,
        n: sql<number>`count(*)::int`,
      })
      .from(vehicles)
      .where(eq(vehicles.dealerId, dealer.id))
      .groupBy(vehicles.make, vehicles.model, vehicles.bodyType)
      .orderBy(asc(vehicles.make), asc(vehicles.model));
    const years = await db
      .select({ min: sql<number>`min(${vehicles.year})::int`, max: sql<number>`max(${vehicles.year})::int` })
      .from(vehicles)
      .where(eq(vehicles.dealerId, dealer.id));
    return c.json({
      provinces: regionsFor(dealer.country, resolveLanguage(c, dealer)),
      makes: [...new Set(facets.map((f) => f.make))],
      models: facets.map((f) => ({ make: f.make, model: f.model, body_type: f.bodyType, count: f.n })),
      body_types: [...new Set(facets.map((f) => f.bodyType))].sort(),
      model_years: years[0] ?? { min: null, max: null },
      stock_statuses: STOCK_STATUSES,
      contact_methods: CONTACT_METHODS,
      feedback_reasons: FEEDBACK_REASONS,
      languages: dealer.allowedLanguages,
      currency: dealer.settings.currency_unit,
      length_unit: dealer.settings.length_unit,
    });
  });

  /** Payment settings of the dealer; the deal engine (orders, pricing) owns the rest. */
  app.get('/payment-settings', (c) => {
    const s = c.var.dealer.settings;
    return c.json({
      payment_system: s.payment_system,
      financing_default_payment_type: s.financing_default_payment_type,
      incentives_enabled: s.incentives_enabled,
      credit_scores_enabled: s.credit_scores_enabled,
      deposit: s.deposit,
      deposit_amount: s.deposit_settings.amount,
      deposit_cancellation_fee: s.deposit_settings.cancellation_fee,
      deposit_method: s.deposit_settings.method,
      currency: s.currency_unit,
      payment_processor: 'sandbox',
    });
  });

  /** Where the dealership is, and how far from the shopper when a position is given. */
  app.post('/map', async (c) => {
    const body = await readJson(c, dealershipMapBodySchema);
    const d = c.var.dealer;
    const from =
      body.latitude !== undefined && body.longitude !== undefined
        ? { lat: body.latitude, lon: body.longitude }
        : null;
    const km =
      from && d.latitude !== null && d.longitude !== null
        ? distanceKm(from, { lat: d.latitude, lon: d.longitude })
        : null;
    return c.json({
      name: d.name,
      full_address: localAddress(d, resolveLanguage(c, d)),
      postal_code: d.postalCode,
      latitude: d.latitude,
      longitude: d.longitude,
      phone: d.phone,
      hours: d.settings.hours,
      distance: km === null ? null : Math.round(d.settings.length_unit === 'mi' ? km / 1.609344 : km),
      distance_unit: d.settings.length_unit,
    });
  });

  return app;
}

export function staticDataRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/province', (c) => {
    const dealer = c.var.dealer;
    const requested = c.req.query('country');
    const country = requested === 'US' || requested === 'CA' ? requested : dealer.country;
    return c.json({ results: regionsFor(country, resolveLanguage(c, dealer)) });
  });
  return app;
}
