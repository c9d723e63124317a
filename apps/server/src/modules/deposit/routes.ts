/**
 * Deposits (spec 2 §7): GET /api/customer/customdeposit-details, POST /api/customer/deposit/validate/,
 * POST /api/customer/deposit/charge_deposit/, GET /api/customer/deposit/{order}/deposit_amount_paid/,
 * and the sandbox's authentication step POST /api/customer/deposit/{deposit}/authenticate/.
 */
import {
  dealerDepositsQuerySchema,
  depositChargeSchema,
  depositDetailsQuerySchema,
  depositValidateSchema,
  sandboxAuthenticateBodySchema,
} from '@storefront/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { deposits, orders, users, vehicles } from '../../db/schema.ts';
import { requireCustomer, requireStaff } from '../../http/auth.ts';
import { emptyBodySchema, readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, readQuery } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { customerOrder } from '../orders/store.ts';
import { likePattern } from '../staff/customers.ts';
import { serializeUser } from '../user/service.ts';
import { processorOf } from './processor.ts';
import { emailDepositChange, emailReceipt } from './receipt.ts';
import { SandboxProcessor } from './sandbox.ts';
import { declineMessage, serializeDeposit } from './serializers.ts';
import {
  captureDeposit,
  chargeDeposit,
  customerDeposit,
  dealerDeposit,
  geoErrors,
  latestDeposit,
  refundDeposit,
  releaseDeposit,
  requireDeposits,
  settle,
} from './service.ts';
import { handleWebhook } from './webhook.ts';

/**
 * The answer of an attempt: 201 charged (200 when replayed), 202 awaiting authentication, 402 declined
 * (thrown, so that its message is in the page's language as every error's is).
 */
function answer(row: ReturnType<typeof serializeDeposit>, replayed: boolean, clientSecret?: string) {
  if (row.status === 'rejected' || row.status === 'error') {
    throw new HttpError(402, {
      detail: declineMessage(row.decline_code),
      code: 'payment_declined',
      deposit: row,
    });
  }
  // The processor's challenge step in the browser needs the intent's secret (Stripe.js handleNextAction).
  if (row.requires_action) {
    return { status: 202 as const, body: clientSecret ? { ...row, client_secret: clientSecret } : row };
  }
  return { status: replayed ? (200 as const) : (201 as const), body: row };
}

/** The sandbox processor's challenge answer (a real processor's authenticate takes an empty body). */
export { sandboxAuthenticateBodySchema };

export const depositChargeBodySchema = depositChargeSchema.strict();

export const depositValidateBodySchema = depositValidateSchema.strict();

