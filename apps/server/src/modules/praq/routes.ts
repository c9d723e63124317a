/**
 * Personalised quotes (PRAQ, spec 2 §3, §4 and §7): a dealer prepares up to 3 quotes for a
 * customer in a flow, activates it, sets an expiry and submits it; the customer reads the quotes,
 * picks a primary one, compares it with the order and applies it (praq_id). Plus configurations
 * (PATCH with an authorization token) and task status.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  configurationPatchBodySchema,
  flowCreateBodySchema,
  flowListQuerySchema,
  JOB_STATUSES,
  PRAQ_MAX_QUOTES,
  praqOrderStateBodySchema,
  praqQuoteSchema,
  primaryQuoteBodySchema,
  quoteCreateBodySchema,
  quoteExpiryBodySchema,
  quotesSubmittedBodySchema,
  quoteUpdateBodySchema,
  summarizePraqFlow,
} from '@storefront/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Handler, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import {
  configurations,
  type DealerRow,
  dealTasks,
  type OrderRow,
  orders,
  type PraqFlowRow,
  type PraqQuoteRow,
  praqFlows,
  praqQuotes,
  type UserRow,
  users,
  vehicles,
} from '../../db/schema.ts';
import { requireCustomer, requireStaff } from '../../http/auth.ts';
import { emptyBodySchema, readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, nonField, notFoundError, readQuery } from '../../http/helpers.ts';
import { linkOrigin, requestOrigin } from '../../http/origin.ts';
import { sendEmail } from '../../services/email.ts';
import { allowEmail } from '../../services/rate-limit.ts';
import { serializeAccessory, serializeProtectionPrice } from '../add-ons/catalogue.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';
import { openOrder } from '../orders/service.ts';
import { orderWritten } from '../orders/store.ts';
import { loadSelectionCatalogue, type SelectionCatalogue } from '../pricing/service.ts';
import { recipientOf } from '../user/routes.ts';
import { hashToken, publicConfigurationView } from './configurations.ts';
import { taskStatus } from './tasks.ts';

function quoteView(
  q: PraqQuoteRow,
  catalogue: SelectionCatalogue,
  language: string,
  origin: string,
  vehicleAvailable: boolean,
) {
  const accessories = catalogue.accessories.filter((a) => q.accessoryIds.includes(a.id));
  const prices = catalogue.plans.flatMap((p) => p.prices.filter((x) => q.protectionPriceIds.includes(x.id)));
  const domain = {
    id: q.id,
    applied: q.applied,
    quote_expiry: q.quoteExpiry,
    vehicle_available: vehicleAvailable,
    touched: q.touched,
  };
  return {
    ...domain,
    accessories: accessories.map((a) => serializeAccessory(a, language, origin)),
    protection_plan_prices: prices.map((p) => serializeProtectionPrice(p, language)),
    vehicle: q.vehicleId,
    payment_type: q.paymentType,
    term: q.term,
    down_payment: q.downPayment,
    payment_frequency: q.paymentFrequency,
    incentives: q.incentiveIds,
  };
}

/** The quote's selection compared with an order state: the fields that differ. */
function difference(q: PraqQuoteRow, state: Partial<Record<string, unknown>>) {
  const sameSet = (a: readonly number[], b: unknown) =>
    Array.isArray(b) && a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
  const checks: [string, unknown, boolean][] = [
    ['payment_type', q.paymentType, state.payment_type === undefined || state.payment_type === q.paymentType],
    ['term', q.term, state.term === undefined || state.term === q.term],
    ['down_payment', q.downPayment, state.down_payment === undefined || state.down_payment === q.downPayment],
    [
      'payment_frequency',
      q.paymentFrequency,
      state.payment_frequency === undefined || state.payment_frequency === q.paymentFrequency,
    ],
    [
      'accessory_ids',
      q.accessoryIds,
      state.accessory_ids === undefined || sameSet(q.accessoryIds, state.accessory_ids),
    ],
    [
      'protection_ids',
      q.protectionPriceIds,
      state.protection_ids === undefined || sameSet(q.protectionPriceIds, state.protection_ids),
    ],
    [
      'incentives',
      q.incentiveIds,
      state.incentives === undefined || sameSet(q.incentiveIds, state.incentives),
    ],
  ];
  const differences = checks
    .filter(([, , same]) => !same)
    .map(([field, quote]) => ({ field, quote, order: state[field] }));
  return { quote: q.id, is_modified: differences.length > 0, differences };
}

