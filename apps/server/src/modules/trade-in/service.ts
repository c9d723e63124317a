/**
 * Trade-in rules and queries: the estimate of a vehicle (the configured valuation; a failure gives
 * zero low and high, spec 3 §5), the customer's trade-ins of an order (another customer's or another
 * dealer's is a 404), and the writes: create, update while editable, submit to the dealer.
 */
import {
  ACTIVE_PAYMENT_REQUIRED_FIELDS,
  type BlackBookTradeInBody,
  type blackBookTradeInBodySchema,
  distanceUnit,
  formatMoney,
  isTradeInEditable,
  missingHistory,
  STEP_STATES,
  TRADE_IN_CONDITION_KEYS,
  type TradeInCatalogueVehicle,
  type TradeInConditionKey,
  type TradeInEstimate,
  type TradeInInstantOffer,
  type TradeInLien,
  type TradeInOption,
  type TradeInStatus,
  tradeInPayoffCents,
} from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type DealerRow, dealers, type OrderRow, orders, users } from '../../db/schema.ts';
import { type TradeInRow, tradeInAnswers, tradeIns } from '../../db/trade-in-schema.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';
import { HttpError, nonField, notFoundError } from '../../http/helpers.ts';
import { loadPaymentSettings } from '../add-ons/catalogue.ts';
import { queueCustomerLead } from '../leads/service.ts';
import { nextVersion } from '../orders/service.ts';
import { customerOrder, orderWritten } from '../orders/store.ts';
import { uncarriableOffer } from '../pricing/selection.ts';
import type { InstantCashOffer } from './instant-offer.ts';
import { questionKeys } from './questions.ts';
import { currentTradeIn } from './store.ts';
import type { TradeInValuation } from './valuation.ts';

export type TradeInBody = z.output<typeof blackBookTradeInBodySchema>;
export type { BlackBookTradeInBody };

export const unitOf = (dealer: DealerRow) => distanceUnit(dealer.country === 'US' ? 'US' : 'CA');

/** The condition keys a dealer asks (export_import_usa in Canada only). */
export const conditionKeysOf = (dealer: Pick<DealerRow, 'country'>): TradeInConditionKey[] =>
  TRADE_IN_CONDITION_KEYS.filter((k) => questionKeys(dealer).includes(k));

/** Condition keys answered yes, each one the dealer asks, or a 400 on `condition`. */
export function checkCondition(
  dealer: Pick<DealerRow, 'country'>,
  condition: readonly TradeInConditionKey[],
): TradeInConditionKey[] {
  const asked = conditionKeysOf(dealer);
  if (condition.some((k) => !asked.includes(k))) {
    throw new HttpError(400, { condition: ['This question is not asked at this dealership.'] });
  }
  return asked.filter((k) => condition.includes(k));
}

/** A body as stored: its VIN checked (upper-cased), null to take it off, absent to leave it. */
export type StoredTradeInBody = Omit<TradeInBody, 'vin'> & { vin?: string | null | undefined };

export interface CheckedBody {
  condition: TradeInConditionKey[];
  /** Whether the body answered the condition questions (else they stay as they were). */
  answered: boolean;
  lien: TradeInLien | null;
}

/**
 * The body's condition answers and lien, checked: each active-payments answer needs its amounts
 * (spec 3 §5: F the amount due; L the residual, the payment and the payments left), and carries
 * only those.
 */
export function checkBody(
  dealer: Pick<DealerRow, 'country'>,
  body: TradeInBody,
  current: readonly TradeInConditionKey[] = [],
): CheckedBody {
  const answered = body.condition !== undefined;
  const condition = checkCondition(dealer, body.condition ?? current);
  const answer = body.making_active_payments;
  if (!answer) return { condition, answered, lien: null };
  const missing = missingHistory(body);
  if (missing.length) {
    throw new HttpError(400, Object.fromEntries(missing.map((f) => [f, ['This field is required.']])));
  }
  const lien: TradeInLien = { making_active_payments: answer };
  for (const f of ACTIVE_PAYMENT_REQUIRED_FIELDS[answer]) Object.assign(lien, { [f]: body[f] });
  return { condition, answered, lien };
}

