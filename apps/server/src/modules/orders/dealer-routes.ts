/**
 * Staff calls on customers' orders (dealer panel API):
 *
 * - `GET /api/dealer/orders/?customer=` : the dealer's open orders (newest first, at most 200).
 * - `PUT /api/dealer/orders/{id}/trade_in_offer/` `{amount, expires_on}` : puts a trade-in offer on
 *   the order (state O, awaiting the customer), who accepts (A) or declines (D) it with
 *   `accept_current_offer/` and `decline_current_offer/`. A new offer replaces one awaiting the
 *   customer or declined; an accepted offer is part of the deal and is not replaced.
 *   With `condition` it is a conditional offer: the customer reads the condition with it.
 * - `DELETE /api/dealer/orders/{id}/trade_in_offer/` : withdraws an offer awaiting the customer.
 * - `POST /api/dealer/orders/{id}/trade_in_decline/` `{reason, message}` : the dealer makes no offer
 *   (`no_offer`) or takes the trade-in out of the deal (`excluded`) with a message the customer reads
 *   (spec 3 §5: the comment is required): the trade-in excluded, the order's trade-in credit 0 and
 *   its step skipped, the answer kept as the order's offer in state D with `dealer_decision`.
 *
 * Who: staff covering the tenant dealer who may act for customers (every staff role but the
 * organization assistant). Another dealer's order is a 404. Offers and withdrawals are audited.
 */
import {
  dealerOrderListQuerySchema,
  STEP_STATES,
  tradeInDeclineBodySchema,
  tradeInOfferBodySchema,
} from '@storefront/domain';
import { and, desc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { TradeInOffer } from '../../db/deal-types.ts';
import { type OrderRow, orders, tradeIns } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import {
  type FieldErrors,
  HttpError,
  idParam,
  nonField,
  notFoundError,
  readQuery,
} from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';
import { emailTradeInOffer } from '../trade-in/offer-email.ts';
import { currentTradeIn } from '../trade-in/store.ts';
import { offerView } from './serializers.ts';
import { orderWritten } from './store.ts';

/** Offers run at most this many days. */
const MAX_OFFER_DAYS = 90;

function orderView(order: OrderRow) {
  return {
    id: order.id,
    customer: order.customerId,
    vehicle: order.vehicleId,
    payment_type: order.paymentType,
    status: order.status,
    version: order.version,
    trade_in_credit: order.tradeInCredit,
    trade_in_offer: order.tradeInOffer ? offerView(order.tradeInOffer) : null,
    updated_at: order.updatedAt.toISOString(),
  };
}

/** The tenant dealer's order, or 404 (another dealer's order is not found either). */
async function dealerOrder(db: Db, c: AppContext, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.dealerId, c.get('dealer').id)))
    .limit(1);
  if (!row) throw notFoundError('Order not found.');
  return row;
}

/** 412 with the order's current version: it changed since it was read. */
async function orderConflict(db: Db, c: AppContext, id: number): Promise<never> {
  const current = await dealerOrder(db, c, id);
  throw new HttpError(412, {
    detail: 'The order changed meanwhile. Reload it and try again.',
    code: 'order_conflict',
    version: current.version,
  });
}

async function listOrders(db: Db, c: AppContext) {
  const query = readQuery(c, dealerOrderListQuerySchema);
  const where = [eq(orders.dealerId, c.get('dealer').id), eq(orders.isArchived, false)];
  if (query.customer !== undefined) where.push(eq(orders.customerId, query.customer));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(200);
  return c.json({ count: rows.length, results: rows.map(orderView) });
}

/**
 * Writes the offer if the order did not change since it was read (else 412 with its version),
 * and the audit row.
 */
async function writeOffer(
  deps: AppDeps,
  c: AppContext,
  actorUserId: number,
  order: OrderRow,
  offer: TradeInOffer | null,
  action: 'trade_in_offer_made' | 'trade_in_offer_withdrawn',
  details: Record<string, unknown>,
): Promise<OrderRow> {
  const db = deps.database.db;
  // The trade-in step of a submitted trade-in follows the offer: awaiting the customer while one
  // is, back with the dealer once it is withdrawn (the saved deal and the console read it).
  const trade = await currentTradeIn(db, order);
  const step = offer ? STEP_STATES.AWAITING_CUSTOMER : STEP_STATES.AWAITING_DEALER;
  const [updated] = await db
    .update(orders)
    .set({
      tradeInOffer: offer,
      ...(trade?.status === 'awaiting_dealer'
        ? { progress: sql`${orders.progress} || ${JSON.stringify({ 'trade-in': step })}::jsonb` }
        : {}),
      version: sql`${orders.version} + 1`,
      updatedAt: deps.now(),
    })
    .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
    .returning();
  orderWritten(db, order.id);
  if (!updated) return orderConflict(db, c, order.id);
  await audit(deps, {
    dealerId: order.dealerId,
    actorUserId,
    subjectUserId: order.customerId,
    action,
    ip: clientIp(c),
    details: { order: order.id, ...details },
  });
  return updated;
}

