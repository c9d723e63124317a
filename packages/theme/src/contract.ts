/**
 * The one theme contract (`vars`). CSS variable names are stable and public (`--sf-color-brand-base`,
 * `--sf-space-md`, ...) so a dealer's extra stylesheet can target them, and so this module needs no
 * vanilla-extract build step: it can be imported anywhere, including Node tests.
 */
import { createGlobalThemeContract } from '@vanilla-extract/css';
import type { ThemeColors } from './derive.ts';
import { deriveDealerTheme } from './derive.ts';
import { scales } from './tokens.ts';

const toKebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Default token values: the static scales plus the colours derived from the default dealer settings. */
export const defaultThemeTokens = Object.freeze({ ...scales, color: deriveDealerTheme().color });

type Leafify<T> = { readonly [K in keyof T]: T[K] extends string ? string : Leafify<T[K]> };
export type ThemeTokens = Leafify<typeof defaultThemeTokens>;
export type ColorTokens = Leafify<ThemeColors>;

export const vars = createGlobalThemeContract(
  defaultThemeTokens as ThemeTokens,
  (_value, path) => `sf-${path.map(toKebab).join('-')}`,
);

/** The public CSS custom-property name of a contract path, e.g. `cssVarName(['color','brand','base'])`. */
export const cssVarName = (path: readonly string[]): string => `--sf-${path.map(toKebab).join('-')}`;
