/**
 * The sandbox payment processor: the embedded default, with Stripe's published test-card semantics
 * (4242... succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds,
 * 4000 0025 0000 3155 asks for authentication). The browser makes its tokens (the domain's
 * `sandboxTokenize`); the card number never reaches the server. Intents live in memory: no money
 * moves, and every log line says SANDBOX.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseSandboxToken } from '@storefront/domain';
import type { Logger } from 'pino';
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

interface SandboxIntent {
  readonly id: string;
  readonly request: CreateIntent;
  result: IntentResult;
  /** How many times this intent was charged (authorised or captured): one at most. */
  charges: number;
  /** The hold was canceled or the charge refunded. */
  released?: boolean;
  /** The hold was captured (charged). */
  captured?: boolean;
}

export class SandboxProcessor implements PaymentProcessor {
  readonly name = 'sandbox' as const;
  readonly isSandbox = true;
  readonly publishableKey = null;
  readonly #logger: Logger;
  readonly #webhookSecret: string;
  readonly #byKey = new Map<string, SandboxIntent>();
  readonly #byId = new Map<string, SandboxIntent>();

  constructor(logger: Logger, secret: string) {
    this.#logger = logger.child({ processor: 'SANDBOX' });
    this.#webhookSecret = hmac(secret, 'sandbox-webhook');
  }

  /**
   * The webhook delivery the sandbox makes for an intent's outcome (as Stripe sends one): a signed
   * event for the same handler as Stripe's. `at`: the signing time (seconds), now by default.
   */
  webhookFor(
    result: IntentResult,
    at = Math.floor(Date.now() / 1000),
  ): { payload: string; headers: Record<string, string> } {
    const intent = this.#byId.get(result.intentId);
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
    const existing = this.#byKey.get(request.idempotencyKey);
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
    const intent: SandboxIntent = { id, request, result, charges };
    this.#byKey.set(request.idempotencyKey, intent);
    this.#byId.set(id, intent);
    this.#logger.info(
      { intent: id, amount: request.amount, capture: request.captureMethod, outcome: result.outcome.kind },
      'SANDBOX intent created',
    );
    return result;
  }

  async completeAuthentication(intentId: string, approved: boolean): Promise<IntentResult> {
    const intent = this.#byId.get(intentId);
    if (!intent) {
      return {
        intentId,
        outcome: { kind: 'declined', declineCode: 'authentication_failed' },
        brand: null,
        last4: null,
      };
    }
    if (intent.result.outcome.kind !== 'requires_action') return intent.result;
    intent.result = approved
      ? { ...intent.result, outcome: { kind: 'succeeded' } }
      : { ...intent.result, outcome: { kind: 'declined', declineCode: 'authentication_failed' } };
    if (approved) intent.charges += 1;
    this.#logger.info({ intent: intentId, approved }, 'SANDBOX authentication completed');
    return intent.result;
  }

  async capture(intentId: string, idempotencyKey: string): Promise<void> {
    const intent = this.#byId.get(intentId);
    if (intent?.request.captureMethod !== 'manual' || intent.released) {
      throw new Error(`SANDBOX intent ${intentId} is not a hold that can be captured`);
    }
    if (intent.captured) return;
    intent.captured = true;
    this.#logger.info({ intent: intentId, key: idempotencyKey }, 'SANDBOX hold captured');
  }

  async release(intentId: string, idempotencyKey: string): Promise<'canceled' | 'refunded'> {
    const intent = this.#byId.get(intentId);
    // A hold not yet captured is canceled; a charge (captured at once, or a captured hold) refunded.
    const manual = intent?.request.captureMethod === 'manual' && !intent.captured;
    if (intent && !intent.released) {
      intent.released = true;
      this.#logger.info(
        { intent: intentId, key: idempotencyKey },
        manual ? 'SANDBOX hold canceled' : 'SANDBOX charge refunded',
      );
    }
    return manual ? 'canceled' : 'refunded';
  }

  /** Intents made so far and how many times each was charged (what a processor's dashboard shows). */
  ledger(): {
    id: string;
    amount: number;
    charges: number;
    idempotencyKey: string;
    released: boolean;
    captured: boolean;
  }[] {
    return [...this.#byId.values()].map((i) => ({
      id: i.id,
      amount: i.request.amount,
      charges: i.charges,
      idempotencyKey: i.request.idempotencyKey,
      released: i.released === true,
      captured: i.captured === true,
    }));
  }
}
