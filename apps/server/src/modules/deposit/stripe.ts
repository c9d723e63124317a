/**
 * The Stripe processor (PAYMENT_PROCESSOR=stripe): Payment Intents confirmed on the server from the
 * Payment Element's confirmation token (`ctoken_...`; a PaymentMethod id `pm_...` is taken too), so a
 * card number never reaches our server; manual capture for the hold mode; an idempotency key on every
 * call that moves money (create, capture, cancel, refund); webhooks verified by Stripe's signature
 * (`stripe.webhooks.constructEvent`). The tests speak to a local stand-in of the endpoints used here,
 * not to Stripe (test/stripe/standin.ts).
 */
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { PaymentsConfig } from './payments-config.ts';
import {
  type CreateIntent,
  type IntentOutcome,
  type IntentResult,
  type PaymentEvent,
  type PaymentProcessor,
  WebhookSignatureError,
} from './processor.ts';

type StripeSettings = Extract<PaymentsConfig, { processor: 'stripe' }>;
type Decline = Extract<IntentOutcome, { kind: 'declined' }>['declineCode'];

const TOKEN = /^(ctoken|pm)_[A-Za-z0-9_]{3,190}$/;

function declineOf(
  error: { code?: string | null; decline_code?: string | null } | null | undefined,
): Decline {
  if (error?.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (error?.decline_code === 'insufficient_funds') return 'insufficient_funds';
  return 'card_declined';
}

function cardOf(pi: Stripe.PaymentIntent): { brand: string | null; last4: string | null } {
  const method = pi.payment_method;
  if (method && typeof method === 'object' && method.card) {
    return { brand: method.card.brand, last4: method.card.last4 };
  }
  return { brand: null, last4: null };
}

/** An intent's state as the deposit's outcome. */
export function resultOf(pi: Stripe.PaymentIntent): IntentResult {
  const card = cardOf(pi);
  const base = { intentId: pi.id, ...card };
  switch (pi.status) {
    case 'succeeded':
    case 'requires_capture':
      return { ...base, outcome: { kind: 'succeeded' } };
    case 'requires_action':
    case 'requires_confirmation':
    case 'processing':
      return { ...base, outcome: { kind: 'requires_action' }, clientSecret: pi.client_secret };
    default:
      return { ...base, outcome: { kind: 'declined', declineCode: declineOf(pi.last_payment_error) } };
  }
}

export class StripeProcessor implements PaymentProcessor {
  readonly name = 'stripe' as const;
  readonly isSandbox = false;
  readonly publishableKey: string;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;
  readonly #logger: Logger;

  constructor(settings: StripeSettings, logger: Logger) {
    const base = settings.apiBase;
    this.#stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    this.publishableKey = settings.publishableKey;
    this.#webhookSecret = settings.webhookSecret;
    this.#logger = logger.child({ processor: 'stripe' });
  }

  acceptsToken(token: string): boolean {
    return TOKEN.test(token);
  }

  async createIntent(request: CreateIntent): Promise<IntentResult> {
    const token = request.token.startsWith('ctoken_')
      ? { confirmation_token: request.token }
      : { payment_method: request.token };
    try {
      const pi = await this.#stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          capture_method: request.captureMethod,
          confirm: true,
          ...token,
          allowed_payment_method_types: ['card'],
          use_stripe_sdk: true,
          description: request.description,
          metadata: { deposit: String(request.deposit) },
          expand: ['payment_method'],
        },
        { idempotencyKey: `deposit-${request.idempotencyKey}` },
      );
      const result = resultOf(pi);
      this.#logger.info({ intent: pi.id, status: pi.status }, 'Stripe payment intent created');
      return result;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = (error.raw as { payment_intent?: { id?: string } }).payment_intent;
        this.#logger.info({ intent: intent?.id, code: error.code }, 'Stripe declined the card');
        return {
          intentId: intent?.id ?? `declined_${request.idempotencyKey}`,
          outcome: { kind: 'declined', declineCode: declineOf(error) },
          brand: null,
          last4: null,
        };
      }
      throw error;
    }
  }

  /** After Stripe.js's challenge step in the browser: the intent as Stripe now has it. */
  async completeAuthentication(intentId: string): Promise<IntentResult> {
    const pi = await this.#stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    return resultOf(pi);
  }

  async capture(intentId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.#stripe.paymentIntents.capture(intentId, {}, { idempotencyKey });
    } catch (error) {
      // Captured already (a twin request with another key, or the dashboard): nothing more to charge.
      const pi = await this.#stripe.paymentIntents.retrieve(intentId);
      if (pi.status !== 'succeeded') throw error;
    }
    this.#logger.info({ intent: intentId }, 'Stripe hold captured');
  }

  async release(intentId: string, idempotencyKey: string): Promise<'canceled' | 'refunded'> {
    const pi = await this.#stripe.paymentIntents.retrieve(intentId);
    if (pi.status === 'succeeded') {
      await this.#stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
      this.#logger.info({ intent: intentId }, 'Stripe charge refunded');
      return 'refunded';
    }
    if (pi.status !== 'canceled') {
      await this.#stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey });
    }
    this.#logger.info({ intent: intentId }, 'Stripe hold canceled');
    return 'canceled';
  }

  verifyWebhook(payload: string, header: (name: string) => string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        payload,
        header('stripe-signature') ?? '',
        this.#webhookSecret,
      );
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    const object = event.data.object as {
      object?: string;
      id?: string;
      payment_intent?: string | { id: string } | null;
      metadata?: Record<string, string> | null;
      last_payment_error?: { code?: string; decline_code?: string } | null;
    };
    const intentId =
      object.object === 'payment_intent'
        ? (object.id ?? null)
        : typeof object.payment_intent === 'string'
          ? object.payment_intent
          : (object.payment_intent?.id ?? null);
    const deposit = Number(object.metadata?.deposit);
    const change: PaymentEvent['change'] =
      event.type === 'payment_intent.succeeded'
        ? 'succeeded'
        : event.type === 'payment_intent.amount_capturable_updated'
          ? 'authorized'
          : event.type === 'payment_intent.payment_failed'
            ? 'failed'
            : event.type === 'payment_intent.canceled'
              ? 'canceled'
              : event.type === 'charge.refunded'
                ? 'refunded'
                : null;
    return {
      id: event.id,
      type: event.type,
      intentId,
      deposit: object.object === 'payment_intent' && Number.isInteger(deposit) ? deposit : null,
      change,
      ...(change === 'failed' ? { declineCode: declineOf(object.last_payment_error) } : {}),
    };
  }
}
