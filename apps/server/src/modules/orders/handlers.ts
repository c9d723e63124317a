/**
 * The handlers of /api/customer/order (spec 2 §3, §4 and §7), one function each, wired in
 * routes.ts. Every one acts for the signed-in customer (or the one a staff user acts as) on that
 * customer's orders at this dealer: another customer's order does not exist for them (404).
 */
import { randomBytes } from 'node:crypto';
import {
  offerAcceptBodySchema,
  offerDeclineBodySchema,
  orderIncentivesUpdateSchema,
  orderListQuerySchema,
  postalCodeCheckBodySchema,
  STEP_STATES,
  tradeInPayoffCents,
  usesOrderIncentivesCall,
} from '@storefront/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Handler } from 'hono';
import {
  type DealerRow,
  type OrderRow,
  orders,
  type UserRow,
  users,
  type VehicleRow,
  vehicles,
} from '../../db/schema.ts';
import { requireCustomer } from '../../http/auth.ts';
import { emptyBodySchema, readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import {
  HttpError,
  idParam,
  isId,
  NON_FIELD,
  nonField,
  notFoundError,
  parseIfMatch,
  readQuery,
} from '../../http/helpers.ts';
import { linkOrigin } from '../../http/origin.ts';
import { sendEmail } from '../../services/email.ts';
import { allowEmail } from '../../services/rate-limit.ts';
import { forgetUser } from '../../services/sessions.ts';
import { reservedForOthers, vehicleReserved } from '../deposit/service.ts';
import { recipientLanguage, resolveLanguage } from '../i18n/routes.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';
import { taskQueue } from '../praq/tasks.ts';
import { loadSelectionCatalogue, priceSelection } from '../pricing/service.ts';
import { checkOfferCarriable } from '../trade-in/service.ts';
import { currentTradeIn } from '../trade-in/store.ts';
import { recipientOf } from '../user/routes.ts';
import { checkPostalCode } from './postal.ts';
import { orderCreateBodySchema, orderUpdateBodySchema, readOrderBody } from './request.ts';
import { orderSelection, snapshotOf } from './serializers.ts';
import {
  columnsFor,
  conflict,
  etag,
  nextVersion,
  openOrder,
  pricingContext,
  renderOrder,
  VEHICLE_NOT_FOR_SALE,
  vehicleOf,
} from './service.ts';
import { shareToken, shareUrl } from './share.ts';
import { customerOrder, orderWritten } from './store.ts';

type OrderHandler = (deps: AppDeps) => Handler<AppEnv>;

/**
 * At a dealer on the payment system PC the order's incentives are written only by their own call
 * (PUT /{id}/incentives/, which checks the rate they were shown at); the order write refuses them.
 */
function refuseIncentivesOfPc(dealer: DealerRow, body: { incentives?: unknown }) {
  if (body.incentives !== undefined && usesOrderIncentivesCall(dealer.settings.payment_system as 'PC')) {
    throw new HttpError(400, {
      incentives: ['At this dealership, incentives are saved with PUT /api/customer/order/{id}/incentives/.'],
    });
  }
}

/** The customer's order named by the path's id (404 for anyone else's). */
async function ownOrder(deps: AppDeps, c: AppContext): Promise<{ customer: UserRow; order: OrderRow }> {
  const { customer } = requireCustomer(c);
  const order = await customerOrder(deps.database.db, c, customer.id, idParam(c, 'id'));
  return { customer, order };
}

/**
 * The postal code a shopper priced with becomes their account's when it has none, so that the
 * deposit's and the credit application's forms, and the dealer's console, know it; one the account
 * has is never replaced by a deal's.
 */
async function keepPostalCode(deps: AppDeps, customer: UserRow, postalCode: string | null | undefined) {
  if (!postalCode || customer.postalCode) return;
  await deps.database.db
    .update(users)
    .set({ postalCode })
    .where(and(eq(users.id, customer.id), eq(users.postalCode, '')));
  // the sessions' cached copy of the account is read again
  forgetUser(deps.database.db, customer.id);
}

/** POST / : create (one open order per vehicle: an existing one is answered again, 200). */
export const createOrder: OrderHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { customer } = requireCustomer(c);
  const dealer = c.get('dealer');
  const body = await readOrderBody(c, orderCreateBodySchema);
  refuseIncentivesOfPc(dealer, body);
  const vehicle = await dealerVehicle(db, c, body.vehicle);
  if (VEHICLE_NOT_FOR_SALE.includes(vehicle.stockStatus)) {
    throw new HttpError(400, { vehicle: ['This vehicle is no longer available.'] });
  }
  // Spec 2 §4, reserved handling: only the shopper whose deposit reserved it gets a deal on it.
  if (await reservedForOthers(db, vehicle, customer.id)) throw vehicleReserved();
  const existing = await openOrder(db, dealer.id, customer.id, vehicle.id);
  if (existing) return c.json(await renderOrder(deps, c, existing), 200);
  const { set, snapshot } = await columnsFor(deps, c, body, null, vehicle);
  const now = deps.now();
  const [created] = await db
    .insert(orders)
    .values({
      ...set,
      dealerId: dealer.id,
      customerId: customer.id,
      vehicleId: vehicle.id,
      email: set.email ?? customer.email,
      paymentType: set.paymentType ?? dealer.settings.financing_default_payment_type,
      paymentSnapshot: snapshot,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    orderWritten(db, created.id);
    await keepPostalCode(deps, customer, created.postalCode);
    return c.json(await renderOrder(deps, c, created), 201);
  }
  // Another tab created it at the same moment: answer that order.
  const row = await openOrder(db, dealer.id, customer.id, vehicle.id);
  if (!row) throw nonField('The order could not be created.');
  return c.json(await renderOrder(deps, c, row), 200);
};

/** GET /?vehicle=&include_archived= : the customer's orders, {count, results}, newest first. */
export const listOrders: OrderHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { customer } = requireCustomer(c);
  const query = readQuery(c, orderListQuerySchema);
  const dealer = c.get('dealer');
  const conditions = [eq(orders.dealerId, dealer.id), eq(orders.customerId, customer.id)];
  if (!query.include_archived) conditions.push(eq(orders.isArchived, false));
  if (query.vehicle !== undefined) conditions.push(vehicleCondition(query.vehicle, dealer));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(100);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(...conditions));
  const catalogue = await loadSelectionCatalogue({ db, dealer });
  const results = [];
  for (const row of rows) results.push(await renderOrder(deps, c, row, catalogue));
  return c.json({ count: total?.n ?? 0, results });
};