async function makeOffer(deps: AppDeps, c: AppContext) {
  const auth = requireStaff(c);
  const order = await dealerOrder(deps.database.db, c, idParam(c, 'id'));
  const today = deps.now().toISOString().slice(0, 10);
  const latest = new Date(deps.now().getTime() + MAX_OFFER_DAYS * 86_400_000).toISOString().slice(0, 10);
  const body = await readJson(c, tradeInOfferBodySchema, (raw): FieldErrors => {
    const d = raw.expires_on;
    if (typeof d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return {};
    if (d < today) return { expires_on: ['The expiry date cannot be in the past.'] };
    if (d > latest) return { expires_on: [`An offer runs at most ${MAX_OFFER_DAYS} days.`] };
    return {};
  });
  if (order.isArchived) throw nonField('The customer archived this order.');
  if (order.tradeInOffer?.status === 'accepted') {
    throw nonField('The customer accepted the current offer; it is part of the deal.');
  }
  const condition = body.condition ? { condition: body.condition } : {};
  const offer: TradeInOffer = {
    value: body.amount,
    expires_on: body.expires_on,
    status: 'pending',
    offered_at: deps.now().toISOString(),
    offered_by: auth.user.id,
    ...condition,
  };
  const updated = await writeOffer(deps, c, auth.user.id, order, offer, 'trade_in_offer_made', {
    amount: body.amount,
    expires_on: body.expires_on,
    ...condition,
  });
  // The customer hears of it by e-mail; an e-mail that cannot be queued is logged, the offer stands.
  await emailTradeInOffer(deps, c.get('dealer'), updated, offer).catch((error: unknown) =>
    c.get('log').error({ err: error, order: order.id }, 'trade-in offer e-mail not sent'),
  );
  return c.json(orderView(updated));
}

async function withdrawOffer(deps: AppDeps, c: AppContext) {
  const auth = requireStaff(c);
  const order = await dealerOrder(deps.database.db, c, idParam(c, 'id'));
  if (order.tradeInOffer?.status !== 'pending') {
    throw nonField('There is no offer awaiting the customer on this order.');
  }
  const updated = await writeOffer(deps, c, auth.user.id, order, null, 'trade_in_offer_withdrawn', {
    amount: order.tradeInOffer.value,
  });
  return c.json(orderView(updated));
}

/**
 * In one transaction: the trade-in excluded (if still awaiting the dealer) and the order's answer,
 * credit 0 and step skipped (if its version did not move). Null when either changed meanwhile.
 */
async function excludeTradeIn(
  db: Db,
  order: OrderRow,
  tradeInId: number,
  answer: TradeInOffer,
  now: Date,
): Promise<OrderRow | null> {
  const updated = await db
    .transaction(async (tx) => {
      const [excluded] = await tx
        .update(tradeIns)
        .set({ status: 'excluded', updatedAt: now })
        .where(and(eq(tradeIns.id, tradeInId), eq(tradeIns.status, 'awaiting_dealer')))
        .returning();
      if (!excluded) return null;
      const [row] = await tx
        .update(orders)
        .set({
          tradeInOffer: answer,
          tradeInCredit: 0,
          tradeInOwing: 0,
          progress: sql`${orders.progress} || ${JSON.stringify({ 'trade-in': STEP_STATES.SKIPPED })}::jsonb`,
          version: sql`${orders.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
        .returning();
      if (!row) tx.rollback();
      return row ?? null;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
  orderWritten(db, order.id);
  return updated;
}

async function declineTradeIn(deps: AppDeps, c: AppContext) {
  const db = deps.database.db;
  const auth = requireStaff(c);
  const order = await dealerOrder(db, c, idParam(c, 'id'));
  const body = await readJson(c, tradeInDeclineBodySchema);
  if (order.isArchived) throw nonField('The customer archived this order.');
  const trade = await currentTradeIn(db, order);
  if (trade?.status !== 'awaiting_dealer') {
    throw nonField('This order has no trade-in awaiting the dealer.');
  }
  if (order.tradeInOffer?.status === 'pending' || order.tradeInOffer?.status === 'accepted') {
    throw nonField('An offer is with the customer; withdraw it first.');
  }
  const now = deps.now();
  const answer: TradeInOffer = {
    value: 0,
    expires_on: null,
    status: 'declined',
    offered_at: now.toISOString(),
    offered_by: auth.user.id,
    answered_at: now.toISOString(),
    comments: body.message,
    dealer_decision: body.reason,
  };
  const updated = await excludeTradeIn(db, order, trade.id, answer, now);
  if (!updated) return orderConflict(db, c, order.id);
  await audit(deps, {
    dealerId: order.dealerId,
    actorUserId: auth.user.id,
    subjectUserId: order.customerId,
    action: 'trade_in_declined_by_dealer',
    ip: clientIp(c),
    details: { order: order.id, trade_in: trade.id, reason: body.reason },
  });
  return c.json(orderView(updated));
}

export function dealerOrderRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/', (c) => listOrders(deps.database.db, c));
  app.put('/:id/trade_in_offer', (c) => makeOffer(deps, c));
  app.delete('/:id/trade_in_offer', (c) => withdrawOffer(deps, c));
  app.post('/:id/trade_in_decline', (c) => declineTradeIn(deps, c));
  return app;
}