type PraqHandler = (deps: AppDeps) => Handler<AppEnv>;

async function flowOf(deps: AppDeps, c: AppContext, flowId: number): Promise<PraqFlowRow> {
  const db = deps.database.db;
  const [flow] = await db
    .select()
    .from(praqFlows)
    .where(and(eq(praqFlows.id, flowId), eq(praqFlows.dealerId, c.get('dealer').id)))
    .limit(1);
  if (!flow) throw notFoundError('Quote flow not found.');
  return flow;
}

async function quoteOf(
  deps: AppDeps,
  c: AppContext,
  quoteId: number,
): Promise<{ quote: PraqQuoteRow; flow: PraqFlowRow }> {
  const db = deps.database.db;
  const [quote] = await db
    .select()
    .from(praqQuotes)
    .where(and(eq(praqQuotes.id, quoteId), eq(praqQuotes.dealerId, c.get('dealer').id)))
    .limit(1);
  if (!quote) throw notFoundError('Quote not found.');
  return { quote, flow: await flowOf(deps, c, quote.flowId) };
}

/** A customer sees only the active flows made for them. */
function ownFlow(c: AppContext, flow: PraqFlowRow): void {
  const { customer } = requireCustomer(c);
  if (flow.customerId !== customer.id || !flow.isActive) throw notFoundError('Quote flow not found.');
}

async function flowView(deps: AppDeps, c: AppContext, flow: PraqFlowRow) {
  const db = deps.database.db;
  const quotes = await db
    .select()
    .from(praqQuotes)
    .where(eq(praqQuotes.flowId, flow.id))
    .orderBy(asc(praqQuotes.id));
  const dealer = c.get('dealer');
  const catalogue = await loadSelectionCatalogue({ db, dealer });
  const vehicleIds = [...new Set(quotes.map((q) => q.vehicleId))];
  const rows = vehicleIds.length
    ? await db.select().from(vehicles).where(inArray(vehicles.id, vehicleIds))
    : [];
  const available = new Map(rows.map((v) => [v.id, !['sold', 'unavailable'].includes(v.stockStatus)]));
  const language = resolveLanguage(c, dealer);
  const origin = requestOrigin(c);
  const views = quotes.map((q) =>
    quoteView(q, catalogue, language, origin, available.get(q.vehicleId) ?? false),
  );
  const summary = summarizePraqFlow(
    flow.id,
    views.map((v) => praqQuoteSchema.parse(v)),
    {
      quoteExpiryDate: flow.quoteExpiryDate,
      isPraqModified: flow.isModified,
    },
  );
  return {
    ...summary,
    praqs: views,
    customer: flow.customerId,
    is_active: flow.isActive,
    primary_quote: flow.primaryQuoteId,
    submitted_at: flow.submittedAt?.toISOString() ?? null,
  };
}

