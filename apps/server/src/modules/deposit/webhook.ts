/**
 * The payment processor's webhook (POST /api/payments/webhook/): Stripe's events, and the sandbox's,
 * which the sandbox's authentication step sends through the same handler. A delivery is verified by
 * its signature (a bad one: 400, nothing read), recorded by its event id (a replayed or retried one is
 * answered and ignored), then applied to the deposit its intent was made for:
 * - a waiting attempt (created, initiated) takes its outcome (held, charged, declined) once, whoever
 *   comes first of the browser's return and the webhook;
 * - a held deposit captured at the processor becomes confirmed (APPLIED);
 * - a hold canceled or a charge refunded at the processor releases the reservation;
 * - money held for an attempt that no longer holds the vehicle (the shopper left its challenge step) is
 *   given back.
 * The route takes no session and no anti-forgery token (http/csrf.ts): the signature is its proof.
 */
import { DEPOSIT_CODES } from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type DepositRow, dealers, deposits, orders, paymentEvents, users } from '../../db/schema.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError } from '../../http/helpers.ts';
import { orderWritten } from '../orders/store.ts';
import { type PaymentEvent, type PaymentProcessor, processorOf, WebhookSignatureError } from './processor.ts';
import { emailReceipt } from './receipt.ts';
import { releaseReservation, settle } from './service.ts';

export const WEBHOOK_PATH = '/api/payments/webhook';

export type WebhookAnswer = { received: true; duplicate: boolean; deposit: number | null };

/** Verifies, records once and applies one delivery. Throws WebhookSignatureError on a bad signature. */
export async function handleWebhook(
  deps: AppDeps,
  processor: PaymentProcessor,
  payload: string,
  header: (name: string) => string | undefined,
  options: { language?: string } = {},
): Promise<WebhookAnswer> {
  const event = processor.verifyWebhook(payload, header);
  const db = deps.database.db;
  const [recorded] = await db
    .insert(paymentEvents)
    .values({ processor: processor.name, eventId: event.id, type: event.type, intentId: event.intentId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!recorded) {
    deps.logger.info({ event: event.id, processor: processor.name }, 'payment webhook replayed: ignored');
    return { received: true, duplicate: true, deposit: null };
  }
  try {
    const row = await depositOf(deps, processor, event);
    if (row) await apply(deps, processor, row, event, options.language);
    return { received: true, duplicate: false, deposit: row?.id ?? null };
  } catch (error) {
    // Not applied: the processor's retry of this event is taken again.
    await db.delete(paymentEvents).where(eq(paymentEvents.id, recorded.id));
    throw error;
  }
}

async function depositOf(
  deps: AppDeps,
  processor: PaymentProcessor,
  event: PaymentEvent,
): Promise<DepositRow | undefined> {
  const db = deps.database.db;
  if (event.intentId) {
    const [byIntent] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.processor, processor.name), eq(deposits.intentId, event.intentId)))
      .limit(1);
    if (byIntent) return byIntent;
  }
  // The webhook came before the attempt wrote its intent id: the intent's metadata names the deposit.
  if (event.deposit !== null) {
    const [byId] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.processor, processor.name), eq(deposits.id, event.deposit)))
      .limit(1);
    if (byId && (byId.intentId === null || byId.intentId === event.intentId)) return byId;
  }
  return undefined;
}

async function apply(
  deps: AppDeps,
  processor: PaymentProcessor,
  row: DepositRow,
  event: PaymentEvent,
  language: string | undefined,
) {
  const waiting = row.status === 'created' || row.status === 'initiated';
  const intentId = event.intentId ?? row.intentId ?? '';
  if (waiting && event.change) {
    if (event.change === 'canceled' || event.change === 'refunded') return;
    const outcome =
      event.change === 'failed'
        ? ({ kind: 'declined', declineCode: event.declineCode ?? 'card_declined' } as const)
        : ({ kind: 'succeeded' } as const);
    const settled = await settle(
      deps,
      row,
      { id: row.orderId },
      {
        intentId,
        outcome,
        brand: row.cardBrand,
        last4: row.cardLast4,
      },
    );
    if (settled.changed && outcome.kind === 'succeeded') await receipt(deps, settled.row, language);
    return;
  }
  const held = row.status === 'pre_authorized' || row.status === 'confirmed';
  if (held && (event.change === 'canceled' || event.change === 'refunded')) {
    // Given back at the processor (its dashboard, an expired authorisation): the money is back
    // already, so this only releases the reservation.
    await releaseReservation(deps, row, event.change);
    return;
  }
  if (row.status === 'pre_authorized' && event.change === 'succeeded') {
    const db = deps.database.db;
    const [updated] = await db
      .update(deposits)
      .set({ status: 'confirmed', code: DEPOSIT_CODES.APPLIED, updatedAt: deps.now() })
      .where(and(eq(deposits.id, row.id), eq(deposits.status, 'pre_authorized')))
      .returning();
    if (updated) {
      await db
        .update(orders)
        .set({
          depositCode: DEPOSIT_CODES.APPLIED,
          version: sql`${orders.version} + 1`,
          updatedAt: deps.now(),
        })
        .where(eq(orders.id, row.orderId));
      orderWritten(db, row.orderId);
    }
    return;
  }
  const void_ = row.status === 'canceled' || row.status === 'expired';
  if (void_ && (event.change === 'authorized' || event.change === 'succeeded') && row.intentId) {
    // The shopper finished a challenge they had left: the attempt no longer holds the vehicle, so the
    // money goes back.
    const back = await processor.release(row.intentId, `release-${row.idempotencyKey}`);
    deps.logger.info({ deposit: row.id, status: back }, 'payment for a void attempt given back');
  }
}

/** The receipt of a deposit the webhook settled, in the language given, else the shopper's own. */
async function receipt(deps: AppDeps, row: DepositRow, given: string | undefined): Promise<void> {
  const db = deps.database.db;
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, row.dealerId)).limit(1);
  if (!dealer) return;
  const [customer] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, row.customerId))
    .limit(1);
  const language =
    given && dealer.allowedLanguages.includes(given)
      ? given
      : customer?.language && dealer.allowedLanguages.includes(customer.language)
        ? customer.language
        : (dealer.allowedLanguages[0] ?? 'en');
  await emailReceipt(deps, dealer, row, language);
}

export function webhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.post('/', async (c) => {
    const payload = await c.req.text();
    try {
      const answer = await handleWebhook(deps, processorOf(deps), payload, (name) => c.req.header(name));
      return c.json(answer);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        deps.logger.warn({ reason: error.message }, 'payment webhook refused: bad signature');
        throw new HttpError(400, {
          detail: 'The signature of this event is not valid.',
          code: 'bad_signature',
        });
      }
      throw error;
    }
  });
  return app;
}
