/**
 * The one theme contract (`vars`). CSS variable names are stable and public (`--sf-color-brand-base`,
 * `--sf-space-md`, ...) so a dealer's extra stylesheet can target them, and so this module needs no
 * vanilla-extract build step: it can be imported anywhere, including Node tests.
 */
import type { ColorRamp, HeaderColors, ThemeColors } from './derive.ts';
import { scales } from './tokens.ts';

const toKebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Leafify<T> = { readonly [K in keyof T]: T[K] extends string ? string : Leafify<T[K]> };
export type ColorTokens = Leafify<ThemeColors>;
export type ThemeTokens = Leafify<typeof scales & { color: ThemeColors }>;

// The colour part of the contract by its shape alone (every key of `ThemeColors`, which the compiler
// demands), so that `vars` needs no derivation: a page that gets its colours already derived (from the
// server) does not load the derivation to name their variables.
const RAMP = {
  base: '',
  hover: '',
  active: '',
  subtle: '',
  border: '',
  text: '',
  onSubtle: '',
  onSurface: '',
} as const satisfies Record<keyof ColorRamp, ''>;
const HEADER = {
  background: '',
  hover: '',
  active: '',
  text: '',
  focus: '',
  logoPlate: '',
} as const satisfies Record<keyof HeaderColors, ''>;
const COLOR_SHAPE = {
  text: '',
  textMuted: '',
  textInverse: '',
  surface: '',
  surfaceSunken: '',
  border: '',
  borderSubtle: '',
  backdrop: '',
  focus: '',
  brand: RAMP,
  header: HEADER,
  headerCta: RAMP,
  danger: RAMP,
  success: RAMP,
  warning: RAMP,
  info: RAMP,
} as const satisfies { readonly [K in keyof ThemeColors]: ThemeColors[K] extends string ? '' : object };

type CssVar = `var(--${string})`;
type VarsOf<T> = { readonly [K in keyof T]: T[K] extends string ? CssVar : VarsOf<T[K]> };

/**
 * Maps every token path to `var(--sf-<path>)`: the same result as vanilla-extract's
 * `createGlobalThemeContract`, written out so that the storefront bundle does not carry
 * vanilla-extract's style-authoring runtime (about 280 kB of source) to the browser.
 */
function contractOf<T>(tokens: T, path: readonly string[] = []): VarsOf<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens as Record<string, unknown>)) {
    const next = [...path, key];
    out[key] =
      value !== null && typeof value === 'object' ? contractOf(value, next) : `var(${cssVarName(next)})`;
  }
  return out as VarsOf<T>;
}

export const vars: VarsOf<typeof scales & { color: typeof COLOR_SHAPE }> = contractOf({
  ...scales,
  color: COLOR_SHAPE,
});

/** The public CSS custom-property name of a contract path, e.g. `cssVarName(['color','brand','base'])`. */
export function cssVarName(path: readonly string[]): string {
  return `--sf-${path.map(toKebab).join('-')}`;
}