/** Applies a quote to the customer's order for its vehicle (creating the order when needed). */
async function applyQuote(
  deps: AppDeps,
  c: AppContext,
  quote: PraqQuoteRow,
  customerId: number,
  email: string,
): Promise<OrderRow> {
  const db = deps.database.db;
  // An expired quote is no longer the dealer's offer: its expiry day past (the day as the expiry update reads it).
  if (quote.quoteExpiry !== null && quote.quoteExpiry < deps.now().toISOString().slice(0, 10))
    throw nonField('This quote has expired.');
  const values = {
    paymentType: quote.paymentType,
    term: quote.term,
    downPayment: quote.downPayment,
    paymentFrequency: quote.paymentFrequency,
    accessoryIds: quote.accessoryIds,
    protectionPriceIds: quote.protectionPriceIds,
    incentiveIds: quote.incentiveIds,
    updatedAt: deps.now(),
  };
  const dealerId = c.get('dealer').id;
  const existing = await openOrder(db, dealerId, customerId, quote.vehicleId);
  let order: OrderRow | undefined;
  if (existing) {
    // A write like any other: the version moves, so a tab holding the one before gets 412.
    [order] = await db
      .update(orders)
      .set({ ...values, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, existing.id))
      .returning();
    orderWritten(db, existing.id);
  } else {
    [order] = await db
      .insert(orders)
      .values({ ...values, dealerId, customerId, vehicleId: quote.vehicleId, email, createdAt: deps.now() })
      .returning();
    if (order) orderWritten(db, order.id);
  }
  await db.update(praqQuotes).set({ applied: false }).where(eq(praqQuotes.flowId, quote.flowId));
  await db.update(praqQuotes).set({ applied: true, touched: false }).where(eq(praqQuotes.id, quote.id));
  if (!order) throw nonField('The quote could not be applied.');
  return order;
}

/** GET customer flow/{id}/quotes/: the flow made for the customer, with its quotes. */
export const customerFlowQuotes: PraqHandler = (deps) => async (c) => {
  const flow = await flowOf(deps, c, idParam(c, 'id'));
  ownFlow(c, flow);
  return c.json(await flowView(deps, c, flow));
};

/** GET customer quotes/{id}/: one quote of the customer's flow, and whether it has expired. */
export const customerQuote: PraqHandler = (deps) => async (c) => {
  const { quote, flow } = await quoteOf(deps, c, idParam(c, 'id'));
  ownFlow(c, flow);
  const view = await flowView(deps, c, flow);
  const found = view.praqs.find((q) => q.id === quote.id);
  if (!found) throw notFoundError('Quote not found.');
  const today = deps.now().toISOString().slice(0, 10);
  return c.json({
    ...found,
    flow: flow.id,
    is_expired: found.quote_expiry !== null && found.quote_expiry < today,
  });
};

/** POST customer primary_quote_set_events/: the quote the customer prefers. */
export const setPrimaryQuote: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const body = await readJson(c, primaryQuoteBodySchema);
  const flow = await flowOf(deps, c, body.praq_flow);
  ownFlow(c, flow);
  const { quote } = await quoteOf(deps, c, body.quote);
  if (quote.flowId !== flow.id) throw new HttpError(400, { quote: ['This quote belongs to another flow.'] });
  await db.update(praqFlows).set({ primaryQuoteId: quote.id }).where(eq(praqFlows.id, flow.id));
  return c.json(await flowView(deps, c, { ...flow, primaryQuoteId: quote.id }));
};

/** POST dealer flow/: a new flow for a customer of the dealership. */
export const createFlow: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const auth = requireStaff(c);
  const body = await readJson(c, flowCreateBodySchema);
  const [who] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, body.customer), eq(users.dealerId, c.get('dealer').id), eq(users.role, 'customer')),
    )
    .limit(1);
  if (!who) throw new HttpError(400, { customer: ['No such customer at this dealership.'] });
  const [flow] = await db
    .insert(praqFlows)
    .values({
      dealerId: c.get('dealer').id,
      customerId: who.id,
      createdById: auth.user.id,
      createdAt: deps.now(),
    })
    .returning();
  if (!flow) throw nonField('The flow could not be created.');
  return c.json(await flowView(deps, c, flow), 201);
};

/**
 * GET dealer flow/?customer=: the customer's quote flows at the dealership, newest first, each with the
 * vehicles of its quotes (the console reopens the flow of an order's vehicle).
 */
