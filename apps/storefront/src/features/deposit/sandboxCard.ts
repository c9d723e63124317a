import { type SandboxCard, type SandboxTokenResult, sandboxTokenize } from '@storefront/domain';

/**
 * The sandbox processor's tokenisation, in the browser as Stripe's Payment Element does at Stripe:
 * the card stays on the page and only a token (outcome, brand, last four digits) goes to the server.
 */
export function tokenizeInBrowser(card: SandboxCard): SandboxTokenResult {
  const today = new Date().toISOString().slice(0, 10);
  return sandboxTokenize(card, today, randomId(16));
}

/** A random id for a payment attempt (its idempotency key) or a token's nonce. */
export function randomId(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}
