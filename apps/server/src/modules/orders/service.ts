/**
 * What every order handler shares: the pricing context of a request, the order's vehicle, the
 * answer of an order, the column values of a write body (checked by pricing the merged order), and
 * the conflict answer of optimistic concurrency.
 */
import { type AccessoryAnswer, isValidAnswer, keptAnswers, STEP_STATES } from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PaymentSnapshot } from '../../db/deal-types.ts';
import { type DealerRow, type OrderRow, orders, users, type VehicleRow, vehicles } from '../../db/schema.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';
import { type FieldErrors, HttpError, nonField, notFoundError } from '../../http/helpers.ts';
import { linkOrigin, requestOrigin } from '../../http/origin.ts';
import { loadPaymentSettings } from '../add-ons/catalogue.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { queueMomentLead, staffActingOf } from '../leads/service.ts';
import { resolveSelection } from '../pricing/selection.ts';
import {
  loadSelectionCatalogue,
  type PricingContext,
  priceSelection,
  type SelectionCatalogue,
} from '../pricing/service.ts';
import { orderTradeInView } from '../trade-in/store.ts';
import { checkPostalCode } from './postal.ts';
import type { OrderWrite } from './request.ts';
import { orderSelection, serializeOrder, snapshotOf } from './serializers.ts';

/** Stock statuses a new order (or a change of vehicle) is refused for. */
export const VEHICLE_NOT_FOR_SALE = ['sold', 'unavailable'];

export function etag(order: Pick<OrderRow, 'version'>): string {
  return `"${order.version}"`;
}

/** Every write of an order bumps its version (the ETag) and its update time. */
export function nextVersion(deps: AppDeps) {
  return { version: sql`${orders.version} + 1`, updatedAt: deps.now() };
}

/** 412 with the current version: the order changed since the client read it. */
export function conflict(current: OrderRow): HttpError {
  return new HttpError(412, {
    detail: 'The order was changed in another window. Reload it and apply your change again.',
    code: 'order_conflict',
    version: current.version,
  });
}

/** The customer's open order for a vehicle at this dealer, if any. */
export async function openOrder(
  db: Db,
  dealerId: number,
  customerId: number,
  vehicleId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.dealerId, dealerId),
        eq(orders.customerId, customerId),
        eq(orders.vehicleId, vehicleId),
        eq(orders.isArchived, false),
      ),
    )
    .limit(1);
  return row;
}

export async function pricingContext(
  deps: AppDeps,
  c: AppContext,
  vehicle: VehicleRow,
): Promise<PricingContext> {
  const db = deps.database.db;
  const dealer = c.get('dealer');
  const payment = await loadPaymentSettings(db, dealer.id);
  if (!payment) throw nonField('The dealership has no payment settings.');
  return { db, dealer, payment, vehicle, language: resolveLanguage(c, dealer), now: deps.now() };
}

export async function vehicleOf(db: Db, order: OrderRow): Promise<VehicleRow> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, order.vehicleId)).limit(1);
  if (!row) throw notFoundError('Vehicle not found.');
  return row;
}

/** The order as answered to its customer (spec 2 §3), in the request's language. */
export async function renderOrder(
  deps: AppDeps,
  c: AppContext,
  order: OrderRow,
  catalogue?: SelectionCatalogue,
) {
  const db = deps.database.db;
  const dealer = c.get('dealer');
  const vehicle = await vehicleOf(db, order);
  return serializeOrder(order, vehicle, dealer, {
    origin: requestOrigin(c),
    linkOrigin: linkOrigin(deps.config),
    language: resolveLanguage(c, dealer),
    secret: deps.secret,
    catalogue: catalogue ?? (await loadSelectionCatalogue({ db, dealer })),
    tradeIn: await orderTradeInView(db, order, resolveLanguage(c, dealer), requestOrigin(c)),
  });
}

type OrderColumns = Partial<typeof orders.$inferInsert>;

/**
 * Column values of a write body (only the fields it names; lists without repeats); 400 for a postal
 * code that is not one of the dealer's country.
 */