export const listFlows: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { customer } = readQuery(c, flowListQuerySchema);
  const flows = await db
    .select()
    .from(praqFlows)
    .where(and(eq(praqFlows.dealerId, c.get('dealer').id), eq(praqFlows.customerId, customer)))
    .orderBy(desc(praqFlows.id))
    .limit(50);
  const quotes = flows.length
    ? await db
        .select({ flowId: praqQuotes.flowId, vehicleId: praqQuotes.vehicleId })
        .from(praqQuotes)
        .where(
          inArray(
            praqQuotes.flowId,
            flows.map((f) => f.id),
          ),
        )
    : [];
  const results = flows.map((f) => {
    const own = quotes.filter((q) => q.flowId === f.id);
    return {
      id: f.id,
      is_active: f.isActive,
      submitted_at: f.submittedAt?.toISOString() ?? null,
      quotesCount: own.length,
      vehicles: [...new Set(own.map((q) => q.vehicleId))],
    };
  });
  return c.json({ count: results.length, results });
};

/** GET dealer flow/{id}/quotes/: a flow with its quotes. */
export const dealerFlowQuotes: PraqHandler = (deps) => async (c) => {
  return c.json(await flowView(deps, c, await flowOf(deps, c, idParam(c, 'id'))));
};

/** POST dealer flow/{id}/quotes/: a quote added to the flow (at most PRAQ_MAX_QUOTES). */
export const addQuote: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const flow = await flowOf(deps, c, idParam(c, 'id'));
  const body = await readJson(c, quoteCreateBodySchema);
  const vehicle = await dealerVehicle(db, c, body.vehicle);
  const [n] = await db.select({ n: count() }).from(praqQuotes).where(eq(praqQuotes.flowId, flow.id));
  if ((n?.n ?? 0) >= PRAQ_MAX_QUOTES) throw nonField(`A quote flow holds at most ${PRAQ_MAX_QUOTES} quotes.`);
  await db.insert(praqQuotes).values({
    dealerId: flow.dealerId,
    flowId: flow.id,
    vehicleId: vehicle.id,
    paymentType: body.payment_type,
    term: body.term ?? null,
    downPayment: body.down_payment ?? null,
    paymentFrequency: body.payment_frequency ?? null,
    accessoryIds: body.accessory_ids ?? [],
    protectionPriceIds: body.protection_ids ?? [],
    incentiveIds: body.incentives ?? [],
    quoteExpiry: body.quote_expiry ?? flow.quoteExpiryDate,
    createdAt: deps.now(),
  });
  await db.update(praqFlows).set({ isModified: true }).where(eq(praqFlows.id, flow.id));
  return c.json(await flowView(deps, c, { ...flow, isModified: true }), 201);
};

/** POST dealer flow/{id}/activate/: the customer may see the flow (once it has a quote). */
export const activateFlow: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const flow = await flowOf(deps, c, idParam(c, 'id'));
  const [n] = await db.select({ n: count() }).from(praqQuotes).where(eq(praqQuotes.flowId, flow.id));
  if ((n?.n ?? 0) === 0) throw nonField('Add a quote before activating the flow.');
  await db.update(praqFlows).set({ isActive: true }).where(eq(praqFlows.id, flow.id));
  return c.json(await flowView(deps, c, { ...flow, isActive: true }));
};

/** PATCH dealer flow/{id}/update_quote_expiry/: the expiry of the flow and of its quotes. */
export const updateQuoteExpiry: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const flow = await flowOf(deps, c, idParam(c, 'id'));
  const body = await readJson(c, quoteExpiryBodySchema);
  const today = deps.now().toISOString().slice(0, 10);
  if (body.quote_expiry_date < today)
    throw new HttpError(400, { quote_expiry_date: ['The expiry date cannot be in the past.'] });
  await db
    .update(praqFlows)
    .set({ quoteExpiryDate: body.quote_expiry_date })
    .where(eq(praqFlows.id, flow.id));
  await db
    .update(praqQuotes)
    .set({ quoteExpiry: body.quote_expiry_date })
    .where(eq(praqQuotes.flowId, flow.id));
  return c.json(await flowView(deps, c, { ...flow, quoteExpiryDate: body.quote_expiry_date }));
};