/** Orders of a vehicle named by id or uid (400 for anything else). */
function vehicleCondition(vehicle: string, dealer: DealerRow) {
  if (isId(vehicle)) return eq(orders.vehicleId, Number(vehicle));
  if (/^[0-9a-f-]{36}$/i.test(vehicle)) {
    return sql`${orders.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.uid} = ${vehicle.toLowerCase()} and ${vehicles.dealerId} = ${dealer.id})`;
  }
  throw new HttpError(400, { vehicle: ['A vehicle id or uid is required.'] });
}

export { postalCodeCheckBodySchema };

/** POST /check_postal_code/ {postal_code}: the province it is in, and whether it is the dealer's. */
export const checkOrderPostalCode: OrderHandler = () => async (c) => {
  const body = await readJson(c, postalCodeCheckBodySchema);
  const dealer = c.get('dealer');
  const check = checkPostalCode(body.postal_code, dealer.country === 'US' ? 'US' : 'CA');
  if (!check.ok) throw new HttpError(400, { postal_code: [check.message] });
  return c.json({
    postal_code: check.postalCode,
    province_code: check.provinceCode ?? dealer.provinceCode,
    is_valid: true,
    same_province: check.provinceCode === null || check.provinceCode === dealer.provinceCode,
  });
};

/** GET /{id}/ with its ETag (the version). */
export const getOrder: OrderHandler = (deps) => async (c) => {
  const { order } = await ownOrder(deps, c);
  c.header('ETag', etag(order));
  return c.json(await renderOrder(deps, c, order));
};

