/**
 * The payment processor as configured by environment variables (apps/server/README.md, "Payments"):
 * PAYMENT_PROCESSOR=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET;
 * anything else (or nothing) is the embedded sandbox. STRIPE_API_BASE points the Stripe SDK at another
 * host (the tests' local stand-in); production leaves it unset (api.stripe.com).
 */
export type PaymentsConfig =
  | { readonly processor: 'sandbox' }
  | {
      readonly processor: 'stripe';
      readonly secretKey: string;
      readonly publishableKey: string;
      readonly webhookSecret: string;
      readonly apiBase: URL | undefined;
    };

export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const chosen = (env.PAYMENT_PROCESSOR ?? '').trim().toLowerCase();
  if (chosen === '' || chosen === 'sandbox') return { processor: 'sandbox' };
  if (chosen !== 'stripe') {
    throw new Error(
      `PAYMENT_PROCESSOR must be "sandbox" or "stripe" (got ${JSON.stringify(env.PAYMENT_PROCESSOR)}).`,
    );
  }
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) throw new Error(`PAYMENT_PROCESSOR=stripe needs ${missing.join(', ')}.`);
  let apiBase: URL | undefined;
  if (env.STRIPE_API_BASE) {
    apiBase = new URL(env.STRIPE_API_BASE);
    if (apiBase.protocol !== 'http:' && apiBase.protocol !== 'https:') {
      throw new Error('STRIPE_API_BASE must be an http(s) URL.');
    }
  }
  return {
    processor: 'stripe',
    secretKey: String(env.STRIPE_SECRET_KEY).trim(),
    publishableKey: String(env.STRIPE_PUBLISHABLE_KEY).trim(),
    webhookSecret: String(env.STRIPE_WEBHOOK_SECRET).trim(),
    apiBase,
  };
}