/** POST dealer quotes_submitted_events/: the active flow sent to its customer by e-mail. */
export const submitQuotes: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const body = await readJson(c, quotesSubmittedBodySchema);
  const flow = await flowOf(deps, c, body.praq_flow);
  if (!flow.isActive) throw nonField('Activate the flow before submitting it.');
  const [who] = await db.select().from(users).where(eq(users.id, flow.customerId)).limit(1);
  const d = c.get('dealer');
  const now = deps.now();
  if (who && !(await allowEmail(db, 'praq_quotes', recipientOf(who), now))) {
    throw new HttpError(429, {
      detail: 'Too many requests. Please wait and try again.',
      code: 'throttled',
    });
  }
  await db
    .update(praqFlows)
    .set({ submittedAt: now, message: body.message, isModified: false })
    .where(eq(praqFlows.id, flow.id));
  if (who) {
    // The storefront's quotes page, in the customer's language (the dealer's first when it has not theirs).
    const language =
      who.language && d.allowedLanguages.includes(who.language)
        ? who.language
        : (d.allowedLanguages[0] ?? 'en');
    await sendEmail(deps, d, {
      kind: 'praq_quotes',
      to: who.email,
      ...(await quotesEmail(deps, d, flow.id, who, language, body.message)),
    });
  }
  return c.json(
    await flowView(deps, c, { ...flow, submittedAt: now, message: body.message, isModified: false }),
  );
};

/**
 * The quotes' e-mail in the customer's language: a greeting, what the dealer prepared and for which
 * vehicles, the rep's message, the link to the quotes page (the configured origin), the dealer.
 */
async function quotesEmail(
  deps: AppDeps,
  d: DealerRow,
  flowId: number,
  who: UserRow,
  language: string,
  message: string,
): Promise<{ subject: string; text: string }> {
  const quoted = await deps.database.db
    .select({ year: vehicles.year, make: vehicles.make, model: vehicles.model, trim: vehicles.trim })
    .from(praqQuotes)
    .innerJoin(vehicles, eq(vehicles.id, praqQuotes.vehicleId))
    .where(eq(praqQuotes.flowId, flowId))
    .orderBy(asc(praqQuotes.id));
  const names = [...new Set(quoted.map((v) => `${v.year} ${v.make} ${v.model} ${v.trim}`.trim()))];
  const link = `${linkOrigin(deps.config)}/${d.code}/${language}/praq/${flowId}/`;
  const first = who.firstName.trim();
  const n = quoted.length;
  const fr = language === 'fr';
  const lines = fr
    ? [
        first ? `Bonjour ${first},` : 'Bonjour,',
        `${d.name} a préparé ${n > 1 ? `${n} soumissions` : 'une soumission'} pour vous\u00a0: ${names.join(', ')}.`,
        message,
        `Voir vos soumissions\u00a0: ${link}`,
      ]
    : [
        first ? `Hello ${first},` : 'Hello,',
        `${d.name} prepared ${n > 1 ? `${n} quotes` : 'a quote'} for you: ${names.join(', ')}.`,
        message,
        `See your quotes: ${link}`,
      ];
  return {
    subject: fr ? `${d.name}\u00a0: vos soumissions personnalisées` : `${d.name}: your personalised quotes`,
    text: `${lines.join('\n\n')}\n\n${d.name}\n${d.phone}`,
  };
}

