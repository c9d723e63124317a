// @storefront/theme public API. React-free parts first; React helpers at the end.

export type { Hsl, Rgb } from './color.ts';
export {
  AA,
  contrastRatio,
  formatRatio,
  hexToHsl,
  hslToHex,
  isHexColor,
  lightnessOf,
  normalizeHex,
  parseHex,
  relativeLuminance,
} from './color.ts';
export type { BreakpointName, DeviceType } from './constants.ts';
export {
  BREAKPOINT_NAMES,
  BREAKPOINTS,
  DEVICE_TYPES,
  HEADER_EXTRA_PADDING_PX,
  HEADER_HEIGHT_MOBILE_PX,
  HEADER_HEIGHT_PX,
  THEME_LIGHTNESS_LIMITS,
  THEME_STEP_FACTORS,
} from './constants.ts';
export type { ColorTokens, ThemeTokens } from './contract.ts';
export { cssVarName, defaultThemeTokens, vars } from './contract.ts';
// React helpers
export type { DealerThemeProviderProps } from './DealerThemeProvider.tsx';
export { DealerThemeProvider, useDealerTheme, useThemeRootProps } from './DealerThemeProvider.tsx';
export { applyDealerTheme, colorVarsStyle, dealerThemeStyle, themeRootClassName } from './dealerTheme.ts';
export type {
  ColorRamp,
  ContrastPair,
  DealerThemeSettings,
  DerivedDealerTheme,
  HeaderColors,
  NormalizedDealerThemeSettings,
  ThemeColors,
} from './derive.ts';
export {
  contrastPairs,
  DEFAULT_DEALER_THEME_SETTINGS,
  deriveDealerTheme,
  derivedBackgrounds,
  deriveRamp,
  legibleOn,
  NEUTRALS,
  normalizeDealerThemeSettings,
  STATUS_SEEDS,
  stateShade,
  textOn,
} from './derive.ts';
export type { DealerThemePreset } from './presets.ts';
export { DEALER_THEME_PRESETS, findDealerThemePreset } from './presets.ts';
export { rootStyle, themeClass } from './theme.css.ts';
export type { FontSizeToken, SpaceToken } from './tokens.ts';
export { scales } from './tokens.ts';
