// A locale's messages come in two packs, each its own chunk (vite.config.ts, `kitMessages`):
// - `core`: what the shell and the server-rendered first pages (the vehicle list, the vehicle page's
//   overview step) can show in any state: header and footer variants, dealer bar, toasts, stock badges,
//   the vehicle list, the pricing header, the steps' names, the carousel... (about a third of them);
// - `rest`: every other page, step and dialog (sign-in, exit feedback, contact, review lines, filters,
//   validation...).
// A server-rendered first page hydrates with the packs its boot plan names (`core` for the planned
// routes) and the app loads the rest once live; a client-rendered page waits for both. A message asked
// for before its pack has arrived shows its id until the pack arrives (and is reported: see
// ShellLayout's `onIntlError`); the e2e journeys fail on such a report and on hydration mismatches.
//
// Read at build time by vite.config.ts (Node), so this module imports nothing.

export const MESSAGE_PACKS = ['core', 'rest'] as const;
export type MessagePack = (typeof MESSAGE_PACKS)[number];

/** Message ids of the `core` pack: an id belongs to it when it starts with one of these. */
export const CORE_MESSAGE_PREFIXES = [
  // shell
  'app.',
  'errors.',
  'header.',
  'ui.header.',
  'ui.footer.',
  'ui.common.',
  'ui.language.',
  'ui.link.',
  'ui.toast.',
  'ui.unsupportedBrowser.',
  'ui.customerMenu.',
  'ui.oem.',
  'ui.marketplace.',
  'ui.partnerBack.',
  'ui.dealerBar.',
  'ui.breadcrumbs.',
  'ui.disclaimer.',
  'ui.tbyb.banner',
  'ui.tbyb.learnMore',
  'stock_badge.',
  // vehicle list
  'inventory.',
  // vehicle page: pricing header, steps, overview, cart button
  'bnp.',
  'deal.pricingHeader.',
  // the pricing header's payment lines (the rest of deal.payment.* is the payment step's)
  'deal.payment.cashPrice',
  'deal.payment.difference',
  'deal.payment.plusTaxes',
  'deal.payment.taxesIncluded',
  'deal.payment.term',
  'deal.payment.updated',
  'deal.paymentType.',
  'deal.frequency.',
  // the cost of credit shown under the pricing header's payment
  'deal.disclosure.',
  'deal.vehicle.',
  'deal.overview.',
  'deal.common.',
  'deal.cart.',
  'payment_error_',
  'ui.carousel.',
  'ui.stepper.',
] as const;

/** The pack of a message id. */
export function packOf(id: string): MessagePack {
  return CORE_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix)) ? 'core' : 'rest';
}

/** Splits a locale's messages into its packs (every id in exactly one). */
export function splitMessages<T>(
  messages: Readonly<Record<string, T>>,
): Record<MessagePack, Record<string, T>> {
  const packs: Record<MessagePack, Record<string, T>> = { core: {}, rest: {} };
  for (const [id, message] of Object.entries(messages)) packs[packOf(id)][id] = message;
  return packs;
}
