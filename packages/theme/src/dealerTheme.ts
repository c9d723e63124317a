/**
 * Applying a dealer theme at runtime: no rebuild, only CSS custom properties on a root element.
 * React-free; see `DealerThemeProvider.tsx` for the React wrapper.
 */
import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.ts';
import type { DealerThemeSettings, ThemeColors } from './derive.ts';
import { deriveDealerTheme } from './derive.ts';
import { fontVars } from './fontVars.ts';
import { rootStyle, themeClass } from './theme.css.ts';

/** Class names to put on a themed root element (static scales, default colours, base text style). */
export const themeRootClassName = `${themeClass} ${rootStyle}`;

/** Inline CSS variables (`{'--sf-color-brand-base': '#c8102e', ...}`) for already derived colours. */
export const colorVarsStyle = (color: ThemeColors): Record<string, string> =>
  assignInlineVars(vars.color, color);

/**
 * The colours' variables and the type family's (`--sf-font-family-body`, `-heading`) for a derived
 * theme's `fontFamily`: a separate function, so that a page that applies colours only (the storefront's
 * theme scope) does not carry the family's code.
 */
export const themeVarsStyle = (color: ThemeColors, fontFamily?: string): Record<string, string> => ({
  ...colorVarsStyle(color),
  ...assignInlineVars(fontVars(fontFamily)),
});

/**
 * Inline style for a root element that applies a dealer's colours:
 * `<div className={themeRootClassName} style={dealerThemeStyle(dealer.theme)}>`.
 */
export const dealerThemeStyle = (settings?: DealerThemeSettings): Record<string, string> => {
  const theme = deriveDealerTheme(settings);
  return themeVarsStyle(theme.color, theme.fontFamily);
};

/** Sets already derived colours on an element as CSS variables, through the CSSOM. */
export const setThemeColorVars = (element: HTMLElement, color: ThemeColors): void =>
  setElementVars(element, vars.color, color);

/** Applies the theme class and already derived colours to an existing element. */
export const applyThemeColors = (element: HTMLElement, color: ThemeColors): void => {
  for (const name of themeRootClassName.split(' ')) element.classList.add(name);
  setThemeColorVars(element, color);
};

/**
 * A CSS rule that gives theme roots (`[data-dealer-theme]`, above the theme class's defaults) already
 * derived colours: the server render sends it with a page, in a `<style>` element with the document's
 * nonce, so that the page shows the dealer's colours before its scripts run.
 */
export const themeColorsCss = (color: ThemeColors, fontFamily?: string): string =>
  `:root [data-dealer-theme]{${Object.entries(themeVarsStyle(color, fontFamily))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/** Applies the theme class and a dealer's colours to an existing element, e.g. `document.documentElement`. */
export const applyDealerTheme = (element: HTMLElement, settings?: DealerThemeSettings): void => {
  const theme = deriveDealerTheme(settings);
  applyThemeColors(element, theme.color);
  setElementVars(element, fontVars(theme.fontFamily));
};
