import type { DealerThemeSettings, DerivedDealerTheme } from '@storefront/theme';
import { vars } from '@storefront/theme';
import { useContext, useRef } from 'react';
import { useRerenderWhenLoaded } from '../shared/hooks/useRerenderWhenLoaded.ts';
import { lazyModule } from '../shared/lazy/lazyModule.ts';
import { type Hydration, HydrationContext } from '../shared/state/hydration.ts';

// The dealer's theme, derived from `dealer.theme` by the kit's derivation (@storefront/theme/derive,
// a 3.1 kB gzip chunk), which a server-rendered page does not load: the server render sends the theme it
// derived with the page (`theme` in the boot data, handed to the shell with the hydration:
// ../shared/state/hydration.ts), and the shell renders with it for the first settings it renders with. The derivation is loaded when the shell needs another
// theme (a client-rendered page, another dealer), which then waits for it as it waits for messages.

/** The derivation's chunk (the server render's bundle loads it before rendering: entry-server.tsx). */
export const derivation = lazyModule(() => import('./derivation.ts'));
/** Themes by the settings object they were derived from (the query's data: the same object until it changes). */
const themes = new WeakMap<object, DerivedDealerTheme>();
/** The key of "no settings" (a dealer without a theme, or not known yet). */
const NO_SETTINGS = {};
/** Loads the derivation once (through the chunk-failure rule); resolved at once when it is in. */
export function loadDerivation(): Promise<unknown> {
  return derivation.load();
}

/**
 * The theme of these settings when it is at hand (derived, or the server's: a hydration's theme goes to
 * the first settings asked for, which claim it), else null.
 */
export function themeOf(
  settings: DealerThemeSettings | null | undefined,
  hydration: Pick<Hydration, 'theme'> | null = null,
): DerivedDealerTheme | null {
  const key = settings ?? NO_SETTINGS;
  let theme = themes.get(key);
  if (!theme && hydration?.theme) {
    theme = hydration.theme;
    hydration.theme = null;
  } else if (!theme && derivation.current) {
    theme = derivation.current.deriveDealerTheme(settings ?? undefined);
  }
  if (theme) themes.set(key, theme);
  return theme ?? null;
}

/**
 * The dealer's theme for the shell: the one of these settings, else the last one shown while the
 * derivation loads, else null (nothing shown yet: the shell waits).
 */
export function useDealerThemeOf(
  settings: DealerThemeSettings | null | undefined,
): DerivedDealerTheme | null {
  const last = useRef<DerivedDealerTheme | null>(null);
  const theme = themeOf(settings, useContext(HydrationContext));
  if (theme) last.current = theme;
  // Missing: the derivation is loaded, and the shell renders again with the theme.
  useRerenderWhenLoaded(theme === null ? loadDerivation : null);
  return last.current;
}

/** Whether a value from the boot data is a derived theme: settings, and a colour for every contract variable. */
export function isDerivedTheme(value: unknown): value is DerivedDealerTheme {
  if (!isObject(value) || !isObject(value.settings)) return false;
  const colors = (shape: object, colour: unknown): boolean =>
    isObject(colour) &&
    Object.entries(shape).every(([key, leaf]) =>
      typeof leaf === 'string' ? typeof colour[key] === 'string' : colors(leaf as object, colour[key]),
    );
  return colors(vars.color, value.color);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