/** PUT and PATCH /{id}/ : whitelisted partial update, merged field by field; If-Match guards it (412). */
export const updateOrder: OrderHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { customer } = requireCustomer(c);
  const orderId = idParam(c, 'id');
  const ifMatch = parseIfMatch(c.req.header('if-match'));
  if (ifMatch === 'invalid')
    throw new HttpError(400, { [NON_FIELD]: ['If-Match must be the order version, like "3".'] });
  const order = await customerOrder(db, c, customer.id, orderId);
  if (order.isArchived) throw nonField('This order is archived.');
  const body = await readOrderBody(c, orderUpdateBodySchema);
  refuseIncentivesOfPc(c.get('dealer'), body);
  const vehicle =
    body.vehicle !== undefined ? await dealerVehicle(db, c, body.vehicle) : await vehicleOf(db, order);
  const changesVehicle = body.vehicle !== undefined && body.vehicle !== order.vehicleId;
  if (changesVehicle && VEHICLE_NOT_FOR_SALE.includes(vehicle.stockStatus)) {
    throw new HttpError(400, { vehicle: ['This vehicle is no longer available.'] });
  }
  if (changesVehicle && (await reservedForOthers(db, vehicle, customer.id))) throw vehicleReserved();
  if (ifMatch !== null && ifMatch !== order.version) throw conflict(order);
  const { set, snapshot } = await columnsFor(deps, c, body, order, vehicle);
  const where = [
    eq(orders.id, order.id),
    eq(orders.customerId, customer.id),
    eq(orders.dealerId, c.get('dealer').id),
  ];
  if (ifMatch !== null) where.push(eq(orders.version, ifMatch));
  let updated: OrderRow | undefined;
  try {
    [updated] = await db
      .update(orders)
      .set({ ...set, paymentSnapshot: snapshot, ...nextVersion(deps) })
      .where(and(...where))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(400, { vehicle: ['You already have an order for this vehicle.'] });
    }
    throw error;
  } finally {
    orderWritten(db, order.id);
  }
  if (!updated) throw conflict(await customerOrder(db, c, customer.id, order.id));
  if (set.postalCode !== undefined) await keepPostalCode(deps, customer, updated.postalCode);
  c.header('ETag', etag(updated));
  return c.json(await renderOrder(deps, c, updated));
};

/** PostgreSQL's unique_violation (23505), from either driver (PGlite nests it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return String(code) === '23505';
}

/** DELETE /{id}/ : archives the order (kept for the dealer) and revokes its share link. */
export const archiveOrder: OrderHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { order } = await ownOrder(deps, c);
  await db
    .update(orders)
    .set({ isArchived: true, shareNonce: null, ...nextVersion(deps) })
    .where(eq(orders.id, order.id));
  orderWritten(db, order.id);
  return c.body(null, 204);
};

/** A fresh share nonce on the order (a new link; the previous one stops working). */
async function rotateShareLink(deps: AppDeps, order: OrderRow): Promise<OrderRow | undefined> {
  const db = deps.database.db;
  const [updated] = await db
    .update(orders)
    .set({ shareNonce: randomBytes(18).toString('base64url'), ...nextVersion(deps) })
    .where(eq(orders.id, order.id))
    .returning();
  orderWritten(db, order.id);
  return updated;
}