export function orderColumns(body: OrderWrite, dealer: DealerRow, vehicle: VehicleRow): OrderColumns {
  const set: OrderColumns = {};
  if (body.vehicle !== undefined) set.vehicleId = vehicle.id;
  if (body.email !== undefined) set.email = body.email;
  if (body.payment_type !== undefined) set.paymentType = body.payment_type;
  if (body.postal_code !== undefined) set.postalCode = postalCodeColumn(body.postal_code, dealer);
  if (body.proposed_appointment !== undefined) set.proposedAppointment = body.proposed_appointment;
  if (body.campaign !== undefined) set.campaign = body.campaign;
  if (body.build_state !== undefined) set.buildState = body.build_state;
  if (body.configuration_id !== undefined) set.configurationId = body.configuration_id;
  if (body.source_slug !== undefined) set.sourceSlug = body.source_slug;
  if (body.uses_oem_code !== undefined) set.usesOemCode = body.uses_oem_code;
  if (body.analytics !== undefined) set.analytics = body.analytics;
  if (body.payment_include_tax !== undefined) set.paymentIncludeTax = body.payment_include_tax;
  if (body.accessory_ids !== undefined) set.accessoryIds = [...new Set(body.accessory_ids)];
  if (body.accessory_answers !== undefined) set.accessoryAnswers = body.accessory_answers;
  if (body.install_accessories_ids !== undefined)
    set.installAccessoryIds = [...new Set(body.install_accessories_ids)];
  if (body.protection_ids !== undefined) set.protectionPriceIds = [...new Set(body.protection_ids)];
  if (body.incentives !== undefined) set.incentiveIds = [...new Set(body.incentives)];
  if (body.incentives_declined !== undefined) set.incentivesDeclined = [...new Set(body.incentives_declined)];
  if (body.payment_type_settings?.trade_in_credit !== undefined)
    set.tradeInCredit = body.payment_type_settings.trade_in_credit;
  if (body.payment_type_settings?.trade_in_owing !== undefined)
    set.tradeInOwing = body.payment_type_settings.trade_in_owing;
  if (body.down_payment !== undefined) set.downPayment = body.down_payment;
  if (body.term !== undefined) set.term = body.term;
  if (body.payment_frequency !== undefined) set.paymentFrequency = body.payment_frequency;
  if (body.lease_model_km !== undefined) set.leaseModelKm = body.lease_model_km;
  if (body.payment_credit_score !== undefined) set.paymentCreditScore = body.payment_credit_score || null;
  if (body.options_price !== undefined) set.optionsPrice = body.options_price;
  if (body.options_code_list !== undefined) set.optionsCodes = body.options_code_list;
  if (body.started_transactional !== undefined) set.startedTransactional = true;
  if (body.show_credit_app_result !== undefined) set.showCreditAppResult = false;
  return set;
}

function postalCodeColumn(value: string | null, dealer: DealerRow): string | null {
  if (value === null || value === '') return null;
  const check = checkPostalCode(value, dealer.country === 'US' ? 'US' : 'CA');
  if (!check.ok) throw new HttpError(400, { postal_code: [check.message] });
  return check.postalCode;
}

/**
 * Column values of a write body and the payment snapshot of the order they make: the merged order
 * must still be a deal the dealer can price (400 with the order's field names otherwise).
 */
export async function columnsFor(
  deps: AppDeps,
  c: AppContext,
  body: OrderWrite,
  base: OrderRow | null,
  vehicle: VehicleRow,
): Promise<{ set: OrderColumns; snapshot: PaymentSnapshot | null }> {
  const db = deps.database.db;
  const dealer = c.get('dealer');
  const set = orderColumns(body, dealer, vehicle);
  const merged = { ...(base ?? emptyOrder(dealer, vehicle)), ...(set as Partial<OrderRow>) } as OrderRow;
  const ctx = await pricingContext(deps, c, vehicle);
  const catalogue = await loadSelectionCatalogue({ db, dealer });
  const answers = accessoryAnswersOf(catalogue, merged, body.accessory_answers !== undefined);
  if (answers !== undefined) set.accessoryAnswers = merged.accessoryAnswers = answers;
  const resolved = resolveSelection(ctx, catalogue, orderSelection(merged));
  if (!resolved.ok) throw new HttpError(400, toOrderErrors(resolved.errors));
  const priced = priceSelection(ctx, catalogue, orderSelection(merged), c.get('log'));
  if (!priced.ok) throw new HttpError(400, toOrderErrors(priced.errors));
  return { set, snapshot: snapshotOf(priced.details, ctx.payment.version, vehicle) };
}

/**
 * The answers an order keeps to its accessories' questions (undefined: unchanged). Answers the body
 * sends must each name an accessory of the merged order, one of its questions and one of that
 * question's values (400 on `accessory_answers` otherwise); answers of accessories the order no
 * longer holds are dropped. The server keeps what is answered and asks for nothing: the storefront
 * asks before it adds such an accessory, and a deal built by staff may leave a question open.
 */