export function depositRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;

  app.post('/validate', async (c) => {
    requireCustomer(c);
    requireDeposits(c.var.dealer);
    const body = await readJson(c, depositValidateBodySchema);
    const errors = geoErrors(c.var.dealer, body.province_code, body.postal_code);
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
    return c.json({ valid: true });
  });

  app.post('/charge_deposit', async (c) => {
    const { customer } = requireCustomer(c);
    const body = await readJson(c, depositChargeBodySchema);
    const processor = processorOf(deps);
    const { row, replayed, clientSecret } = await chargeDeposit(deps, c, processor, customer.id, body);
    if (!replayed) await emailReceipt(deps, c.var.dealer, row, resolveLanguage(c, c.var.dealer));
    const { status, body: out } = answer(serializeDeposit(row), replayed, clientSecret);
    return c.json(out, status);
  });

  /**
   * The shopper is back from the processor's challenge step. The sandbox's answer (approved or not)
   * goes through the webhook handler as Stripe's event would; with Stripe the intent is read back (its
   * webhook may have settled it first: the attempt takes its outcome once either way).
   */
  app.post('/:id/authenticate', async (c) => {
    const { customer } = requireCustomer(c);
    const processor = processorOf(deps);
    const row = await customerDeposit(db, c, customer.id, idParam(c, 'id'));
    const body = await readJson(c, processor.isSandbox ? sandboxAuthenticateBodySchema : emptyBodySchema);
    if (row.status !== 'initiated' || !row.intentId) {
      const { status, body: out } = answer(serializeDeposit(row), true);
      return c.json(out, status);
    }
    const approved = 'approved' in body && body.approved === true;
    const result = await processor.completeAuthentication(row.intentId, approved, row.idempotencyKey);
    let settled = row;
    let changed = false;
    if (processor instanceof SandboxProcessor) {
      const delivery = await processor.webhookFor(result);
      // Delivered in the shopper's request: its receipt is in the page's language.
      await handleWebhook(deps, processor, delivery.payload, (name) => delivery.headers[name], {
        language: resolveLanguage(c, c.var.dealer),
      });
      settled = await customerDeposit(db, c, customer.id, row.id);
      changed = settled.status !== row.status;
    } else {
      ({ row: settled, changed } = await settle(deps, row, { id: row.orderId }, result));
      if (changed) await emailReceipt(deps, c.var.dealer, settled, resolveLanguage(c, c.var.dealer));
    }
    const { status, body: out } = answer(
      serializeDeposit(settled),
      !changed,
      result.clientSecret ?? undefined,
    );
    return c.json(out, status);
  });

  app.get('/:id/deposit_amount_paid', async (c) => {
    const { customer } = requireCustomer(c);
    const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    const last = await latestDeposit(db, order.id);
    const paid = last && (last.status === 'pre_authorized' || last.status === 'confirmed') ? last : null;
    return c.json({
      order: order.id,
      deposit_amount_paid: paid ? paid.total : null,
      deposit_code: order.depositCode,
      // The receipt's details with the attempt: the dealership and the terms' cancellation fee.
      deposit: last
        ? {
            ...serializeDeposit(last),
            dealer_name: c.var.dealer.name,
            // the receipt's dates are said at the dealership's time
            time_zone: c.var.dealer.timezone,
            deposit_cancellation_fee: dealerDeposit(c.var.dealer).cancellationFee,
          }
        : null,
    });
  });

  return app;
}

/** GET /api/customer/customdeposit-details[?order=]: the dealer's deposit and, for an order, what is paid. */
export function depositDetailsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;
  app.get('/', async (c) => {
    const query = readQuery(c, depositDetailsQuerySchema);
    const dealer = c.var.dealer;
    requireDeposits(dealer);
    const d = dealerDeposit(dealer);
    let paid: number | null = null;
    if (query.order !== undefined) {
      const { customer } = requireCustomer(c);
      const order = await customerOrder(db, c, customer.id, query.order);
      const last = await latestDeposit(db, order.id);
      paid = last && (last.status === 'pre_authorized' || last.status === 'confirmed') ? last.total : null;
    }
    const processor = processorOf(deps);
    return c.json({
      deposit_amount: d.amount,
      deposit_cancellation_fee: d.cancellationFee,
      deposit_method: d.method,
      deposit_amount_paid: paid,
      fee_mode: d.fees.fee_mode,
      deposit_fee: d.fee,
      deposit_total: d.total,
      currency: dealer.settings.currency_unit,
      processor: processor.name,
      sandbox: processor.isSandbox,
      // The browser's processor script (Stripe.js) takes this key; none for the sandbox.
      publishable_key: processor.publishableKey,
    });
  });
  return app;
}

/** The deposit module's routes under /api/customer. */
export function depositModule(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.route('/deposit', depositRoutes(deps));
  app.route('/customdeposit-details', depositDetailsRoutes(deps));
  return app;
}

/** Deposits the console lists: held or charged (staff act on them), and those given back or captured lately. */
const LISTED_STATUSES = ['pre_authorized', 'confirmed', 'refunded', 'canceled'] as const;

