/**
 * The payment processor behind deposits: one interface, the embedded sandbox by default
 * (`sandbox.ts`). A processor creates a payment intent from a browser-made token (never a card
 * number) under an idempotency key, completes a challenged one, and captures or cancels a hold.
 */
import type { Logger } from 'pino';
import type { AppDeps } from '../../http/env.ts';
import { SandboxProcessor } from './sandbox.ts';

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
}

export interface CreateIntent {
  /** Cents, the deposit and its fee. */
  readonly amount: number;
  readonly currency: 'CAD' | 'USD';
  /** manual: the hold mode (authorised, captured later); automatic: the capture mode. */
  readonly captureMethod: 'manual' | 'automatic';
  readonly token: string;
  readonly idempotencyKey: string;
  readonly description: string;
}

export interface PaymentProcessor {
  /** `sandbox` or `stripe`: stored on each deposit, shown to the shopper when it is the sandbox. */
  readonly name: 'sandbox' | 'stripe';
  readonly isSandbox: boolean;
  /** Whether the token is one this processor made (checked before anything is written). */
  acceptsToken(token: string): boolean;
  createIntent(request: CreateIntent): Promise<IntentResult>;
  /** The outcome of a challenged intent after the shopper's authentication step. */
  completeAuthentication(intentId: string, approved: boolean, idempotencyKey: string): Promise<IntentResult>;
  /** Gives the money back: cancels a hold (manual capture) or refunds a charge. Idempotent per key. */
  release(intentId: string, idempotencyKey: string): Promise<'canceled' | 'refunded'>;
  /** Charges a hold (manual capture) in full. Idempotent per key: a second call charges nothing. */
  capture(intentId: string, idempotencyKey: string): Promise<void>;
}

const processors = new WeakMap<AppDeps, PaymentProcessor>();

/** The app's processor (one per app): the sandbox unless another is configured. */
export function processorOf(deps: AppDeps): PaymentProcessor {
  let p = processors.get(deps);
  if (!p) {
    p = new SandboxProcessor(deps.logger);
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
  }
}