/** The trade-in's answers to the condition questions: yes for `condition`, no for the others asked. */
async function writeConditionAnswers(
  db: Db,
  dealer: DealerRow,
  row: TradeInRow,
  condition: readonly TradeInConditionKey[],
  now?: Date,
): Promise<void> {
  const values = conditionKeysOf(dealer).map((question) => ({
    dealerId: row.dealerId,
    tradeInId: row.id,
    question,
    response: condition.includes(question),
  }));
  if (!values.length) return;
  await db
    .insert(tradeInAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [tradeInAnswers.tradeInId, tradeInAnswers.question],
      set: { response: sql`excluded.response`, ...(now ? { updatedAt: now } : {}) },
    });
}

/**
 * An answer to a condition question changed (tradein-answers/): the trade-in's condition follows it
 * and the trade-in is valued again with it.
 */
export async function revalueForAnswer(
  deps: AppDeps,
  c: AppContext,
  valuation: TradeInValuation,
  row: TradeInRow,
  question: string,
  response: unknown,
): Promise<void> {
  const key = TRADE_IN_CONDITION_KEYS.find((k) => k === question);
  if (!key) return;
  const current = row.condition ?? [];
  const condition = conditionKeysOf(c.get('dealer')).filter((k) =>
    k === key ? response === true : current.includes(k),
  );
  const vehicle = await valuation.vehicle(row.vid);
  const value = vehicle
    ? await estimate(deps, c, valuation, vehicle, row.odometer, row.accessories as TradeInOption[], condition)
    : row.valuation;
  await deps.database.db
    .update(tradeIns)
    .set({ condition, valuation: value, updatedAt: deps.now() })
    .where(and(eq(tradeIns.id, row.id), eq(tradeIns.status, 'draft')));
}

/**
 * An instant cash offer on a valued draft (the configured provider's; a sandbox's says so in the
 * log); a new one replaces the last. Once with the dealer, none.
 */
export async function makeInstantOffer(
  deps: AppDeps,
  row: TradeInRow,
  provider: InstantCashOffer,
  log: AppDeps['logger'],
): Promise<TradeInRow> {
  if (!isTradeInEditable(row.status as TradeInStatus))
    throw nonField('This trade-in is with the dealer and can no longer be changed.');
  if (!row.valuation) throw nonField('Value the trade-in before sending it to the dealer.');
  const today = deps.now().toISOString().slice(0, 10);
  const offer = await provider.offer({ tradeInId: row.id, estimate: row.valuation, today });
  if (!offer) throw nonField('No instant cash offer can be made for this vehicle.');
  log.info(
    {
      provider: provider.provider.name,
      sandbox: provider.provider.sandbox,
      tradeIn: row.id,
      amount: offer.amount,
    },
    provider.provider.sandbox
      ? 'instant cash offer from the demo provider (sandbox, not a real offer)'
      : 'instant cash offer',
  );
  const [updated] = await deps.database.db
    .update(tradeIns)
    .set({ instantOffer: offer, updatedAt: deps.now() })
    .where(and(eq(tradeIns.id, row.id), eq(tradeIns.status, 'draft')))
    .returning();
  if (!updated) throw nonField('This trade-in is with the dealer and can no longer be changed.');
  return updated;
}

/** The vehicle of a vid, or a 400 on `vid`. */
export async function catalogueVehicle(
  valuation: TradeInValuation,
  vid: string,
): Promise<TradeInCatalogueVehicle> {
  const vehicle = await valuation.vehicle(vid);
  if (!vehicle) throw new HttpError(400, { vid: ['This vehicle is not in the valuation catalogue.'] });
  return vehicle;
}