/**
 * What a deposits search matches (nothing to add without one): a part of the customer's first or last
 * name or both, or of their e-mail, a part of the reserved vehicle's stock number, or the order number
 * itself (`41` or `#41`).
 */
function depositSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  const number = /^#?\s*(\d{1,9})$/.exec(q)?.[1];
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(vehicles.stockNumber, pattern),
    number ? eq(deposits.orderId, Number(number)) : undefined,
  );
}

/**
 * Staff: GET /api/dealer/deposits/ lists the dealer's deposits (held, charged, given back), newest
 * first, with the customer and the vehicle reserved, `?q=` searching the customer's name or e-mail,
 * the order number (`41`, `#41`) or the vehicle's stock number; POST /api/dealer/deposits/{id}/release/ gives a
 * deposit back and releases the vehicle.
 */
export function dealerDepositRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;

  app.get('/', async (c) => {
    const { q } = readQuery(c, dealerDepositsQuerySchema);
    const search = depositSearch(q?.trim() ?? '');
    const rows = await db
      .select({ deposit: deposits, customer: users, vehicle: vehicles })
      .from(deposits)
      .innerJoin(users, eq(users.id, deposits.customerId))
      .innerJoin(orders, eq(orders.id, deposits.orderId))
      .leftJoin(vehicles, eq(vehicles.id, deposits.vehicleId))
      .where(
        and(eq(deposits.dealerId, c.var.dealer.id), inArray(deposits.status, [...LISTED_STATUSES]), search),
      )
      .orderBy(desc(deposits.id))
      .limit(200);
    const results = rows.map(({ deposit, customer, vehicle }) => ({
      ...serializeDeposit(deposit),
      customer: { id: customer.id, name_or_email: serializeUser(customer).name_or_email },
      vehicle_details: vehicle
        ? {
            id: vehicle.id,
            year: vehicle.year,
            make: vehicle.make,
            model: vehicle.model,
            trim: vehicle.trim,
            stock_number: vehicle.stockNumber,
          }
        : null,
    }));
    return c.json({ count: results.length, results });
  });

  /** The dealer's deposit by id (another dealer's is not found), for staff who may act on deposits. */
  const staffDeposit = async (c: AppContext) => {
    const auth = requireStaff(c);
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, idParam(c, 'id')), eq(deposits.dealerId, c.var.dealer.id)))
      .limit(1);
    if (!row) throw new HttpError(404, { detail: 'Deposit not found.', code: 'not_found' });
    return { auth, row };
  };

  // Staff: POST {id}/capture/ charges a hold; POST {id}/release/ cancels a hold and POST {id}/refund/
  // gives a charge back, each releasing the vehicle. Each is idempotent (a repeat answers the deposit
  // as it is), audited once, and refused (409) when the deposit is no longer in the state its action
  // is for (a stale page releasing a hold that another tab captured never refunds it).
  // The customer is e-mailed once, when the deposit changed (./receipt.ts).
  // Who may: the permission table (capture and release `actForCustomers`, refund `refundDeposits`).
  for (const [action, run, audited, told] of [
    ['capture', captureDeposit, 'deposit_captured', 'captured'],
    ['release', releaseDeposit, 'deposit_released', 'released'],
    ['refund', refundDeposit, 'deposit_refunded', 'refunded'],
  ] as const) {
    app.post(`/:id/${action}`, async (c) => {
      const { auth, row } = await staffDeposit(c);
      const { row: after, changed } = await run(deps, processorOf(deps), row);
      if (changed) {
        await audit(deps, {
          dealerId: c.var.dealer.id,
          actorUserId: auth.user.id,
          subjectUserId: row.customerId,
          action: audited,
          ip: clientIp(c),
          details: { deposit: row.id, order: row.orderId, status: after.status },
        });
        await emailDepositChange(deps, c.var.dealer, after, told);
      }
      // `changed`: whether this call did it (false: done before, by another tab or a retry)
      return c.json({ ...serializeDeposit(after), changed });
    });
  }

  return app;
}
