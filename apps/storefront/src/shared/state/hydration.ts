import type { DerivedDealerTheme } from '@storefront/theme';
import { createContext } from 'react';
import type { Locale } from '../i18n/locale.ts';
import type { MessagePack } from '../i18n/packs.ts';

// What a server-rendered page hydrates with: src/main.tsx reads it from the boot data and hands it to
// the app's root (App), which provides it to the shell. One object per root: nothing of it is
// module-level, so a server render (which has none: entry-server.tsx) shares nothing with another.

export interface Hydration {
  /** The locale and the message packs the server rendered with (the rest follow once live). */
  readonly locale: Locale;
  readonly packs: readonly MessagePack[];
  /**
   * The dealer theme the server derived, until the first settings the shell renders with claim it
   * (src/app/dealerTheme.ts): later settings are derived in the browser.
   */
  theme: DerivedDealerTheme | null;
  /** The first shell has not yet taken the hydration (src/app/ShellLayout.tsx): later shells start from storage. */
  shellPending: boolean;
}

/** The hydration of this root's first render; null for a page rendered in the browser, and on the server. */
export const HydrationContext = createContext<Hydration | null>(null);

interface HydratingWindow {
  __sfHydrating?: boolean;
}

/**
 * Whether this document's hydration has started: the boot loader's flag (apps/server boot document,
 * src/app/live.ts), which main.tsx sets once the page's own chunk is in, just before `hydrateRoot`.
 */
export function hydrationStarted(): boolean {
  return typeof window !== 'undefined' && (window as unknown as HydratingWindow).__sfHydrating === true;
}
