/**
 * Order steps, incentives and aftermarket routes of the deal engine (spec 2 §4 and §7).
 */
import {
  ACCESSORY_CATEGORIES,
  ADDON_ORIGINS,
  amortise,
  idSchema,
  orderStepsUpdateSchema,
  PAYMENT_TYPES,
  type PaymentType,
  periodicRate,
} from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AddonFilterOptions } from '../../db/deal-types.ts';
import { orders, type VehicleRow } from '../../db/schema.ts';
import { requireCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import {
  HttpError,
  idParam,
  nonField,
  notFoundError,
  queryBool,
  queryId,
  queryIds,
  readQuery,
} from '../../http/helpers.ts';
import { requestOrigin } from '../../http/origin.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';
import { customerOrder, orderWritten } from '../orders/store.ts';
import { applyProgressUpdate, describeSteps } from '../steps/service.ts';
import {
  accessoryFits,
  dealerAccessories,
  dealerIncentives,
  dealerPlans,
  incentiveApplies,
  incentivesEnabled,
  loadPaymentSettings,
  localized,
  planFits,
  priceFitsPaymentType,
  serializeAccessory,
  serializeIncentive,
  serializeProtectionPlan,
} from './catalogue.ts';

// Steps ------------------------------------------------------------------------------------------

export function orderStepsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;

  // GET /api/customer/order-steps/?vehicle=&order= : sections and steps of the dealer's flow with progress.
  app.get('/', async (c) => {
    const query = readQuery(c, z.object({ vehicle: queryId.optional(), order: queryId.optional() }));
    const dealer = c.get('dealer');
    let progress: Record<string, number> = {};
    let orderId: number | null = null;
    let vehicleId = query.vehicle ?? null;
    if (query.order !== undefined) {
      const { customer } = requireCustomer(c);
      const order = await customerOrder(db, c, customer.id, query.order);
      if (vehicleId !== null && vehicleId !== order.vehicleId) {
        throw new HttpError(400, { vehicle: ['The order is for another vehicle.'] });
      }
      progress = order.progress;
      orderId = order.id;
      vehicleId = order.vehicleId;
    } else if (vehicleId !== null) {
      await dealerVehicle(db, c, vehicleId);
      const auth = c.get('auth');
      const customer = auth ? (auth.actingAs ?? auth.user) : null;
      if (customer && customer.role === 'customer' && customer.dealerId === dealer.id) {
        const [order] = await db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.dealerId, dealer.id),
              eq(orders.customerId, customer.id),
              eq(orders.vehicleId, vehicleId),
              eq(orders.isArchived, false),
            ),
          )
          .limit(1);
        if (order) {
          progress = order.progress;
          orderId = order.id;
        }
      }
    } else {
      throw new HttpError(400, { vehicle: ['Give a vehicle or an order.'] });
    }
    return c.json({ order: orderId, vehicle: vehicleId, ...describeSteps(dealer, progress) });
  });

  // PUT /api/customer/order-steps/{order_id}/ {progress}: applies the step rules on the server.
  app.put('/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    const body = await readJson(c, orderStepsUpdateSchema.strict());
    const dealer = c.get('dealer');
    const result = applyProgressUpdate(dealer, order.progress, body.progress, {
      hasDeposit: order.hasDeposit,
      reserveitId: order.reserveitId,
      creditApplicationStatus: order.creditApplicationStatus,
      depositStepStatus: order.depositStepStatus,
    });
    if (!result.ok) throw new HttpError(400, result.errors);
    const place = result.progress.place ?? result.progress['place-vw'];
    const [updated] = await db
      .update(orders)
      .set({
        progress: result.progress,
        ...(place !== undefined ? { depositStepStatus: place } : {}),
        version: sql`${orders.version} + 1`,
        updatedAt: deps.now(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.customerId, customer.id)))
      .returning();
    orderWritten(db, order.id);
    if (!updated) throw notFoundError('Order not found.');
    return c.json({
      order: updated.id,
      vehicle: updated.vehicleId,
      ...describeSteps(dealer, updated.progress),
    });
  });

  return app;
}

// Incentives -------------------------------------------------------------------------------------

