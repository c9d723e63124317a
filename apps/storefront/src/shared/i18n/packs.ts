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
// Which ids are `core` is derived: the shell's (below) and the ones each feature declares with its
// server-rendered routes (src/app/messagePacks.ts). Read at build time by vite.config.ts (Node), so
// this module imports nothing.

export const MESSAGE_PACKS = ['core', 'rest'] as const;
export type MessagePack = (typeof MESSAGE_PACKS)[number];

/**
 * The shell's messages in the `core` pack (an id, or the start of ids: `ui.header.`): what the shell
 * shows around any page. A feature's own are declared with its server-rendered routes
 * (`boot.coreMessages`, src/shared/routing/defineRoute.ts) and joined to these by `coreMessages`.
 */
export const SHELL_CORE_MESSAGES = [
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
  // Vehicle not found: reached from any vehicle link by a client-side redirect, before the rest may have come.
  'vehicleNotFound.',
  'ui.disclaimer.',
  'ui.tbyb.banner',
  'ui.tbyb.learnMore',
] as const;

/** A route declaration as far as the packs read it (src/shared/routing/defineRoute.ts). */
interface RouteMessages {
  readonly boot?: { readonly coreMessages?: readonly string[] };
  readonly children?: readonly RouteMessages[];
}

/** The `core` pack's ids and id starts: the shell's, and those of every server-rendered route. */
export function coreMessages(routes: readonly RouteMessages[]): readonly string[] {
  const found = new Set<string>(SHELL_CORE_MESSAGES);
  const visit = (list: readonly RouteMessages[]) => {
    for (const route of list) {
      for (const id of route.boot?.coreMessages ?? []) found.add(id);
      visit(route.children ?? []);
    }
  };
  visit(routes);
  return [...found];
}

/** The pack of a message id, given the `core` pack's ids and id starts. */
export function packOf(id: string, core: readonly string[]): MessagePack {
  return core.some((start) => id.startsWith(start)) ? 'core' : 'rest';
}

/** Splits a locale's messages into its packs (every id in exactly one). */
export function splitMessages<T>(
  messages: Readonly<Record<string, T>>,
  core: readonly string[],
): Record<MessagePack, Record<string, T>> {
  const packs: Record<MessagePack, Record<string, T>> = { core: {}, rest: {} };
  for (const [id, message] of Object.entries(messages)) packs[packOf(id, core)][id] = message;
  return packs;
}