/** PATCH dealer {id}/: a quote's terms changed. */
export const updateQuote: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { quote, flow } = await quoteOf(deps, c, idParam(c, 'id'));
  const body = await readJson(c, quoteUpdateBodySchema);
  const set: Partial<typeof praqQuotes.$inferInsert> = { touched: true };
  if (body.payment_type !== undefined) set.paymentType = body.payment_type;
  if (body.term !== undefined) set.term = body.term;
  if (body.down_payment !== undefined) set.downPayment = body.down_payment;
  if (body.payment_frequency !== undefined) set.paymentFrequency = body.payment_frequency;
  if (body.accessory_ids !== undefined) set.accessoryIds = body.accessory_ids;
  if (body.protection_ids !== undefined) set.protectionPriceIds = body.protection_ids;
  if (body.incentives !== undefined) set.incentiveIds = body.incentives;
  if (body.quote_expiry !== undefined) set.quoteExpiry = body.quote_expiry;
  await db.update(praqQuotes).set(set).where(eq(praqQuotes.id, quote.id));
  await db.update(praqFlows).set({ isModified: true }).where(eq(praqFlows.id, flow.id));
  return c.json(await flowView(deps, c, { ...flow, isModified: true }));
};

/** DELETE dealer {id}/: a quote removed (the primary one too). */
export const deleteQuote: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { quote, flow } = await quoteOf(deps, c, idParam(c, 'id'));
  await db.delete(praqQuotes).where(eq(praqQuotes.id, quote.id));
  await db
    .update(praqFlows)
    .set({ isModified: true, ...(flow.primaryQuoteId === quote.id ? { primaryQuoteId: null } : {}) })
    .where(eq(praqFlows.id, flow.id));
  const primaryQuoteId = flow.primaryQuoteId === quote.id ? null : flow.primaryQuoteId;
  return c.json(await flowView(deps, c, { ...flow, isModified: true, primaryQuoteId }));
};

/** GET praq/{id}/upsert/: what applying the quote would touch (a GET writes nothing). */
export const previewQuote: PraqHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { customer: who } = requireCustomer(c);
  const { quote, flow } = await quoteOf(deps, c, idParam(c, 'id'));
  ownFlow(c, flow);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.dealerId, c.get('dealer').id),
        eq(orders.customerId, who.id),
        eq(orders.vehicleId, quote.vehicleId),
        eq(orders.isArchived, false),
      ),
    )
    .limit(1);
  return c.json({
    order: order?.id ?? null,
    vehicle: quote.vehicleId,
    quote: quote.id,
    applied: quote.applied,
  });
};

/** POST praq/{id}/upsert/: the quote applied to the shopper's order. */
export const applyQuoteById: PraqHandler = (deps) => async (c) => {
  const { customer: who } = requireCustomer(c);
  await readJson(c, emptyBodySchema);
  const { quote, flow } = await quoteOf(deps, c, idParam(c, 'id'));
  ownFlow(c, flow);
  const order = await applyQuote(deps, c, quote, who.id, who.email);
  return c.json({ order: order.id, vehicle: order.vehicleId, quote: quote.id, applied: true });
};

/** POST praq/{id}/difference/: how the quote differs from the order's state. */
export const quoteDifference: PraqHandler = (deps) => async (c) => {
  const { quote, flow } = await quoteOf(deps, c, idParam(c, 'id'));
  ownFlow(c, flow);
  return c.json(difference(quote, await readJson(c, praqOrderStateBodySchema)));
};

/** POST customer {id}/reset/ (the quote applied to the order) and {id}/difference/. */
const customerQuoteAction =
  (action: 'reset' | 'difference'): PraqHandler =>
  (deps) =>
  async (c) => {
    const { customer: who } = requireCustomer(c);
    const { quote, flow } = await quoteOf(deps, c, idParam(c, 'id'));
    ownFlow(c, flow);
    if (action === 'difference') {
      const state = await readJson(c, praqOrderStateBodySchema);
      return c.json(difference(quote, state));
    }
    await readJson(c, emptyBodySchema);
    const order = await applyQuote(deps, c, quote, who.id, who.email);
    return c.json({ order: order.id, quote: quote.id, applied: true });
  };

/** POST dealer {id}/reset/ (the quote no longer marked as changed) and {id}/difference/. */
const dealerQuoteAction =
  (action: 'reset' | 'difference'): PraqHandler =>
  (deps) =>
  async (c) => {
    const { quote, flow } = await quoteOf(deps, c, idParam(c, 'id'));
    if (action === 'difference')
      return c.json(difference(quote, await readJson(c, praqOrderStateBodySchema)));
    await readJson(c, emptyBodySchema);
    await deps.database.db.update(praqQuotes).set({ touched: false }).where(eq(praqQuotes.id, quote.id));
    return c.json(await flowView(deps, c, flow));
  };