/** The configured valuation's estimate; a failing valuation answers zero low and high (spec 3 §5). */
export async function estimate(
  deps: AppDeps,
  c: AppContext,
  valuation: TradeInValuation,
  vehicle: TradeInCatalogueVehicle,
  odometer: number,
  options: readonly TradeInOption[],
  condition: readonly TradeInConditionKey[],
): Promise<TradeInEstimate> {
  const dealer = c.get('dealer');
  const today = deps.now().toISOString().slice(0, 10);
  const country = dealer.country === 'US' ? 'US' : 'CA';
  const base = {
    currency: country === 'US' ? ('USD' as const) : ('CAD' as const),
    provider: valuation.provider,
  };
  try {
    const result = await valuation.value({
      vehicle,
      odometer,
      unit: unitOf(dealer),
      options,
      condition,
      country,
      provinceCode: dealer.provinceCode,
      today,
    });
    c.get('log').info(
      {
        valuation: valuation.provider.name,
        sandbox: valuation.provider.sandbox,
        vid: vehicle.vid,
        target: result.target,
      },
      valuation.provider.sandbox
        ? 'trade-in estimate from the demo valuation (sandbox, not a market value)'
        : 'trade-in valuation',
    );
    return {
      ...base,
      trade_in_low: result.low,
      trade_in_high: result.high,
      trade_in_target: result.target,
      expiry_date: result.expiryDate,
      base_target: result.baseTarget ?? result.target,
      adjustments: [...(result.adjustments ?? [])],
    };
  } catch (error) {
    c.get('log').warn(
      { err: error, valuation: valuation.provider.name },
      'trade-in valuation failed: low and high are 0',
    );
    return { ...base, trade_in_low: 0, trade_in_high: 0, trade_in_target: 0, expiry_date: today };
  }
}

/** A trade-in of the customer at this dealer, with its order; 404 for anyone else's. */
export async function customerTradeIn(
  db: Db,
  c: AppContext,
  customerId: number,
  id: number,
): Promise<{ row: TradeInRow; order: OrderRow }> {
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(
      and(
        eq(tradeIns.id, id),
        eq(tradeIns.dealerId, c.get('dealer').id),
        eq(tradeIns.customerId, customerId),
      ),
    )
    .limit(1);
  if (!row) throw notFoundError('Trade-in not found.');
  const order = await customerOrder(db, c, customerId, row.orderId);
  return { row, order };
}

/**
 * The customer's trade-in `id` (as `customerTradeIn`), refused with a field error when the body names
 * another order than the trade-in's.
 */
export async function customerTradeInOfOrder(
  db: Db,
  c: AppContext,
  customerId: number,
  id: number,
  orderId: number,
): Promise<{ row: TradeInRow; order: OrderRow }> {
  const found = await customerTradeIn(db, c, customerId, id);
  if (orderId !== found.row.orderId)
    throw new HttpError(400, { order: ['The trade-in is for another order.'] });
  return found;
}

export async function createTradeIn(
  db: Db,
  dealer: DealerRow,
  order: OrderRow,
  body: StoredTradeInBody,
  vehicle: TradeInCatalogueVehicle,
  valuation: TradeInEstimate,
  checked: CheckedBody,
): Promise<TradeInRow> {
  const current = await currentTradeIn(db, order);
  if (current && isTradeInEditable(current.status as TradeInStatus)) {
    throw nonField('This order already has a trade-in: change it instead.');
  }
  if (current && current.status !== 'excluded')
    throw nonField('This order already has a trade-in with the dealer.');
  const [row] = await db
    .insert(tradeIns)
    .values({
      dealerId: dealer.id,
      customerId: order.customerId,
      orderId: order.id,
      flow: 'trade-in-black-book',
      status: 'draft',
      ...vehicleColumns(vehicle),
      vin: body.vin ?? null,
      odometer: body.odometer,
      unit: unitOf(dealer),
      accessories: [...new Set(body.accessories)],
      valuation,
      condition: checked.condition,
      lien: checked.lien,
    })
    .returning();
  if (!row) throw new Error('trade-in insert returned no row');
  if (checked.answered) await writeConditionAnswers(db, dealer, row, checked.condition);
  return row;
}

const vehicleColumns = (v: TradeInCatalogueVehicle) => ({
  vid: v.vid,
  year: v.year,
  make: v.make,
  model: v.model,
  trim: v.trim,
});

export async function updateTradeIn(
  deps: AppDeps,
  row: TradeInRow,
  dealer: DealerRow,
  body: StoredTradeInBody,
  vehicle: TradeInCatalogueVehicle,
  valuation: TradeInEstimate,
  checked: CheckedBody,
): Promise<TradeInRow> {
  if (!isTradeInEditable(row.status as TradeInStatus))
    throw nonField('This trade-in is with the dealer and can no longer be changed.');
  const [updated] = await deps.database.db
    .update(tradeIns)
    .set({
      ...vehicleColumns(vehicle),
      // A VIN sent is the vehicle's (null takes it off); without one, the one kept while the vehicle
      // stays the same.
      vin: body.vin !== undefined ? body.vin : vehicle.vid === row.vid ? row.vin : null,
      odometer: body.odometer,
      unit: unitOf(dealer),
      accessories: [...new Set(body.accessories)],
      valuation,
      condition: checked.condition,
      lien: checked.lien,
      updatedAt: deps.now(),
    })
    .where(and(eq(tradeIns.id, row.id), eq(tradeIns.status, 'draft')))
    .returning();
  if (!updated) throw nonField('This trade-in is with the dealer and can no longer be changed.');
  if (checked.answered) {
    await writeConditionAnswers(deps.database.db, dealer, updated, checked.condition, deps.now());
  }
  return updated;
}

