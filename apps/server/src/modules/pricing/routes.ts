/**
 * Payment types (spec 2 §3 and §7): available methods with payment details for an order or a
 * vehicle, choices, pricing, pricing preview and selecting the order's method. Pricing is locked
 * for anonymous visitors of a dealer that requires sign-in (spec 2 §4).
 */
import {
  idSchema,
  PAYMENT_TYPES,
  type PaymentType,
  paymentChoicesQuerySchema,
  paymentTypesQuerySchema,
  pricingBodySchema,
  pricingPreviewRequestSchema,
  selectPaymentTypeBodySchema,
} from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Handler, Hono } from 'hono';
import { z } from 'zod';
import { type OrderRow, orders, type VehicleRow, vehicles } from '../../db/schema.ts';
import { requireCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, nonField, notFoundError, readQuery } from '../../http/helpers.ts';
import { linkOrigin, requestOrigin } from '../../http/origin.ts';
import {
  loadPaymentSettings,
  planFits,
  priceFitsPaymentType,
  vehicleDealCondition,
} from '../add-ons/catalogue.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';
import { listingPartnerOf } from '../marketplace/listing-partner.ts';
import { isStale, orderSelection, serializeOrder, snapshotOf } from '../orders/serializers.ts';
import { customerOrder, orderWritten } from '../orders/store.ts';
import {
  creditScoreChoices,
  type DealSelection,
  distanceChoices,
  frequencyChoices,
  loadSelectionCatalogue,
  offersPaymentType,
  type PaymentDetails,
  type PricingContext,
  priceSelection,
  type SelectionCatalogue,
  termChoices,
} from './service.ts';

function paymentTypeParam(c: AppContext): PaymentType {
  const raw = c.req.param('type');
  const found = PAYMENT_TYPES.find((t) => t === raw);
  if (!found) throw notFoundError('Unknown payment type.');
  return found;
}

/** Accessory ids of a preview: `[0]` means "touched and none" (spec 2 §3). */
function previewAccessories(list: readonly number[] | undefined): number[] | undefined {
  if (list === undefined) return undefined;
  return list.filter((id) => id !== 0);
}

/** The pricing body is the domain's (the storefront sends it as `PricingBody`). */
export { pricingBodySchema };

/** The selection a pricing body asks for: the order's (or nothing) with the body's fields over it. */
function bodySelection(
  order: OrderRow | null,
  type: PaymentType,
  body: z.infer<typeof pricingBodySchema>,
): DealSelection {
  const base: DealSelection = order ? orderSelection(order, type) : { paymentType: type };
  const selection: DealSelection = { ...base, paymentType: type };
  if (body.term !== undefined) selection.term = body.term;
  if (body.down_payment !== undefined) selection.downPayment = body.down_payment;
  if (body.trade_in_credit !== undefined) selection.tradeInCredit = body.trade_in_credit;
  if (body.trade_in_owing !== undefined) selection.tradeInOwing = body.trade_in_owing;
  if (body.distance_allowance !== undefined) selection.distanceAllowance = body.distance_allowance;
  if (body.payment_frequency !== undefined) selection.frequency = body.payment_frequency;
  if (body.include_tax !== undefined) selection.includeTax = body.include_tax;
  if (body.credit_score !== undefined) selection.creditScore = body.credit_score || null;
  if (body.postal_code !== undefined) selection.postalCode = body.postal_code || null;
  if (body.accessories !== undefined) selection.accessoryIds = previewAccessories(body.accessories);
  if (body.install_accessories_ids !== undefined)
    selection.installAccessoryIds = body.install_accessories_ids;
  if (body.protections !== undefined) selection.protectionPriceIds = body.protections ?? [];
  if (body.incentives !== undefined) selection.incentiveIds = body.incentives;
  if (body.options_price !== undefined) selection.optionsPrice = body.options_price;
  return selection;
}

type PaymentHandler = (deps: AppDeps) => Handler<AppEnv>;

/**
 * Pricing is locked for a signed-out shopper where the dealer asks for a sign-in first, except in a
 * visit granted to one of the dealer's listing partners' frames (modules/marketplace/listing-partner.ts).
 */
function lockedFor(deps: AppDeps, c: AppContext): void {
  if (
    c.get('dealer').settings.compulsory_login &&
    !c.get('auth') &&
    listingPartnerOf(c, deps.secret, deps.now()) === null
  ) {
    throw new HttpError(401, {
      detail: 'Sign in to see pricing.',
      code: 'pricing_locked',
    });
  }
}