export function incentiveRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;

  // GET /api/customer/incentives/?vehicle=&financing=&term=&rate=&rates_type=
  app.get('/', async (c) => {
    const query = readQuery(
      c,
      z.object({
        vehicle: queryId,
        financing: z.enum(PAYMENT_TYPES).optional(),
        term: queryId.pipe(z.number().int().min(1).max(120)).optional(),
        rate: z
          .string()
          .regex(/^\d{1,2}(\.\d{1,3})?$/, 'A rate in percent is required, like 5.49.')
          .transform(Number)
          .optional(),
        rates_type: z.enum(['apr']).optional(),
      }),
    );
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

// Aftermarket ------------------------------------------------------------------------------------

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

const pageQuery = {
  page: queryId.pipe(z.number().int().min(1).max(10_000)).optional(),
  page_size: queryId.pipe(z.number().int().min(1).max(100)).optional(),
};

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

export function aftermarketRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;

  // GET /api/aftermarket/accessory/?vehicle=&category=&oem_origin=&active=&page=&page_size=
  app.get('/accessory', async (c) => {
    const query = readQuery(
      c,
      z.object({
        vehicle: queryId.optional(),
        category: z.enum(ACCESSORY_CATEGORIES).optional(),
        oem_origin: z.enum(ADDON_ORIGINS).optional(),
        origin: z.enum(ADDON_ORIGINS).optional(),
        active: queryBool.optional(),
        ...pageQuery,
      }),
    );
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
      (a) =>
        (!query.category || a.category === query.category) && (!wantedOrigin || a.origin === wantedOrigin),
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
  });

  // GET /api/aftermarket/accessory/get_questions/?vehicle=&accessories=1,2
  app.get('/accessory/get_questions', async (c) => {
    const query = readQuery(c, z.object({ vehicle: queryId.optional(), accessories: queryIds.optional() }));
    const dealer = c.get('dealer');
    const language = resolveLanguage(c, dealer);
    if (query.vehicle !== undefined) await dealerVehicle(db, c, query.vehicle);
    const wanted = query.accessories;
    const rows = (await dealerAccessories(db, dealer.id)).filter(
      (a) => a.active && a.questions.length > 0 && (!wanted || wanted.includes(a.id)),
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
  });

  const planQuery = z.object({
    vehicle: queryId.optional(),
    payment_type: z.enum(PAYMENT_TYPES).optional(),
    term: queryId.pipe(z.number().int().min(1).max(120)).optional(),
    rate: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,3})?$/, 'A rate in percent is required, like 5.49.')
      .transform(Number)
      .optional(),
    km_range: queryId.optional(),
    duration: queryId.optional(),
    oem_origin: z.enum(ADDON_ORIGINS).optional(),
    ...pageQuery,
  });

  // GET /api/aftermarket/protection-plan/?vehicle=&payment_type=&term=&rate=&oem_origin=
  app.get('/protection-plan', async (c) => {
    const query = readQuery(c, planQuery);
    const dealer = c.get('dealer');
    const options = await filterOptions(db, dealer.id);
    const vehicle = query.vehicle === undefined ? null : await dealerVehicle(db, c, query.vehicle);
    const language = resolveLanguage(c, dealer);
    const plans = (await dealerPlans(db, dealer.id))
      .filter(
        (p) =>
          (!vehicle || planFits(p.plan, vehicle)) &&
          (!query.oem_origin || p.plan.origin === query.oem_origin),
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
  });

  // POST /api/aftermarket/protection-plan/prepare-data/ {vehicle, payment, term, total_purchase_price, rate}
  app.post('/protection-plan/prepare-data', async (c) => {
    const body = await readJson(
      c,
      z.strictObject({
        vehicle: idSchema,
        payment: z.enum(PAYMENT_TYPES),
        term: z.number().int().min(1).max(120).nullable().optional(),
        total_purchase_price: z.number().int().nonnegative().max(99_999_999),
        rate: z.number().nonnegative().max(99.99).nullable().optional(),
      }),
    );
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
  });

  // POST /api/aftermarket/protection-plan/log-fallback-price/ : records that the storefront showed a fallback price.
  app.post('/protection-plan/log-fallback-price', async (c) => {
    const body = await readJson(
      c,
      z.strictObject({
        plan: idSchema.optional(),
        price: z.number().int().nonnegative().max(99_999_999).optional(),
        vehicle: idSchema.optional(),
        payment_type: z.enum(PAYMENT_TYPES).optional(),
        reason: z.string().max(500).optional(),
      }),
    );
    c.get('log').warn(
      { dealer: c.get('dealer').code, fallback: body },
      'protection plan fallback price used',
    );
    return c.body(null, 204);
  });

  // GET /api/aftermarket/protection-plan/{id}/?vehicle=&term=&km_range=&payment_type=&rate=
  app.get('/protection-plan/:id', async (c) => {
    const planId = idParam(c, 'id');
    const query = readQuery(c, planQuery);
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
  });

  return app;
}
