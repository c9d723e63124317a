/**
 * The sandbox payment processor: the embedded default, with Stripe's published test-card semantics
 * (4242... succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds,
 * 4000 0025 0000 3155 asks for authentication). The browser makes its tokens (the domain's
 * `sandboxTokenize`); the card number never reaches the server. Intents are rows of
 * `sandbox_payment_intents` (no card data), so that a restart or another process captures or releases
 * a hold placed earlier, as Stripe's would: no money moves, and every log line says SANDBOX.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseSandboxToken } from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { sandboxPaymentIntents } from '../../db/schema.ts';
import { hmac } from '../../services/secret.ts';
import {
  type CreateIntent,
  type IntentResult,
  type PaymentEvent,
  type PaymentProcessor,
  WebhookSignatureError,
} from './processor.ts';

/** The sandbox's webhook signature header: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`, as Stripe's. */
export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';
/** How old a signed delivery may be (seconds), as Stripe's default tolerance. */
const TOLERANCE_S = 300;

type SandboxIntent = typeof sandboxPaymentIntents.$inferSelect;

export class SandboxProcessor implements PaymentProcessor {
  readonly name = 'sandbox' as const;
  readonly isSandbox = true;
  readonly publishableKey = null;
  readonly #logger: Logger;
  readonly #webhookSecret: string;
  readonly #db: Db;

  constructor(logger: Logger, secret: string, db: Db) {
    this.#logger = logger.child({ processor: 'SANDBOX' });
    this.#webhookSecret = hmac(secret, 'sandbox-webhook');
    this.#db = db;
  }