/**
 * Submits a draft to the dealer (spec 3 §4, black-book finish): awaiting dealer, and the order's
 * trade-in step marked awaiting dealer so that the saved deal says so. Submitting again is a no-op.
 */
export async function submitTradeIn(
  deps: AppDeps,
  row: TradeInRow,
  order: OrderRow,
  /** Staff acting for the customer (the lead rule's no-lead brand case). */
  staffActing: boolean,
  /** What the lead's comment adds (the instant cash offer the shopper took). */
  note?: string,
): Promise<TradeInRow> {
  if (row.status !== 'draft') return row;
  if (!row.valuation) throw nonField('Value the trade-in before sending it to the dealer.');
  const db = deps.database.db;
  const now = deps.now();
  const updated = await db.transaction(async (tx) => {
    const [written] = await tx
      .update(tradeIns)
      .set({ status: 'awaiting_dealer', submittedAt: now, updatedAt: now })
      .where(and(eq(tradeIns.id, row.id), eq(tradeIns.status, 'draft')))
      .returning();
    await tx
      .update(orders)
      .set({
        progress: sql`${orders.progress} || ${JSON.stringify({ 'trade-in': STEP_STATES.AWAITING_DEALER })}::jsonb`,
        ...nextVersion(deps),
      })
      .where(eq(orders.id, order.id));
    return written;
  });
  orderWritten(db, order.id);
  if (updated) await queueTradeInLead(deps, 'send_tradein_submitted_lead', updated, order, staffActing, note);
  return updated ?? row;
}

/**
 * Refuses (400, its reason) an offer for the trade-in that cannot enter the deal: the loan on the
 * vehicle more than the offer plus the dealer's limit of negative equity.
 */
export async function checkOfferCarriable(
  db: Db,
  dealer: Pick<DealerRow, 'id' | 'country'>,
  owingCents: number,
  offerCents: number,
): Promise<void> {
  const payment = await loadPaymentSettings(db, dealer.id);
  const reason = uncarriableOffer(payment?.settings ?? null, dealer.country, owingCents, offerCents);
  if (reason) throw nonField(reason);
}

/**
 * Takes the trade-in's instant cash offer (`submit_ico`, spec 3 §4): the trade-in goes to the dealer
 * (its lead names the offer) and enters the deal at the offer's amount at once, as a dealer's offer
 * the shopper accepted: the order's trade-in credit is the offer, what is still owed on the vehicle
 * its owing, its trade-in step completed. The offer is recorded as the order's, from the instant cash
 * offer, so the dealer's console shows what the shopper took.
 */
export async function takeInstantOffer(
  deps: AppDeps,
  row: TradeInRow,
  order: OrderRow,
  offer: TradeInInstantOffer,
  staffActing: boolean,
): Promise<{ row: TradeInRow; order: OrderRow }> {
  const amount = formatMoney(offer.amount, 'en-CA', { currency: offer.currency });
  const submitted = await submitTradeIn(
    deps,
    row,
    order,
    staffActing,
    `The shopper took the instant cash offer ${offer.offer_code} of ${amount} (valid until ${offer.valid_until}).`,
  );
  const db = deps.database.db;
  const now = deps.now().toISOString();
  const [updated] = await db
    .update(orders)
    .set({
      tradeInOffer: {
        value: offer.amount,
        expires_on: offer.valid_until,
        status: 'accepted',
        offered_at: now,
        answered_at: now,
        source: 'instant_cash_offer',
        offer_code: offer.offer_code,
      },
      tradeInCredit: offer.amount,
      tradeInOwing: tradeInPayoffCents(submitted.lien),
      progress: sql`${orders.progress} || ${JSON.stringify({ 'trade-in': STEP_STATES.COMPLETED })}::jsonb`,
      ...nextVersion(deps),
    })
    .where(eq(orders.id, order.id))
    .returning();
  orderWritten(db, order.id);
  return { row: submitted, order: updated ?? order };
}

