/**
 * The payment processor behind deposits: one interface, the embedded sandbox by default
 * (`sandbox.ts`), Stripe when configured (`stripe.ts`, PAYMENT_PROCESSOR=stripe). A processor creates
 * a payment intent from a browser-made token (never a card number) under an idempotency key, completes
 * a challenged one, captures or cancels a hold, refunds a charge, and reads its signed webhook events.
 */
import type { Logger } from 'pino';
import type { AppDeps } from '../../http/env.ts';
import { SandboxProcessor } from './sandbox.ts';
import { StripeProcessor } from './stripe.ts';

export type IntentOutcome =
  | { readonly kind: 'succeeded' }
  | { readonly kind: 'requires_action' }
  | {
      readonly kind: 'declined';
      readonly declineCode: 'card_declined' | 'insufficient_funds' | 'authentication_failed';
    };

export interface IntentResult {
  readonly intentId: string;
  readonly outcome: IntentOutcome;
  readonly brand: string | null;
  readonly last4: string | null;
  /** What the browser needs to show the processor's challenge step (Stripe: the intent's client secret). */
  readonly clientSecret?: string | null;
}

/**
 * A webhook event of the processor, verified: what it says of one payment intent. `succeeded`: charged
 * (a capture-mode payment, or a captured hold); `authorized`: a hold placed; `failed`: declined or
 * authentication failed; `canceled`: a hold canceled; `refunded`: a charge given back.
 */
export interface PaymentEvent {
  readonly id: string;
  readonly type: string;
  readonly intentId: string | null;
  /** The deposit the intent was made for (its metadata), when the processor carries it. */
  readonly deposit: number | null;
  readonly change: 'succeeded' | 'authorized' | 'failed' | 'canceled' | 'refunded' | null;
  readonly declineCode?: 'card_declined' | 'insufficient_funds' | 'authentication_failed';
}

/** A webhook whose signature is missing, wrong or too old: refused, nothing read from it. */
export class WebhookSignatureError extends Error {}

export interface CreateIntent {
  /** Cents, the deposit and its fee. */
  readonly amount: number;
  readonly currency: 'CAD' | 'USD';
  /** manual: the hold mode (authorised, captured later); automatic: the capture mode. */
  readonly captureMethod: 'manual' | 'automatic';
  readonly token: string;
  readonly idempotencyKey: string;
  readonly description: string;
  /** The deposit's id, kept with the intent (metadata) so that its webhook events find it. */
  readonly deposit: number;
}

export interface PaymentProcessor {
  /** `sandbox` or `stripe`: stored on each deposit, shown to the shopper when it is the sandbox. */
  readonly name: 'sandbox' | 'stripe';
  readonly isSandbox: boolean;
  /** The key the browser's script uses (Stripe's publishable key); none for the sandbox. */
  readonly publishableKey: string | null;
  /** Whether the token is one this processor made (checked before anything is written). */
  acceptsToken(token: string): boolean;
  createIntent(request: CreateIntent): Promise<IntentResult>;
  /** The outcome of a challenged intent after the shopper's authentication step. */
  completeAuthentication(intentId: string, approved: boolean, idempotencyKey: string): Promise<IntentResult>;
  /** Gives the money back: cancels a hold (manual capture) or refunds a charge. Idempotent per key. */
  release(intentId: string, idempotencyKey: string): Promise<'canceled' | 'refunded'>;
  /** Charges a hold (manual capture) in full. Idempotent per key: a second call charges nothing. */
  capture(intentId: string, idempotencyKey: string): Promise<void>;
  /**
   * A webhook delivery, verified by its signature (`header` reads the request's headers): the event,
   * or WebhookSignatureError.
   */
  verifyWebhook(payload: string, header: (name: string) => string | undefined): PaymentEvent;
}

const processors = new WeakMap<AppDeps, PaymentProcessor>();

/** The app's processor (one per app): the sandbox unless another is configured. */
export function processorOf(deps: AppDeps): PaymentProcessor {
  let p = processors.get(deps);
  if (!p) {
    const payments = deps.config.payments;
    p =
      payments?.processor === 'stripe'
        ? new StripeProcessor(payments, deps.logger)
        : new SandboxProcessor(deps.logger, deps.secret, deps.database.db);
    announce(deps.logger, p);
    processors.set(deps, p);
  }
  return p;
}

function announce(logger: Logger, p: PaymentProcessor): void {
  if (p.isSandbox) {
    logger.warn(
      { processor: p.name },
      'deposits use the SANDBOX payment processor: test cards only, no money moves',
    );
  } else {
    logger.info({ processor: p.name }, 'deposits use the Stripe payment processor');
  }
}