function accessoryAnswersOf(
  catalogue: SelectionCatalogue,
  merged: OrderRow,
  sent: boolean,
): AccessoryAnswer[] | undefined {
  const questionsOf = (id: number) =>
    merged.accessoryIds.includes(id) ? (catalogue.accessories.find((a) => a.id === id)?.questions ?? []) : [];
  if (sent) {
    for (const answer of merged.accessoryAnswers) {
      const question = questionsOf(answer.accessory).find((q) => q.id === answer.question);
      if (!question || !isValidAnswer(question, answer.answer))
        throw new HttpError(400, {
          accessory_answers: ['Answer each question of an accessory in your deal with one of its choices.'],
        });
    }
  }
  const kept = keptAnswers(merged.accessoryIds, questionsOf, merged.accessoryAnswers);
  return sent || kept.length !== merged.accessoryAnswers.length ? kept : undefined;
}

/** Maps the pricing selection's field names onto the order's. */
const ORDER_FIELD_FOR: Readonly<Record<string, string>> = Object.freeze({
  accessories: 'accessory_ids',
  protections: 'protection_ids',
  credit_score: 'payment_credit_score',
  distance_allowance: 'lease_model_km',
});

function toOrderErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) out[ORDER_FIELD_FOR[key] ?? key] = messages;
  return out;
}

/** A new order's row before the body's fields: the dealer's defaults. */
function emptyOrder(dealer: DealerRow, vehicle: VehicleRow): OrderRow {
  return {
    id: 0,
    dealerId: dealer.id,
    customerId: 0,
    vehicleId: vehicle.id,
    version: 0,
    email: '',
    paymentType: dealer.settings.financing_default_payment_type,
    accessoryIds: [],
    accessoryAnswers: [],
    installAccessoryIds: [],
    protectionPriceIds: [],
    incentiveIds: [],
    incentivesDeclined: [],
    tradeInCredit: 0,
    tradeInOwing: 0,
    tradeInOffer: null,
    postalCode: null,
    proposedAppointment: null,
    campaign: null,
    buildState: null,
    configurationId: null,
    sourceSlug: null,
    usesOemCode: false,
    analytics: null,
    paymentIncludeTax: true,
    downPayment: null,
    term: null,
    paymentFrequency: null,
    leaseModelKm: null,
    paymentCreditScore: null,
    incentiveRate: null,
    optionsPrice: 0,
    optionsCodes: [],
    reserveitId: null,
    depositStepStatus: null,
    depositCode: null,
    hasDeposit: false,
    showCreditAppResult: false,
    creditApplicationStatus: null,
    status: 'initial',
    isArchived: false,
    startedTransactional: false,
    progress: {},
    shareNonce: null,
    paymentSnapshot: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

/**
 * The deal saved on its review (build-and-price's `review` step completed, issue 18): the dealer's
 * CRM hears of it once per order (`send_build_your_deal_review_lead`, with the active payment's
 * subtotal before tax and its displayed total), through the leads service's rule. A re-opened and
 * saved-again review adds none; a lead that cannot be written leaves the saved deal as it is.
 */
export async function queueReviewLead(
  deps: AppDeps,
  c: AppContext,
  before: OrderRow,
  after: OrderRow,
): Promise<void> {
  const done = STEP_STATES.COMPLETED;
  if (after.progress.review !== done || before.progress.review === done) return;
  try {
    const db = deps.database.db;
    const dealer = c.get('dealer');
    const [customer] = await db.select().from(users).where(eq(users.id, after.customerId)).limit(1);
    if (!customer) return;
    const vehicle = await vehicleOf(db, after);
    const ctx = await pricingContext(deps, c, vehicle);
    const priced = priceSelection(ctx, await loadSelectionCatalogue({ db, dealer }), orderSelection(after));
    const details = priced.ok
      ? {
          payment_type: priced.details.id,
          subtotal: priced.details.total_purchase_price - (priced.details.sales_tax ?? 0),
          display_total_price: priced.details.total_purchase_price,
        }
      : null;
    await queueMomentLead(deps, {
      dealer,
      customer,
      order: after,
      vehicle,
      kind: 'send_build_your_deal_review_lead',
      comments: 'Deal saved on its review in the online storefront.',
      payload: { vehicle: vehicle.id, source: 'build_your_deal_review', active_payment_details: details },
      staffActing: staffActingOf(c),
      once: { order: after.id },
    });
  } catch (error) {
    deps.logger.error({ err: error, order: after.id }, 'review lead not queued');
  }
}