/** POST /{id}/share/ : creates (or rotates) the read-only share link. */
export const shareOrder: OrderHandler = (deps) => async (c) => {
  const { order } = await ownOrder(deps, c);
  const updated = await rotateShareLink(deps, order);
  if (!updated) throw notFoundError('Order not found.');
  const token = shareToken(deps.secret, updated);
  const dealer = c.get('dealer');
  return c.json(
    { tokenized_url: shareUrl(linkOrigin(deps.config), dealer, resolveLanguage(c, dealer), token) },
    201,
  );
};

/** DELETE /{id}/share/ : revokes it. */
export const unshareOrder: OrderHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { order } = await ownOrder(deps, c);
  await db
    .update(orders)
    .set({ shareNonce: null, ...nextVersion(deps) })
    .where(eq(orders.id, order.id));
  orderWritten(db, order.id);
  return c.body(null, 204);
};

/**
 * POST /{id}/send_order_link/ : e-mails the share link to the order's customer, at the customer's
 * own address (the order's `email` is theirs to write: never a recipient), within the e-mail limits
 * per customer and per address. Delivery (SMTP can take seconds) runs after the answer, as a task
 * the storefront polls.
 */
export const sendOrderLink: OrderHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const { customer } = requireCustomer(c);
  await readJson(c, emptyBodySchema);
  let { order } = await ownOrder(deps, c);
  if (!(await allowEmail(db, 'order_link', recipientOf(customer), deps.now()))) {
    throw new HttpError(429, { detail: 'Too many requests. Please wait and try again.', code: 'throttled' });
  }
  if (!order.shareNonce) order = (await rotateShareLink(deps, order)) ?? order;
  const dealer = c.get('dealer');
  const language = recipientLanguage(c, dealer, customer);
  const url = shareUrl(linkOrigin(deps.config), dealer, language, shareToken(deps.secret, order)) ?? '';
  const email = orderLinkEmail(dealer, await vehicleOf(db, order), language, url, customer.firstName);
  const to = customer.email;
  const orderId = order.id;
  const task = await taskQueue(db, deps.logger, deps.now).enqueue(
    { dealerId: dealer.id, userId: customer.id, kind: 'send_order_link' },
    async () => {
      const outcome = await sendEmail(deps, dealer, { ...email, to });
      if (outcome.status === 'failed') throw new Error(`The e-mail could not be delivered: ${outcome.error}`);
      return { email: to, order: orderId, outbox_id: outcome.outboxId, delivery: outcome.status };
    },
  );
  return c.json({ task, status: 'PENDING', email: to, tokenized_url: url }, 202);
};

function orderLinkEmail(
  dealer: DealerRow,
  vehicle: VehicleRow,
  language: string,
  url: string,
  firstName: string | null,
) {
  const fr = language === 'fr';
  // By name when the shopper gave one, as the other e-mails greet them.
  const hello = firstName
    ? fr
      ? `Bonjour ${firstName},`
      : `Hello ${firstName},`
    : fr
      ? 'Bonjour,'
      : 'Hello,';
  const name =
    `${vehicle.year} ${vehicle.make} ${fr ? vehicle.modelFr : vehicle.model} ${vehicle.trim}`.trim();
  return {
    kind: 'order_link' as const,
    subject: fr ? `Votre ${name} chez ${dealer.name}` : `Your ${name} at ${dealer.name}`,
    text: fr
      ? `${hello}\n\nVoici le lien vers votre configuration du ${name}\u00a0:\n${url}\n\n${dealer.name}\n${dealer.phone}`
      : `${hello}\n\nHere is the link to your ${name} deal:\n${url}\n\n${dealer.name}\n${dealer.phone}`,
  };
}