async function pricingContext(deps: AppDeps, c: AppContext, vehicle: VehicleRow): Promise<PricingContext> {
  const db = deps.database.db;
  const dealer = c.get('dealer');
  const payment = await loadPaymentSettings(db, dealer.id);
  if (!payment) throw nonField('The dealership has no payment settings.');
  return { db, dealer, payment, vehicle, language: resolveLanguage(c, dealer), now: deps.now() };
}

/** The order (signed-in owner only) and its vehicle, or the vehicle alone. */
async function subject(
  deps: AppDeps,
  c: AppContext,
  orderId: number | undefined,
  vehicleId: number | undefined,
) {
  const db = deps.database.db;
  let order: OrderRow | null = null;
  if (orderId !== undefined) {
    const { customer } = requireCustomer(c);
    order = await customerOrder(db, c, customer.id, orderId);
  }
  const vid = vehicleId ?? order?.vehicleId;
  if (vid === undefined) throw new HttpError(400, { vehicle: ['Give a vehicle or an order.'] });
  if (order && vehicleId !== undefined && vehicleId !== order.vehicleId) {
    throw new HttpError(400, { vehicle: ['The order is for another vehicle.'] });
  }
  const vehicle = await dealerVehicle(db, c, vid);
  return { order, vehicle };
}

/** A pricing request of one payment type (the pricing body): who may ask, its order, vehicle and context. */
async function typedPricingRequest(deps: AppDeps, c: AppContext) {
  lockedFor(deps, c);
  const type = paymentTypeParam(c);
  const body = await readJson(c, pricingBodySchema);
  const { order, vehicle } = await subject(deps, c, body.order, body.vehicle);
  const ctx = await pricingContext(deps, c, vehicle);
  return { type, body, order, vehicle, ctx };
}

function priceAll(
  ctx: PricingContext,
  catalogue: SelectionCatalogue,
  order: OrderRow | null,
  selectionFor: (t: PaymentType) => DealSelection,
  log: AppContext,
) {
  const results: PaymentDetails[] = [];
  const today = ctx.now.toISOString().slice(0, 10);
  for (const type of ctx.payment.settings.payment_types) {
    if (!offersPaymentType(ctx.payment.settings, type, ctx.vehicle)) continue;
    let priced = priceSelection(ctx, catalogue, selectionFor(type), log.get('log'));
    if (!priced.ok && order && type !== order.paymentType) {
      // A shared value that does not fit this type (a term) falls back to the type's defaults.
      priced = priceSelection(
        ctx,
        catalogue,
        { ...selectionFor(type), term: null, frequency: null },
        log.get('log'),
      );
    }
    if (!priced.ok) throw new HttpError(400, priced.errors);
    const details = priced.details;
    if (order)
      details.is_stale = isStale(order.paymentSnapshot, details, ctx.payment.version, ctx.vehicle, today);
    details.is_active = order
      ? order.paymentType === type
      : type === ctx.dealer.settings.financing_default_payment_type;
    results.push(details);
  }
  return results;
}

// GET /api/customer/payment-type/?vehicle=&order= : available methods with payment details.
export const paymentTypes: PaymentHandler = (deps) => async (c) => {
  const db = deps.database.db;
  lockedFor(deps, c);
  const query = readQuery(c, paymentTypesQuerySchema);
  const { order, vehicle } = await subject(
    deps,
    c,
    query.order ?? query['payment_details.order'],
    query.vehicle,
  );
  const ctx = await pricingContext(deps, c, vehicle);
  const catalogue = await loadSelectionCatalogue({ db, dealer: ctx.dealer });
  const results = priceAll(
    ctx,
    catalogue,
    order,
    (t) => (order ? orderSelection(order, t) : { paymentType: t }),
    c,
  );
  return c.json({
    count: results.length,
    results,
    selected: order?.paymentType ?? ctx.dealer.settings.financing_default_payment_type,
    default_payment_type: ctx.dealer.settings.financing_default_payment_type,
  });
};

// GET /api/customer/payment-type/settings/ : the dealer's public payment settings and add-on filter options.
export const paymentSettings: PaymentHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const dealer = c.get('dealer');
  const payment = await loadPaymentSettings(db, dealer.id);
  if (!payment) throw nonField('The dealership has no payment settings.');
  const s = payment.settings;
  return c.json({
    payment_system: dealer.settings.payment_system,
    payment_types: s.payment_types,
    default_payment_type: dealer.settings.financing_default_payment_type,
    is_monthly_based: s.payment_basis === 'monthly_based',
    frequencies: s.frequencies,
    default_frequency: s.default_frequency,
    addon_filter_options: s.addon_filter_options,
    quote_validity_days: s.quote_validity_days,
    version: payment.version,
  });
};