/**
 * The quote flows' routes: the customer's (their flow, its quotes, the primary one, applying one), the
 * dealer's (making, filling, activating and submitting a flow) and the shopper's by praq_id.
 */
export function praqRoutes(deps: AppDeps) {
  const customer = new Hono<AppEnv>({ strict: false });
  customer.get('/flow/:id/quotes', customerFlowQuotes(deps));
  customer.get('/quotes/:id', customerQuote(deps));
  customer.post('/primary_quote_set_events', setPrimaryQuote(deps));
  customer.post('/:id/reset', customerQuoteAction('reset')(deps));
  customer.post('/:id/difference', customerQuoteAction('difference')(deps));

  const dealer = new Hono<AppEnv>({ strict: false });
  dealer.get('/flow', listFlows(deps));
  dealer.post('/flow', createFlow(deps));
  dealer.get('/flow/:id/quotes', dealerFlowQuotes(deps));
  dealer.post('/flow/:id/quotes', addQuote(deps));
  dealer.post('/flow/:id/activate', activateFlow(deps));
  dealer.patch('/flow/:id/update_quote_expiry', updateQuoteExpiry(deps));
  dealer.post('/quotes_submitted_events', submitQuotes(deps));
  dealer.patch('/:id', updateQuote(deps));
  dealer.delete('/:id', deleteQuote(deps));
  dealer.post('/:id/reset', dealerQuoteAction('reset')(deps));
  dealer.post('/:id/difference', dealerQuoteAction('difference')(deps));

  // /praq/{id}/upsert/ and /praq/{id}/difference/ : the shopper applies a quote by praq_id. The spec
  // names a GET; a GET never writes (a link on another site could trigger it with Lax cookies): GET
  // answers what applying would touch, POST (anti-forgery header, as every write) applies it.
  const shopper = new Hono<AppEnv>({ strict: false });
  shopper.get('/:id/upsert', previewQuote(deps));
  shopper.post('/:id/upsert', applyQuoteById(deps));
  shopper.post('/:id/difference', quoteDifference(deps));

  return { customer, dealer, shopper };
}

// Configurations and tasks -------------------------------------------------------------------------