/** POST /{id}/accept_current_offer/ and decline_current_offer/ : the shopper's answer to a trade-in offer. */
export const answerOffer =
  (action: 'accept' | 'decline'): OrderHandler =>
  (deps) =>
  async (c) => {
    const db = deps.database.db;
    requireCustomer(c);
    // Spec 3 §3 and §5: accept {trade_in}; decline {trade_in, comments}, the comment required.
    const body = await readJson(c, action === 'decline' ? offerDeclineBodySchema : offerAcceptBodySchema);
    const { customer, order } = await ownOrder(deps, c);
    const offer = order.tradeInOffer;
    const today = deps.now().toISOString().slice(0, 10);
    if (offer?.status !== 'pending') throw nonField('There is no current trade-in offer on this order.');
    if (offer.expires_on && offer.expires_on < today) throw nonField('The trade-in offer has expired.');
    const status = action === 'accept' ? ('accepted' as const) : ('declined' as const);
    // Accepted, the trade-in enters the deal with what is still owed on it: a payoff above the offer
    // is negative equity, carried into the amount financed (the stack's trade-in owing line).
    const trade = await currentTradeIn(db, order);
    const owing = action === 'accept' ? tradeInPayoffCents(trade?.lien) : 0;
    if (action === 'accept') await checkOfferCarriable(db, c.get('dealer'), owing, offer.value);
    // The trade-in step follows the answer: completed when accepted, skipped when declined.
    const step = action === 'accept' ? STEP_STATES.COMPLETED : STEP_STATES.SKIPPED;
    const [updated] = await db
      .update(orders)
      .set({
        tradeInOffer: {
          ...offer,
          status,
          answered_at: deps.now().toISOString(),
          ...('comments' in body && typeof body.comments === 'string' ? { comments: body.comments } : {}),
        },
        ...(action === 'accept' ? { tradeInCredit: offer.value, tradeInOwing: owing } : {}),
        ...(trade?.status === 'awaiting_dealer'
          ? { progress: sql`${orders.progress} || ${JSON.stringify({ 'trade-in': step })}::jsonb` }
          : {}),
        ...nextVersion(deps),
      })
      // Only the offer read: a dealer replacing it meanwhile makes this a conflict.
      .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
      .returning();
    orderWritten(db, order.id);
    if (!updated) throw conflict(await customerOrder(db, c, customer.id, order.id));
    return c.json(await renderOrder(deps, c, updated));
  };

export const orderIncentivesBodySchema = orderIncentivesUpdateSchema.strict();

/** PUT /{id}/incentives/ {rate, rates_type, incentives}: payment system PC only; the rate must be current. */
export const updateOrderIncentives: OrderHandler = (deps) => async (c) => {
  const db = deps.database.db;
  const dealer = c.get('dealer');
  const { order } = await ownOrder(deps, c);
  const body = await readJson(c, orderIncentivesBodySchema);
  if (!usesOrderIncentivesCall(dealer.settings.payment_system as 'PC')) {
    throw nonField('Incentives are saved with the order for this dealership.');
  }
  if (body.rates_type !== 'apr') throw new HttpError(400, { rates_type: ['Only apr rates are used.'] });
  const vehicle = await vehicleOf(db, order);
  const ctx = await pricingContext(deps, c, vehicle);
  const catalogue = await loadSelectionCatalogue({ db, dealer });
  const merged = { ...order, incentiveIds: [...new Set(body.incentives)] };
  const priced = priceSelection(ctx, catalogue, orderSelection(merged), c.get('log'));
  if (!priced.ok) throw new HttpError(400, priced.errors);
  const rate = priced.details.rate;
  if (rate !== null && Math.abs(rate - body.rate) > 0.005) {
    throw new HttpError(400, { rate: [`The rate is now ${rate}%. Refresh the payment and try again.`] });
  }
  const [updated] = await db
    .update(orders)
    .set({
      incentiveIds: merged.incentiveIds,
      incentiveRate: rate === null ? null : String(rate),
      paymentSnapshot: snapshotOf(priced.details, ctx.payment.version, vehicle),
      ...nextVersion(deps),
    })
    .where(eq(orders.id, order.id))
    .returning();
  orderWritten(db, order.id);
  if (!updated) throw notFoundError('Order not found.');
  return c.json({ order: await renderOrder(deps, c, updated, catalogue), payment_details: priced.details });
};