export const pricingPreviewBodySchema = pricingPreviewRequestSchema
  .extend({
    accessories: z.array(z.number().int().nonnegative()).max(100),
    install_accessories_ids: z.array(idSchema).max(100).default([]),
    protections: z.array(idSchema).max(100).default([]),
    options_code_list: z.array(z.string().max(40)).max(200).default([]),
    options_price: z.number().int().nonnegative().max(99_999_999).default(0),
    incentives: z.array(idSchema).max(100).optional(),
  })
  .strict();

// POST /api/customer/payment-type/pricing-preview/ : every offered type with accessories, protections and options.
export const pricingPreview: PaymentHandler = (deps) => async (c) => {
  const db = deps.database.db;
  lockedFor(deps, c);
  const body = await readJson(c, pricingPreviewBodySchema);
  const { order, vehicle } = await subject(deps, c, body.order ?? undefined, body.inventory);
  const ctx = await pricingContext(deps, c, vehicle);
  const catalogue = await loadSelectionCatalogue({ db, dealer: ctx.dealer });
  const overrides: Partial<DealSelection> = {
    accessoryIds: previewAccessories(body.accessories) ?? [],
    installAccessoryIds: body.install_accessories_ids,
    protectionPriceIds: body.protections,
    optionsPrice: body.options_price,
    ...(body.incentives ? { incentiveIds: body.incentives } : {}),
  };
  const results = priceAll(
    ctx,
    catalogue,
    order,
    (t) => ({ ...(order ? orderSelection(order, t) : { paymentType: t }), ...overrides, paymentType: t }),
    c,
  );
  return c.json({ count: results.length, results });
};

// GET /api/customer/payment-type/{type}/choices/?vehicle= : terms, frequencies, allowances, credit tiers.
export const paymentChoices: PaymentHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const type = paymentTypeParam(c);
  const query = readQuery(c, paymentChoicesQuerySchema);
  const dealer = c.get('dealer');
  const language = resolveLanguage(c, dealer);
  const payment = await loadPaymentSettings(db, dealer.id);
  if (!payment) throw nonField('The dealership has no payment settings.');
  const s = payment.settings;
  const vehicle = query.vehicle === undefined ? null : await dealerVehicle(db, c, query.vehicle);
  const condition = vehicle ? vehicleDealCondition(vehicle) : null;
  const table = type === 'lease' ? s.lease : type === 'finance' ? s.finance : null;
  return c.json({
    id: type,
    is_offered: s.payment_types.includes(type) && (!vehicle || offersPaymentType(s, type, vehicle)),
    term_choices: termChoices(s, type, language),
    default_term: table?.default_term ?? null,
    payment_frequency_choices: frequencyChoices(s, type, language),
    default_frequency: type === 'cash' ? null : s.default_frequency,
    distance_allowance_choices: distanceChoices(s, type),
    default_distance_allowance: type === 'lease' ? s.lease.default_distance_allowance : null,
    distance_unit: dealer.country === 'US' ? 'mi' : 'km',
    credit_score_choices: creditScoreChoices(s, dealer.country === 'US' ? 'US' : 'CA', language),
    default_credit_score: dealer.country === 'US' ? s.default_credit_score : null,
    rates:
      table && condition
        ? table.rates
            .filter((r) => r.condition === condition)
            .map((r) => ({ term: r.term, rate: r.apr, rates_type: 'apr' }))
        : [],
  });
};

// POST /api/customer/payment-type/{type}/pricing/ : payment details for the pricing request fields.
export const pricing: PaymentHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { type, body, order, vehicle, ctx } = await typedPricingRequest(deps, c);
  if (!offersPaymentType(ctx.payment.settings, type, vehicle)) {
    throw nonField(
      type === 'lease'
        ? 'A lease is not offered for this vehicle.'
        : `The dealership does not offer ${type} payments.`,
    );
  }
  const selection = bodySelection(order, type, body);
  const catalogue = await loadSelectionCatalogue({ db, dealer: ctx.dealer });
  const priced = priceSelection(ctx, catalogue, selection, c.get('log'));
  if (!priced.ok) throw new HttpError(400, priced.errors);
  const details = priced.details;
  if (order) {
    details.is_stale = isStale(
      order.paymentSnapshot,
      details,
      ctx.payment.version,
      vehicle,
      ctx.now.toISOString().slice(0, 10),
    );
    details.is_active = order.paymentType === type;
  }
  return c.json(details);
};