export function configurationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;

  /** The configuration, when the request carries its token (`Authorization: Token <token>`). */
  async function authorized(c: AppContext) {
    const header = c.req.header('authorization') ?? '';
    const m = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!m?.[1])
      throw new HttpError(401, { detail: 'The configuration token is missing.', code: 'not_authenticated' });
    const [row] = await db
      .select()
      .from(configurations)
      .where(and(eq(configurations.id, idParam(c, 'id')), eq(configurations.dealerId, c.get('dealer').id)))
      .limit(1);
    const given = Buffer.from(hashToken(m[1]));
    const stored = Buffer.from(row?.tokenHash ?? '');
    if (!row || stored.length !== given.length || !timingSafeEqual(given, stored)) {
      throw notFoundError('Configuration not found.');
    }
    return row;
  }

  const view = (row: typeof configurations.$inferSelect) => ({
    id: row.id,
    order_id: row.orderId,
    ...row.data,
  });

  // Without a token: the public, dealer-scoped view a shopper's page applies (the vehicle and the
  // choices: no salesperson e-mail, no order); with one: the whole configuration (./configurations.ts).
  app.get('/:id', async (c) => {
    if (c.req.header('authorization') !== undefined) return c.json(view(await authorized(c)));
    const [row] = await db
      .select()
      .from(configurations)
      .where(and(eq(configurations.id, idParam(c, 'id')), eq(configurations.dealerId, c.get('dealer').id)))
      .limit(1);
    if (!row) throw notFoundError('Configuration not found.');
    const catalogue = await loadSelectionCatalogue({ db, dealer: c.get('dealer') });
    return c.json(publicConfigurationView(row, catalogue));
  });

  // PATCH /api/customer/v1/configurations/{id}/ : a salesperson-linked configuration updates its order.
  app.patch('/:id', async (c) => {
    const row = await authorized(c);
    const body = await readJson(c, configurationPatchBodySchema);
    const data = { ...row.data };
    if (body.order_configuration !== undefined) {
      data.order_configuration = {
        ...((data.order_configuration as Record<string, unknown>) ?? {}),
        ...body.order_configuration,
      };
    }
    if (body.salesperson_email !== undefined) data.salesperson_email = body.salesperson_email;
    let orderId = row.orderId;
    if (body.order_id !== undefined && body.order_id !== null && body.order_id !== row.orderId) {
      // A new order to follow: the signed-in shopper's own (the token alone names no one's order), and
      // only while the configuration follows none.
      const auth = c.get('auth');
      const who = auth ? (auth.actingAs ?? auth.user) : null;
      const [order] =
        who?.role === 'customer' && row.orderId === null
          ? await db
              .select()
              .from(orders)
              .where(
                and(
                  eq(orders.id, body.order_id),
                  eq(orders.dealerId, c.get('dealer').id),
                  eq(orders.customerId, who.id),
                ),
              )
              .limit(1)
          : [];
      if (!order) throw new HttpError(400, { order_id: ['No such order at this dealership.'] });
      orderId = order.id;
    }
    if (orderId !== null && orderId !== row.orderId && !body.order_configuration) {
      // The order names the configuration it follows; its choices stay the shopper's, so its version
      // stays (the shopper's next write, made against it, is no conflict: it writes only its fields).
      await db.update(orders).set({ configurationId: row.id }).where(eq(orders.id, orderId));
      orderWritten(db, orderId);
    }
    if (orderId !== null && body.order_configuration) {
      const set: Partial<typeof orders.$inferInsert> = { configurationId: row.id, updatedAt: deps.now() };
      const skus = body.order_configuration.accessories?.map((a) => a.sku);
      if (skus) {
        const catalogue = await loadSelectionCatalogue({ db, dealer: c.get('dealer') });
        set.accessoryIds = catalogue.accessories.filter((a) => skus.includes(a.sku)).map((a) => a.id);
      }
      if (body.order_configuration.payment_data)
        set.paymentType = body.order_configuration.payment_data.paymentType;
      // A write like any other: the version moves (a stale If-Match then answers 412).
      await db
        .update(orders)
        .set({ ...set, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, orderId));
      orderWritten(db, orderId);
    }
    const [updated] = await db
      .update(configurations)
      .set({ data, orderId, updatedAt: deps.now() })
      .where(eq(configurations.id, row.id))
      .returning();
    if (!updated) throw notFoundError('Configuration not found.');
    return c.json(view(updated));
  });

  return app;
}

export function taskRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;
  // GET /api/customer/tasks/{id}/ : status of a background job (PENDING, SUCCESS, INVALID, FAILURE, IN_PROGRESS).
  app.get('/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const taskId = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/i.test(taskId)) throw notFoundError('Task not found.');
    const [row] = await db
      .select()
      .from(dealTasks)
      .where(
        and(
          eq(dealTasks.id, taskId.toLowerCase()),
          eq(dealTasks.dealerId, c.get('dealer').id),
          eq(dealTasks.userId, customer.id),
        ),
      )
      .limit(1);
    if (!row) throw notFoundError('Task not found.');
    const answered = taskStatus(row, deps.now());
    const status = (JOB_STATUSES as readonly string[]).includes(answered) ? answered : 'FAILURE';
    const result =
      status === 'FAILURE' && answered !== row.status
        ? { error: 'The task was interrupted (the server stopped). Try again.' }
        : row.result;
    return c.json({ id: row.id, kind: row.kind, status, result });
  });
  return app;
}
