/** The add-on catalogue's routes (/api/aftermarket: accessories, protection plans; spec 2 §4 and §7). */
import {
  accessoryQuerySchema,
  accessoryQuestionsQuerySchema,
  amortise,
  fallbackPriceBodySchema,
  type PaymentType,
  periodicRate,
  prepareProtectionBodySchema,
  protectionPlanQuerySchema,
} from '@storefront/domain';
import { type Handler, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AddonFilterOptions } from '../../db/deal-types.ts';
import type { VehicleRow } from '../../db/schema.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { idParam, nonField, notFoundError, readQuery } from '../../http/helpers.ts';
import { requestOrigin } from '../../http/origin.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';
import {
  accessoryFits,
  dealerAccessories,
  dealerPlans,
  loadPaymentSettings,
  localized,
  planFits,
  priceFitsPaymentType,
  serializeAccessory,
  serializeProtectionPlan,
} from './catalogue.ts';

function pageOf<T>(items: T[], page: number, size: number, enabled: boolean, url: URL) {
  if (!enabled) return { count: items.length, next: null, previous: null, results: items };
  const start = (page - 1) * size;
  const link = (p: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(p));
    u.searchParams.set('page_size', String(size));
    return u.toString();
  };
  return {
    count: items.length,
    next: start + size < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice(start, start + size),
  };
}

async function filterOptions(db: Db, dealerId: number): Promise<AddonFilterOptions> {
  const payment = await loadPaymentSettings(db, dealerId);
  return (
    payment?.settings.addon_filter_options ?? {
      pagination_enabled: true,
      accessory_category_filter: true,
      accessory_origin_filter: true,
      protection_origin_filter: true,
      accessory_page_size: 10,
      protection_page_size: 10,
    }
  );
}

/** Monthly cost of a protection price financed with the deal (term months at the rate), from the domain's amortisation. */
function recurringCents(
  price: number,
  term: number | undefined,
  rate: number | undefined,
  paymentType: PaymentType | null,
) {
  if (!term || paymentType === 'cash' || paymentType === null) return null;
  return amortise(price, periodicRate(rate ?? 0, 12), term).paymentCents;
}

type AftermarketHandler = (deps: AppDeps) => Handler<AppEnv>;

// GET /api/aftermarket/accessory/?vehicle=&category=&oem_origin=&active=&page=&page_size=
export const accessories: AftermarketHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const query = readQuery(c, accessoryQuerySchema);
  const dealer = c.get('dealer');
  const options = await filterOptions(db, dealer.id);
  const vehicle: VehicleRow | null =
    query.vehicle === undefined ? null : await dealerVehicle(db, c, query.vehicle);
  const language = resolveLanguage(c, dealer);
  const origin = requestOrigin(c);
  const active = query.active ?? true;
  const wantedOrigin = query.oem_origin ?? query.origin;
  const all = (await dealerAccessories(db, dealer.id)).filter(
    (a) => a.active === active && (!vehicle || accessoryFits({ ...a, active: true }, vehicle)),
  );
  const filtered = all.filter(
    (a) => (!query.category || a.category === query.category) && (!wantedOrigin || a.origin === wantedOrigin),
  );
  const page = pageOf(
    filtered.map((a) => serializeAccessory(a, language, origin)),
    query.page ?? 1,
    query.page_size ?? options.accessory_page_size,
    options.pagination_enabled,
    new URL(c.req.url),
  );
  return c.json({
    ...page,
    pre_installed: all.filter((a) => a.preInstalled).map((a) => serializeAccessory(a, language, origin)),
    filter_options: options,
  });
};

// GET /api/aftermarket/accessory/get_questions/?vehicle=&accessories=1,2
export const accessoryQuestions: AftermarketHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const query = readQuery(c, accessoryQuestionsQuerySchema);
  const dealer = c.get('dealer');
  const language = resolveLanguage(c, dealer);
  // With a vehicle: only the accessories offered for it (as its accessory list).
  const vehicle = query.vehicle === undefined ? null : await dealerVehicle(db, c, query.vehicle);
  const wanted = query.accessories;
  const rows = (await dealerAccessories(db, dealer.id)).filter(
    (a) =>
      a.active &&
      a.questions.length > 0 &&
      (!vehicle || accessoryFits(a, vehicle)) &&
      (!wanted || wanted.includes(a.id)),
  );
  const results = rows.map((a) => ({
    accessory: a.id,
    sku: a.sku,
    questions: a.questions.map((q) => ({
      id: q.id,
      text: localized(q.text, language),
      kind: q.kind,
      choices: q.choices.map((ch) => ({ value: ch.value, label: localized(ch.label, language) })),
    })),
  }));
  return c.json({ count: results.length, results });
};

