/**
 * Deposits (spec 2 §3, §4, §7): the dealer's amount and fee, geo validation, the charge under an
 * idempotency key, the reservation of the vehicle and the order's deposit codes.
 */
import { createHash } from 'node:crypto';
import {
  builtBeforeLaterSections,
  DEPOSIT_CODES,
  type DepositCharge,
  type DepositFeeSettings,
  depositCharge,
  NO_DEPOSIT_FEE,
  STEP_STATES,
} from '@storefront/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invalidateReadCache } from '../../db/read-cache.ts';
import {
  type DealerRow,
  type DepositRow,
  dealers,
  deposits,
  type OrderRow,
  orders,
  type VehicleRow,
  vehicles,
} from '../../db/schema.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';
import { HttpError, nonField } from '../../http/helpers.ts';
import { vehicleById } from '../inventory/vehicles.ts';
import { checkPostalCode } from '../orders/postal.ts';
import { customerOrder, orderWritten } from '../orders/store.ts';
import { dealerSections, flowType, sectionProgress } from '../steps/service.ts';
import type { IntentResult, PaymentProcessor } from './processor.ts';

/** Stock statuses a deposit is refused for (another shopper's reservation, or not for sale). */
const NOT_RESERVABLE = ['reserved', 'sold', 'unavailable', 'pending'];

export function feeSettings(dealer: DealerRow): DepositFeeSettings {
  const s = dealer.settings.deposit_settings;
  if (!s.fee_mode) return NO_DEPOSIT_FEE;
  return { fee_mode: s.fee_mode, processing_fee_bp: s.processing_fee_bp ?? 0, fixed_fee: s.fixed_fee ?? 0 };
}

/** The dealer's deposit: amount, fee and what the card is charged (cents). */
export function dealerDeposit(dealer: DealerRow) {
  const s = dealer.settings.deposit_settings;
  const fees = feeSettings(dealer);
  return { ...depositCharge(s.amount, fees), fees, method: s.method, cancellationFee: s.cancellation_fee };
}

export function requireDeposits(dealer: DealerRow): void {
  if (!dealer.settings.deposit) throw nonField('This dealership does not take deposits.');
}

/**
 * Geo validation: the postal code must be valid for the dealer's country and, in Canada, belong to
 * the province chosen. Answers the field errors (none: valid).
 */
export function geoErrors(dealer: DealerRow, province: string, postalCode: string): Record<string, string[]> {
  const check = checkPostalCode(postalCode, dealer.country === 'US' ? 'US' : 'CA');
  if (!check.ok) return { postal_code: [check.message] };
  if (dealer.country !== 'US' && check.provinceCode && check.provinceCode !== province.trim().toUpperCase()) {
    return { postal_code: ['This postal code is not in the province chosen.'] };
  }
  return {};
}

function requestHash(body: DepositCharge): string {
  return createHash('sha256').update(`${body.order}\n${body.token}`).digest('hex');
}

/** PostgreSQL's unique_violation (23505) and the index it broke, from either driver. */
function uniqueViolation(error: unknown): string | null {
  const e = error as {
    code?: unknown;
    constraint?: unknown;
    cause?: { code?: unknown; constraint?: unknown };
  };
  const code = e.code ?? e.cause?.code;
  if (String(code) !== '23505') return null;
  return String(e.constraint ?? e.cause?.constraint ?? '');
}

export function vehicleReserved(): HttpError {
  return new HttpError(409, {
    detail: 'This vehicle is reserved by another shopper.',
    code: 'vehicle_reserved',
  });
}

/** Deposit statuses that hold the vehicle (the partial unique index deposits_vehicle_hold_idx). */
const HOLDING = ['created', 'initiated', 'pre_authorized', 'confirmed'];

/**
 * Whether a vehicle is reserved for someone other than this customer (spec 2 §4, reserved
 * handling): reserved, and no deposit of theirs holds it. A vehicle the dealer marked reserved
 * without any deposit is reserved for everyone.
 */
export async function reservedForOthers(db: Db, vehicle: VehicleRow, customerId: number): Promise<boolean> {
  if (vehicle.stockStatus !== 'reserved') return false;
  const [own] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.vehicleId, vehicle.id),
        eq(deposits.customerId, customerId),
        inArray(deposits.status, HOLDING),
      ),
    )
    .limit(1);
  return own === undefined;
}