  async #byId(id: string): Promise<SandboxIntent | undefined> {
    const [row] = await this.#db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return row;
  }

  async #byKey(key: string): Promise<SandboxIntent | undefined> {
    const [row] = await this.#db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, key));
    return row;
  }

  /**
   * The webhook delivery the sandbox makes for an intent's outcome (as Stripe sends one): a signed
   * event for the same handler as Stripe's. `at`: the signing time (seconds), now by default.
   */
  async webhookFor(
    result: IntentResult,
    at = Math.floor(Date.now() / 1000),
  ): Promise<{ payload: string; headers: Record<string, string> }> {
    const intent = await this.#byId(result.intentId);
    const outcome = result.outcome;
    const change: PaymentEvent['change'] =
      outcome.kind === 'succeeded'
        ? intent?.request.captureMethod === 'manual'
          ? 'authorized'
          : 'succeeded'
        : outcome.kind === 'declined'
          ? 'failed'
          : null;
    const event = {
      id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
      type: `sandbox.payment_intent.${change ?? 'requires_action'}`,
      intent: result.intentId,
      deposit: intent?.request.deposit ?? null,
      change,
      decline_code: outcome.kind === 'declined' ? outcome.declineCode : null,
    };
    const payload = JSON.stringify(event);
    return { payload, headers: { [SANDBOX_SIGNATURE_HEADER]: this.sign(payload, at) } };
  }

  /** The signature header of a payload signed at `at` (seconds). */
  sign(payload: string, at: number): string {
    const v1 = createHmac('sha256', this.#webhookSecret).update(`${at}.${payload}`).digest('hex');
    return `t=${at},v1=${v1}`;
  }

  verifyWebhook(payload: string, header: (name: string) => string | undefined): PaymentEvent {
    const signature = header(SANDBOX_SIGNATURE_HEADER) ?? '';
    const parts = new Map(
      signature.split(',').map((p) => {
        const i = p.indexOf('=');
        return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
      }),
    );
    const at = Number(parts.get('t'));
    const given = Buffer.from(parts.get('v1') ?? '');
    const expected = Buffer.from(this.sign(payload, at).split('v1=')[1] ?? '');
    if (!Number.isInteger(at) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new WebhookSignatureError('SANDBOX webhook signature does not match');
    }
    if (Math.abs(Date.now() / 1000 - at) > TOLERANCE_S) {
      throw new WebhookSignatureError('SANDBOX webhook signature is too old');
    }
    const e = JSON.parse(payload) as {
      id?: unknown;
      type?: unknown;
      intent?: unknown;
      deposit?: unknown;
      change?: unknown;
      decline_code?: unknown;
    };
    const changes = ['succeeded', 'authorized', 'failed', 'canceled', 'refunded'];
    const declines = ['card_declined', 'insufficient_funds', 'authentication_failed'];
    return {
      id: String(e.id ?? ''),
      type: String(e.type ?? ''),
      intentId: typeof e.intent === 'string' ? e.intent : null,
      deposit: Number.isInteger(e.deposit) ? Number(e.deposit) : null,
      change: changes.includes(String(e.change)) ? (e.change as PaymentEvent['change']) : null,
      ...(declines.includes(String(e.decline_code))
        ? { declineCode: e.decline_code as PaymentEvent['declineCode'] }
        : {}),
    };
  }

  acceptsToken(token: string): boolean {
    return parseSandboxToken(token) !== null;
  }

  async createIntent(request: CreateIntent): Promise<IntentResult> {
    const existing = await this.#byKey(request.idempotencyKey);
    if (existing) {
      this.#logger.info({ intent: existing.id }, 'SANDBOX intent replayed for its idempotency key');
      return existing.result;
    }
    const card = parseSandboxToken(request.token);
    const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
    const brand = card?.brand ?? null;
    const last4 = card?.last4 ?? null;
    let result: IntentResult;
    let charges = 0;
    if (!card || card.outcome === 'declined') {
      result = { intentId: id, outcome: { kind: 'declined', declineCode: 'card_declined' }, brand, last4 };
    } else if (card.outcome === 'insufficient_funds') {
      result = {
        intentId: id,
        outcome: { kind: 'declined', declineCode: 'insufficient_funds' },
        brand,
        last4,
      };
    } else if (card.outcome === 'authentication_required') {
      result = { intentId: id, outcome: { kind: 'requires_action' }, brand, last4 };
    } else {
      result = { intentId: id, outcome: { kind: 'succeeded' }, brand, last4 };
      charges = 1;
    }
    const [made] = await this.#db
      .insert(sandboxPaymentIntents)
      .values({
        id,
        idempotencyKey: request.idempotencyKey,
        request: {
          amount: request.amount,
          currency: request.currency,
          captureMethod: request.captureMethod,
          description: request.description,
          deposit: request.deposit,
        },
        result,
        charges,
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
      .returning();
    // A twin request (another process) made the intent for this key meanwhile: its answer is the one.
    if (!made) {
      const twin = await this.#byKey(request.idempotencyKey);
      if (twin) return twin.result;
    }
    this.#logger.info(
      { intent: id, amount: request.amount, capture: request.captureMethod, outcome: result.outcome.kind },
      'SANDBOX intent created',
    );
    return result;
  }

  async completeAuthentication(intentId: string, approved: boolean): Promise<IntentResult> {
    const intent = await this.#byId(intentId);
    if (!intent) {
      return {
        intentId,
        outcome: { kind: 'declined', declineCode: 'authentication_failed' },
        brand: null,
        last4: null,
      };
    }
    if (intent.result.outcome.kind !== 'requires_action') return intent.result;
    const result: IntentResult = approved
      ? { ...intent.result, outcome: { kind: 'succeeded' } }
      : { ...intent.result, outcome: { kind: 'declined', declineCode: 'authentication_failed' } };
    // Only from the challenge state: a twin completion (a double click, another process) changes nothing.
    const [done] = await this.#db
      .update(sandboxPaymentIntents)
      .set({ result, charges: sql`${sandboxPaymentIntents.charges} + ${approved ? 1 : 0}` })
      .where(
        and(
          eq(sandboxPaymentIntents.id, intentId),
          sql`${sandboxPaymentIntents.result}->'outcome'->>'kind' = 'requires_action'`,
        ),
      )
      .returning();
    if (!done) return (await this.#byId(intentId))?.result ?? result;
    this.#logger.info({ intent: intentId, approved }, 'SANDBOX authentication completed');
    return result;
  }

  async capture(intentId: string, idempotencyKey: string): Promise<void> {
    const intent = await this.#byId(intentId);
    if (intent?.request.captureMethod !== 'manual' || intent.released) {
      throw new Error(`SANDBOX intent ${intentId} is not a hold that can be captured`);
    }
    if (intent.captured) return;
    const [done] = await this.#db
      .update(sandboxPaymentIntents)
      .set({ captured: true })
      .where(
        and(
          eq(sandboxPaymentIntents.id, intentId),
          eq(sandboxPaymentIntents.captured, false),
          eq(sandboxPaymentIntents.released, false),
        ),
      )
      .returning();
    if (!done) {
      const now = await this.#byId(intentId);
      if (now?.captured) return;
      throw new Error(`SANDBOX intent ${intentId} was released meanwhile`);
    }
    this.#logger.info({ intent: intentId, key: idempotencyKey }, 'SANDBOX hold captured');
  }

  async release(intentId: string, idempotencyKey: string): Promise<'canceled' | 'refunded'> {
    const intent = await this.#byId(intentId);
    // A hold not yet captured is canceled; a charge (captured at once, or a captured hold) refunded.
    const manual = intent?.request.captureMethod === 'manual' && !intent.captured;
    const [done] = intent
      ? await this.#db
          .update(sandboxPaymentIntents)
          .set({ released: true })
          .where(and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.released, false)))
          .returning()
      : [];
    if (done) {
      this.#logger.info(
        { intent: intentId, key: idempotencyKey },
        manual ? 'SANDBOX hold canceled' : 'SANDBOX charge refunded',
      );
    }
    return manual ? 'canceled' : 'refunded';
  }

  /** Intents made so far and how many times each was charged (what a processor's dashboard shows). */
  async ledger(): Promise<
    {
      id: string;
      deposit: number;
      amount: number;
      charges: number;
      idempotencyKey: string;
      released: boolean;
      captured: boolean;
    }[]
  > {
    const rows = await this.#db.select().from(sandboxPaymentIntents).orderBy(sandboxPaymentIntents.createdAt);
    return rows.map((i) => ({
      id: i.id,
      deposit: i.request.deposit,
      amount: i.request.amount,
      charges: i.charges,
      idempotencyKey: i.idempotencyKey,
      released: i.released,
      captured: i.captured,
    }));
  }
}