// GET /api/aftermarket/protection-plan/?vehicle=&payment_type=&term=&rate=&oem_origin=
export const protectionPlans: AftermarketHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const query = readQuery(c, protectionPlanQuerySchema);
  const dealer = c.get('dealer');
  const options = await filterOptions(db, dealer.id);
  const vehicle = query.vehicle === undefined ? null : await dealerVehicle(db, c, query.vehicle);
  const language = resolveLanguage(c, dealer);
  const plans = (await dealerPlans(db, dealer.id))
    .filter(
      (p) =>
        (!vehicle || planFits(p.plan, vehicle)) && (!query.oem_origin || p.plan.origin === query.oem_origin),
    )
    .map((p) => ({
      plan: p.plan,
      prices: p.prices.filter(
        (x) =>
          priceFitsPaymentType(x, query.payment_type ?? null) &&
          (query.km_range === undefined || x.kmRange === query.km_range),
      ),
    }))
    .filter((p) => p.prices.length > 0);
  const serialized = plans.map((p) =>
    serializeProtectionPlan(
      p,
      language,
      (x) => recurringCents(x.price, query.term, query.rate, query.payment_type ?? null),
      requestOrigin(c),
    ),
  );
  return c.json({
    ...pageOf(
      serialized,
      query.page ?? 1,
      query.page_size ?? options.protection_page_size,
      options.pagination_enabled,
      new URL(c.req.url),
    ),
    filter_options: options,
  });
};

// POST /api/aftermarket/protection-plan/prepare-data/ {vehicle, payment, term, total_purchase_price, rate}
export const prepareProtectionData: AftermarketHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const body = await readJson(c, prepareProtectionBodySchema);
  const dealer = c.get('dealer');
  const vehicle = await dealerVehicle(db, c, body.vehicle);
  const language = resolveLanguage(c, dealer);
  const plans = (await dealerPlans(db, dealer.id))
    .filter((p) => planFits(p.plan, vehicle))
    .map((p) => ({ plan: p.plan, prices: p.prices.filter((x) => priceFitsPaymentType(x, body.payment)) }))
    .filter((p) => p.prices.length > 0);
  const results = plans.map((p) =>
    serializeProtectionPlan(
      p,
      language,
      (x) => recurringCents(x.price, body.term ?? undefined, body.rate ?? undefined, body.payment),
      requestOrigin(c),
    ),
  );
  return c.json({
    count: results.length,
    results,
    payment_type: body.payment,
    term: body.term ?? null,
    rate: body.rate ?? null,
    total_purchase_price: body.total_purchase_price,
  });
};

// POST /api/aftermarket/protection-plan/log-fallback-price/ : records that the storefront showed a fallback price.
export const logFallbackPrice: AftermarketHandler = (_deps) => async (c) => {
  const body = await readJson(c, fallbackPriceBodySchema);
  c.get('log').warn({ dealer: c.get('dealer').code, fallback: body }, 'protection plan fallback price used');
  return c.body(null, 204);
};

// GET /api/aftermarket/protection-plan/{id}/?vehicle=&term=&km_range=&payment_type=&rate=
export const protectionPlan: AftermarketHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const planId = idParam(c, 'id');
  const query = readQuery(c, protectionPlanQuerySchema);
  const dealer = c.get('dealer');
  const language = resolveLanguage(c, dealer);
  const entry = (await dealerPlans(db, dealer.id)).find((p) => p.plan.id === planId);
  if (!entry) throw notFoundError('Protection plan not found.');
  if (query.vehicle !== undefined) {
    const vehicle = await dealerVehicle(db, c, query.vehicle);
    if (!planFits(entry.plan, vehicle))
      throw nonField('This protection plan is not offered for this vehicle.');
  }
  const prices = entry.prices.filter(
    (x) =>
      priceFitsPaymentType(x, query.payment_type ?? null) &&
      (query.km_range === undefined || x.kmRange === query.km_range) &&
      (query.duration === undefined || x.duration === query.duration),
  );
  return c.json(
    serializeProtectionPlan(
      { plan: entry.plan, prices },
      language,
      (x) => recurringCents(x.price, query.term, query.rate, query.payment_type ?? null),
      requestOrigin(c),
    ),
  );
};

export function aftermarketRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/accessory', accessories(deps));
  app.get('/accessory/get_questions', accessoryQuestions(deps));
  app.get('/protection-plan', protectionPlans(deps));
  app.post('/protection-plan/prepare-data', prepareProtectionData(deps));
  app.post('/protection-plan/log-fallback-price', logFallbackPrice(deps));
  app.get('/protection-plan/:id', protectionPlan(deps));
  return app;
}