/** What each trade-in lead's comment says (the CRM's reader sees which moment it is). */
const TRADE_IN_LEAD_COMMENT = {
  send_tradein_lead: 'Trade-in valued on the online storefront',
  send_tradein_submitted_lead: 'Trade-in submitted from the online storefront',
} as const;

/**
 * The trade-in's leads (spec 3 §2) through the leads service (its CRM rule, not_sent kept with the
 * reason), with the vehicle of the deal and the trade-in: `send_tradein_lead` when the deal's
 * trade-in is first valued (the shopper's interest, before any submission),
 * `send_tradein_submitted_lead` when it goes to the dealer (once a trade-in). The server queues both
 * at those moments (no client call can repeat or forge them). A lead that cannot be queued is
 * logged; the trade-in stands.
 */
export async function queueTradeInLead(
  deps: AppDeps,
  kind: keyof typeof TRADE_IN_LEAD_COMMENT,
  row: TradeInRow,
  order: OrderRow,
  staffActing: boolean,
  note?: string,
): Promise<void> {
  const db = deps.database.db;
  try {
    const [dealer] = await db.select().from(dealers).where(eq(dealers.id, row.dealerId)).limit(1);
    const [customer] = await db.select().from(users).where(eq(users.id, row.customerId)).limit(1);
    if (!dealer || !customer) return;
    await queueCustomerLead(deps, {
      dealer,
      customer,
      order,
      kind,
      tradeIn: {
        year: row.year,
        make: row.make,
        model: row.model,
        trim: row.trim,
        odometer: row.odometer,
        unit: row.unit === 'mi' ? 'mi' : 'km',
        value: row.valuation?.trade_in_target ?? null,
        currency: row.valuation?.currency ?? dealer.settings.currency_unit,
      },
      comments: [
        row.valuation?.provider.sandbox
          ? `${TRADE_IN_LEAD_COMMENT[kind]}; its value is a ${row.valuation.provider.name} figure.`
          : `${TRADE_IN_LEAD_COMMENT[kind]}.`,
        note,
      ]
        .filter(Boolean)
        .join(' '),
      payload: { trade_in: row.id },
      staffActing,
      ...(kind === 'send_tradein_submitted_lead' ? { once: { trade_in: row.id } } : {}),
    });
  } catch (error) {
    deps.logger.error({ err: error, tradeIn: row.id, kind }, 'trade-in lead not queued');
  }
}

/**
 * Takes the trade-in out of the deal (the exclude modal): excluded with the customer's comment; the
 * order's trade-in credit and owing back to 0, a dealer's offer on it declined with the same comment
 * (the dealer may make another), and the order's trade-in step skipped. A new trade-in may follow.
 */
export async function excludeTradeIn(
  deps: AppDeps,
  row: TradeInRow,
  order: OrderRow,
  comments: string,
): Promise<{ row: TradeInRow; order: OrderRow }> {
  if (row.status === 'excluded') throw nonField('This trade-in is already out of the deal.');
  const db = deps.database.db;
  const now = deps.now();
  const offer = order.tradeInOffer;
  const result = await db.transaction(async (tx) => {
    const [excluded] = await tx
      .update(tradeIns)
      .set({ status: 'excluded', comments, updatedAt: now })
      .where(and(eq(tradeIns.id, row.id), eq(tradeIns.status, row.status)))
      .returning();
    if (!excluded) return null;
    const [updated] = await tx
      .update(orders)
      .set({
        tradeInCredit: 0,
        tradeInOwing: 0,
        tradeInOffer: offer
          ? { ...offer, status: 'declined', answered_at: now.toISOString(), comments }
          : null,
        progress: sql`${orders.progress} || ${JSON.stringify({ 'trade-in': STEP_STATES.SKIPPED })}::jsonb`,
        ...nextVersion(deps),
      })
      .where(eq(orders.id, order.id))
      .returning();
    return updated ? { row: excluded, order: updated } : null;
  });
  orderWritten(db, order.id);
  if (!result) throw nonField('The trade-in changed meanwhile. Reload it and try again.');
  return result;
}