// POST /api/customer/payment-type/{type}/protection-changes/ (the pricing body): for every
// protection plan option of the vehicle, the change of the payment when the shopper picks it (the
// deal priced with that option for its plan, less the deal with none of that plan's options), so
// that the amount a plan card shows is the payment change, at every frequency, tax included as the
// payment includes it.
export const protectionChanges: PaymentHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { type, body, order, vehicle, ctx } = await typedPricingRequest(deps, c);
  if (!offersPaymentType(ctx.payment.settings, type, vehicle)) return c.json({ changes: [] });
  const catalogue = await loadSelectionCatalogue({ db, dealer: ctx.dealer });
  const selection = bodySelection(order, type, body);
  const chosen = selection.protectionPriceIds ?? [];
  const changes: { plan: number; price: number; payment_change: number }[] = [];
  for (const entry of catalogue.plans) {
    if (!planFits(entry.plan, vehicle)) continue;
    const own = new Set(entry.prices.map((x) => x.id));
    const others = chosen.filter((id) => !own.has(id));
    const without = priceSelection(ctx, catalogue, { ...selection, protectionPriceIds: others });
    if (!without.ok) throw new HttpError(400, without.errors);
    for (const option of entry.prices) {
      if (!priceFitsPaymentType(option, type)) continue;
      const withOption = priceSelection(ctx, catalogue, {
        ...selection,
        protectionPriceIds: [...others, option.id],
      });
      if (!withOption.ok) continue;
      changes.push({
        plan: entry.plan.id,
        price: option.id,
        payment_change: withOption.details.payment - without.details.payment,
      });
    }
  }
  return c.json({ changes });
};

// POST /api/customer/payment-type/{type}/select/ {order} : makes it the order's payment method.
export const selectPaymentType: PaymentHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const type = paymentTypeParam(c);
  const { customer } = requireCustomer(c);
  const body = await readJson(c, selectPaymentTypeBodySchema);
  const order = await customerOrder(db, c, customer.id, body.order);
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, order.vehicleId)).limit(1);
  if (!vehicle) throw notFoundError('Vehicle not found.');
  const ctx = await pricingContext(deps, c, vehicle);
  if (!offersPaymentType(ctx.payment.settings, type, vehicle)) {
    throw nonField(
      type === 'lease'
        ? 'A lease is not offered for this vehicle.'
        : `The dealership does not offer ${type} payments.`,
    );
  }
  const catalogue = await loadSelectionCatalogue({ db, dealer: ctx.dealer });
  let selection = orderSelection(order, type);
  let priced = priceSelection(ctx, catalogue, selection, c.get('log'));
  if (!priced.ok && type !== order.paymentType) {
    selection = { ...selection, term: null, frequency: null, distanceAllowance: null };
    priced = priceSelection(ctx, catalogue, selection, c.get('log'));
  }
  if (!priced.ok) throw new HttpError(400, priced.errors);
  const details = priced.details;
  const [updated] = await db
    .update(orders)
    .set({
      paymentType: type,
      term: details.term,
      paymentFrequency: type === 'cash' ? order.paymentFrequency : details.payment_frequency,
      leaseModelKm: details.distance_allowance,
      paymentSnapshot: snapshotOf(details, ctx.payment.version, vehicle),
      version: sql`${orders.version} + 1`,
      updatedAt: deps.now(),
    })
    .where(and(eq(orders.id, order.id), eq(orders.customerId, customer.id)))
    .returning();
  orderWritten(db, order.id);
  if (!updated) throw notFoundError('Order not found.');
  details.is_active = true;
  c.header('ETag', `"${updated.version}"`);
  return c.json({
    order: serializeOrder(updated, vehicle, ctx.dealer, {
      origin: requestOrigin(c),
      linkOrigin: linkOrigin(deps.config),
      language: ctx.language,
      secret: deps.secret,
      catalogue,
    }),
    payment_details: details,
  });
};

export function paymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/', paymentTypes(deps));
  app.get('/settings', paymentSettings(deps));
  app.post('/pricing-preview', pricingPreview(deps));
  app.get('/:type/choices', paymentChoices(deps));
  app.post('/:type/pricing', pricing(deps));
  app.post('/:type/protection-changes', protectionChanges(deps));
  app.post('/:type/select', selectPaymentType(deps));
  return app;
}