async function depositByKey(db: Db, dealerId: number, key: string): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.dealerId, dealerId), eq(deposits.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The attempt already made under this key, once it has an outcome (a concurrent twin waits for it). */
async function replay(db: Db, dealerId: number, key: string, customerId: number, hash: string) {
  for (let i = 0; i < 200; i++) {
    const row = await depositByKey(db, dealerId, key);
    if (!row) return null;
    if (row.customerId !== customerId || row.requestHash !== hash) {
      throw new HttpError(409, {
        detail: 'This payment attempt was already used for another request. Reload the page and try again.',
        code: 'idempotency_key_reused',
      });
    }
    if (row.status !== 'created') return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new HttpError(409, { detail: 'The payment is still being processed.', code: 'deposit_in_progress' });
}

export interface ChargeAnswer {
  row: DepositRow;
  replayed: boolean;
  /** What the browser needs for the processor's challenge step (Stripe), when the intent asks for one. */
  clientSecret?: string;
}

/** POST charge_deposit: one charge an idempotency key, one holding deposit a vehicle. */
/**
 * A linear dealer's deposit waits for the deal: build-and-price completed first (the domain's
 * `builtBeforeLaterSections`), whatever the client showed. A modular dealer takes it at any time.
 */
function requireBuiltDeal(
  dealer: Parameters<typeof flowType>[0],
  progress: Readonly<Record<string, number>>,
): void {
  const [buildAndPrice] = dealerSections(dealer);
  if (!buildAndPrice || builtBeforeLaterSections(flowType(dealer), sectionProgress(buildAndPrice, progress)))
    return;
  throw new HttpError(409, {
    detail: 'Build and save your deal before placing a deposit.',
    code: 'deal_not_built',
  });
}

export async function chargeDeposit(
  deps: AppDeps,
  c: AppContext,
  processor: PaymentProcessor,
  customerId: number,
  body: DepositCharge,
): Promise<ChargeAnswer> {
  const db = deps.database.db;
  const dealer = c.var.dealer;
  requireDeposits(dealer);
  const order = await customerOrder(db, c, customerId, body.order);
  requireBuiltDeal(dealer, order.progress);
  const geo = geoErrors(dealer, body.province, body.postal_code);
  if (Object.keys(geo).length > 0) throw new HttpError(400, geo);
  if (!processor.acceptsToken(body.token)) {
    throw new HttpError(400, { token: ['The card could not be read. Enter it again.'] });
  }
  const hash = requestHash(body);
  const earlier = await replay(db, dealer.id, body.idempotency_key, customerId, hash);
  if (earlier) return { row: earlier, replayed: true };
  if (order.hasDeposit) {
    throw new HttpError(409, {
      detail: 'A deposit is already placed on this order.',
      code: 'deposit_exists',
    });
  }
  const vehicle = await vehicleById(db, order.vehicleId);
  if (!vehicle || NOT_RESERVABLE.includes(vehicle.stockStatus)) throw vehicleReserved();

  await expireAbandoned(deps, order.vehicleId);
  await voidOwnChallenges(deps, order.id, customerId);
  const charge = dealerDeposit(dealer);
  let row: DepositRow;
  try {
    const [inserted] = await db
      .insert(deposits)
      .values({
        dealerId: dealer.id,
        orderId: order.id,
        customerId,
        vehicleId: order.vehicleId,
        idempotencyKey: body.idempotency_key,
        requestHash: hash,
        processor: processor.name,
        status: 'created',
        code: DEPOSIT_CODES.CREATED,
        method: charge.method,
        feeMode: charge.fees.fee_mode,
        amount: charge.amount,
        fee: charge.fee,
        total: charge.total,
        currency: dealer.settings.currency_unit,
        billing: {
          first_name: body.first_name,
          last_name: body.last_name,
          phone: body.phone,
          address_line_1: body.address_line_1,
          address_line_2: body.address_line_2 ?? '',
          city: body.city,
          province: body.province.toUpperCase(),
          postal_code: body.postal_code,
          cardholder_name: body.cardholder_name,
        },
        previousStockStatus: vehicle.stockStatus,
      })
      .returning();
    if (!inserted) throw new Error('deposit insert returned no row');
    row = inserted;
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === null) throw error;
    if (index.includes('key')) {
      const twin = await replay(db, dealer.id, body.idempotency_key, customerId, hash);
      if (twin) return { row: twin, replayed: true };
    }
    throw vehicleReserved();
  }

  let result: IntentResult;
  try {
    result = await processor.createIntent({
      amount: charge.total,
      currency: dealer.settings.currency_unit,
      captureMethod: charge.method === 'hold' ? 'manual' : 'automatic',
      token: body.token,
      idempotencyKey: body.idempotency_key,
      description: `Deposit, order ${order.id}`,
      deposit: row.id,
    });
  } catch (error) {
    await db
      .update(deposits)
      .set({ status: 'error', code: DEPOSIT_CODES.DENIED, updatedAt: deps.now() })
      .where(eq(deposits.id, row.id));
    throw error;
  }
  const settled = await settle(deps, row, order, result);
  return {
    row: settled.row,
    replayed: !settled.changed,
    ...(result.clientSecret ? { clientSecret: result.clientSecret } : {}),
  };
}

/**
 * The keys of the dealer's deposit steps in an order's progress: `place` and `deposit-review` (build-and-price
 * has a review), or the identity-login variant's `place-vw`, `review-vw` and `confirmation-vw`. A deposit
 * placed or given back moves them all, so that the order steps (and the storefront's deposit route) read it
 * in the dealer's own section.
 */
async function depositStepKeys(db: Db, dealerId: number): Promise<readonly string[]> {
  const [dealer] = await db
    .select({ settings: dealers.settings })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  const section = dealer
    ? dealerSections({ settings: { ...dealer.settings, deposit: true } }).find(
        (s) => s.id === 'deposit' || s.id === 'deposit-vw',
      )
    : undefined;
  return section?.keys ?? ['place', 'deposit-review'];
}

const depositProgress = (keys: readonly string[], state: number) =>
  JSON.stringify(Object.fromEntries(keys.map((key) => [key, state])));

/**
 * Writes a processor's outcome once: the attempt, the order's deposit code and the vehicle's
 * reservation. Only an attempt still waiting (created, initiated) takes an outcome; a second writer (the
 * browser's return and the webhook, a replayed event) finds it settled and changes nothing.
 */
export async function settle(
  deps: AppDeps,
  row: DepositRow,
  order: Pick<OrderRow, 'id'>,
  result: IntentResult,
): Promise<{ row: DepositRow; changed: boolean }> {
  const db = deps.database.db;
  const now = deps.now();
  const outcome = result.outcome;
  const status =
    outcome.kind === 'succeeded'
      ? row.method === 'hold'
        ? 'pre_authorized'
        : 'confirmed'
      : outcome.kind === 'requires_action'
        ? 'initiated'
        : 'rejected';
  const code =
    outcome.kind === 'succeeded'
      ? DEPOSIT_CODES.READY
      : outcome.kind === 'requires_action'
        ? DEPOSIT_CODES.CREATED
        : DEPOSIT_CODES.DENIED;
  const [updated] = await db
    .update(deposits)
    .set({
      status,
      code,
      intentId: result.intentId,
      declineCode: outcome.kind === 'declined' ? outcome.declineCode : null,
      cardBrand: result.brand,
      cardLast4: result.last4,
      paidAt: outcome.kind === 'succeeded' ? now : null,
      updatedAt: now,
    })
    .where(and(eq(deposits.id, row.id), sql`${deposits.status} in ('created', 'initiated')`))
    .returning();
  if (!updated) {
    const [current] = await db.select().from(deposits).where(eq(deposits.id, row.id));
    if (!current) throw new Error('deposit vanished');
    return { row: current, changed: false };
  }
  if (outcome.kind === 'succeeded') {
    const keys = await depositStepKeys(db, row.dealerId);
    await db
      .update(orders)
      .set({
        hasDeposit: true,
        depositCode: code,
        depositStepStatus: STEP_STATES.COMPLETED,
        reserveitId: `dep_${row.id}`,
        // Every step of the dealer's deposit section (the plain one's review is keyed deposit-review).
        progress: sql`${orders.progress} || ${depositProgress(keys, STEP_STATES.COMPLETED)}::jsonb`,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await db.update(vehicles).set({ stockStatus: 'reserved' }).where(eq(vehicles.id, row.vehicleId));
    invalidateReadCache(db, 'vehicles', row.vehicleId);
  } else {
    await db
      .update(orders)
      .set({ depositCode: code, version: sql`${orders.version} + 1`, updatedAt: now })
      .where(eq(orders.id, order.id));
  }
  orderWritten(db, order.id);
  deps.logger.info(
    { deposit: row.id, order: order.id, status, processor: row.processor },
    row.processor === 'sandbox' ? 'SANDBOX deposit settled' : 'deposit settled',
  );
  return { row: updated, changed: true };
}

/** The customer's deposit attempt by id (another's is not found). */
export async function customerDeposit(db: Db, c: AppContext, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(
      and(eq(deposits.id, id), eq(deposits.dealerId, c.var.dealer.id), eq(deposits.customerId, customerId)),
    )
    .limit(1);
  if (!row) throw new HttpError(404, { detail: 'Deposit not found.', code: 'not_found' });
  return row;
}

/** The order's latest attempt, if any. */
export async function latestDeposit(db: Db, orderId: number): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(eq(deposits.orderId, orderId))
    .orderBy(sql`${deposits.id} desc`)
    .limit(1);
  return row;
}

/** A challenged attempt left without an answer this long stops holding the vehicle (status expired). */
export const ABANDONED_AFTER_MS = 15 * 60_000;

async function expireAbandoned(deps: AppDeps, vehicleId: number): Promise<void> {
  const before = new Date(deps.now().getTime() - ABANDONED_AFTER_MS);
  await deps.database.db
    .update(deposits)
    .set({ status: 'expired', updatedAt: deps.now() })
    .where(
      and(
        eq(deposits.vehicleId, vehicleId),
        sql`${deposits.status} in ('created', 'initiated')`,
        sql`${deposits.updatedAt} < ${before.toISOString()}`,
      ),
    );
}

/**
 * A shopper who starts another attempt on their order has left the authentication step of an earlier
 * one (a closed tab, a reload): that attempt stops holding the vehicle (status canceled), so their own
 * step does not stand in their way, and approving it afterwards charges nothing.
 */
async function voidOwnChallenges(deps: AppDeps, orderId: number, customerId: number): Promise<void> {
  await deps.database.db
    .update(deposits)
    .set({ status: 'canceled', updatedAt: deps.now() })
    .where(
      and(
        eq(deposits.orderId, orderId),
        eq(deposits.customerId, customerId),
        eq(deposits.status, 'initiated'),
      ),
    );
}

/**
 * Staff give a deposit back (a hold canceled, a charge refunded): the reservation is released (the
 * vehicle's stock status as it was), the order has no deposit and its deposit steps are initial again.
 */
/**
 * Staff release a held deposit (the hold canceled, nothing charged) and the vehicle. Idempotent: a
 * released one answers as it is. A deposit charged meanwhile (another tab captured it) is refused,
 * not refunded: releasing a hold and giving back money taken are different decisions (refundDeposit).
 */
export async function releaseDeposit(
  deps: AppDeps,
  processor: PaymentProcessor,
  row: DepositRow,
): Promise<{ row: DepositRow; changed: boolean }> {
  if (row.status === 'canceled') return { row, changed: false };
  if (row.status === 'confirmed') {
    throw new HttpError(409, {
      non_field_errors: ['This deposit has been charged meanwhile: it can only be refunded now.'],
    });
  }
  if (row.status !== 'pre_authorized') {
    throw new HttpError(400, { non_field_errors: ['Only a held deposit can be released.'] });
  }
  return { row: await giveBack(deps, processor, row), changed: true };
}

/** A held or charged deposit given back at the processor (hold canceled, charge refunded), the vehicle freed. */
async function giveBack(deps: AppDeps, processor: PaymentProcessor, row: DepositRow): Promise<DepositRow> {
  const status = row.intentId
    ? await processor.release(row.intentId, `release-${row.idempotencyKey}`)
    : 'canceled';
  const updated = await releaseReservation(deps, row, status);
  if (!updated)
    throw new HttpError(400, { non_field_errors: ['Only a held or charged deposit can be given back.'] });
  return updated;
}

/**
 * The money is back (a hold canceled, a charge refunded, by staff or at the processor): the attempt
 * takes that status and the reservation is released. Undefined when the attempt held nothing (any more).
 */
export async function releaseReservation(
  deps: AppDeps,
  row: DepositRow,
  status: 'canceled' | 'refunded',
): Promise<DepositRow | undefined> {
  const db = deps.database.db;
  const now = deps.now();
  const [updated] = await db
    .update(deposits)
    .set({ status, updatedAt: now })
    .where(and(eq(deposits.id, row.id), sql`${deposits.status} in ('pre_authorized', 'confirmed')`))
    .returning();
  if (!updated) return undefined;
  const keys = await depositStepKeys(db, row.dealerId);
  await db
    .update(orders)
    .set({
      hasDeposit: false,
      depositCode: null,
      depositStepStatus: STEP_STATES.INITIAL,
      reserveitId: null,
      progress: sql`${orders.progress} || ${depositProgress(keys, STEP_STATES.INITIAL)}::jsonb`,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, row.orderId));
  orderWritten(db, row.orderId);
  await db
    .update(vehicles)
    .set({ stockStatus: row.previousStockStatus ?? 'in stock' })
    .where(and(eq(vehicles.id, row.vehicleId), eq(vehicles.stockStatus, 'reserved')));
  invalidateReadCache(db, 'vehicles', row.vehicleId);
  deps.logger.info(
    { deposit: row.id, status },
    row.processor === 'sandbox' ? 'SANDBOX deposit released' : 'deposit released',
  );
  return updated;
}

/**
 * Staff capture a held deposit (spec 2 §3, the hold mode): the hold is charged (status confirmed) and
 * the order's deposit code is APPLIED (LIVE); the vehicle stays reserved. A captured hold answers as it
 * is (a double click, a retry); anything but a hold is refused.
 */
export async function captureDeposit(
  deps: AppDeps,
  processor: PaymentProcessor,
  row: DepositRow,
): Promise<{ row: DepositRow; changed: boolean }> {
  const captured = row.method === 'hold' && row.status === 'confirmed';
  if (captured) return { row, changed: false };
  // Given back since the page was opened (another tab released or refunded it): said as such.
  if (row.status === 'canceled' || row.status === 'refunded') {
    throw new HttpError(409, {
      non_field_errors: ['This deposit was given back meanwhile: nothing is left to capture.'],
    });
  }
  if (row.status !== 'pre_authorized' || !row.intentId) {
    throw new HttpError(400, { non_field_errors: ['Only a held deposit can be captured.'] });
  }
  const db = deps.database.db;
  const now = deps.now();
  await processor.capture(row.intentId, `capture-${row.idempotencyKey}`);
  const [updated] = await db
    .update(deposits)
    .set({ status: 'confirmed', code: DEPOSIT_CODES.APPLIED, updatedAt: now })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, 'pre_authorized')))
    .returning();
  // A twin request captured it meanwhile: the processor's key made that one charge.
  if (!updated) {
    const [current] = await db.select().from(deposits).where(eq(deposits.id, row.id));
    return { row: current ?? row, changed: false };
  }
  await db
    .update(orders)
    .set({ depositCode: DEPOSIT_CODES.APPLIED, version: sql`${orders.version} + 1`, updatedAt: now })
    .where(eq(orders.id, row.orderId));
  orderWritten(db, row.orderId);
  deps.logger.info(
    { deposit: row.id },
    row.processor === 'sandbox' ? 'SANDBOX deposit captured' : 'deposit captured',
  );
  return { row: updated, changed: true };
}

/**
 * Staff refund a charged deposit (captured at once, or a captured hold): the money goes back (status
 * refunded) and the reservation is released. A refunded deposit answers as it is; a hold is released,
 * not refunded (nothing was charged).
 */
export async function refundDeposit(
  deps: AppDeps,
  processor: PaymentProcessor,
  row: DepositRow,
): Promise<{ row: DepositRow; changed: boolean }> {
  if (row.status === 'refunded') return { row, changed: false };
  if (row.status !== 'confirmed') {
    throw new HttpError(400, {
      non_field_errors: ['Only a charged deposit can be refunded. Release a held deposit instead.'],
    });
  }
  return { row: await giveBack(deps, processor, row), changed: true };
}
