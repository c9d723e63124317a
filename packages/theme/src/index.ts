// @storefront/theme public API. React-free parts first; React helpers at the end.

export type { Hsl, Rgb } from '@storefront/domain';
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
} from '@storefront/domain';
export {
  buttonReset,
  focusRing,
  headerFocusRing,
  imageTag,
  tabularNums,
  visuallyHidden,
} from './atoms.css.ts';
// React helpers
export {
  breakpointForWidth,
  DESKTOP_MIN_WIDTH,
  deviceTypeForWidth,
  headerHeightPx,
  headerOffsetPx,
  media,
  mediaQuery,
} from './breakpoints.ts';
export type { BreakpointName, DeviceType } from './constants.ts';
export {
  BREAKPOINT_NAMES,
  BREAKPOINTS,
  DEVICE_TYPES,
  EMBED_VIEWPORT_VARS,
  HEADER_EXTRA_PADDING_PX,
  HEADER_HEIGHT_MOBILE_PX,
  HEADER_HEIGHT_PX,
  THEME_LIGHTNESS_LIMITS,
  THEME_STEP_FACTORS,
} from './constants.ts';
export type { ColorTokens, ThemeTokens } from './contract.ts';
export { cssVarName, vars } from './contract.ts';
export type { DealerThemeProviderProps } from './DealerThemeProvider.tsx';
export { DealerThemeProvider, useDealerTheme, useThemeRootProps } from './DealerThemeProvider.tsx';
export {
  applyDealerTheme,
  applyThemeColors,
  colorVarsStyle,
  dealerThemeStyle,
  themeColorsCss,
  themeRootClassName,
  themeVarsStyle,
} from './dealerTheme.ts';
export { defaultThemeTokens } from './defaultTokens.ts';
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
  fontFamilyStack,
  legibleOn,
  NEUTRALS,
  normalizeDealerThemeSettings,
  normalizeFontFamily,
  STATUS_SEEDS,
  stateShade,
  textOn,
} from './derive.ts';
export type { FocusRingOptions } from './focus.ts';
export { focusRingStyle } from './focus.ts';
export { visuallyHiddenStyle } from './hidden.ts';
export type { VehicleImage, VehicleImageSource } from './placeholder.ts';
export { DEFAULT_VEHICLE_PLACEHOLDER, vehicleImageOrPlaceholder, vehiclePlaceholder } from './placeholder.ts';
export type { DealerThemePreset } from './presets.ts';
export { DEALER_THEME_PRESETS, findDealerThemePreset } from './presets.ts';
export type { Sprinkles } from './sprinkles.css.ts';
export { sprinkles } from './sprinkles.css.ts';
export type { DealerStylesheetSettings } from './stylesheets.ts';
export { dealerStylesheetUrls, loadDealerStylesheets, safeHttpUrl } from './stylesheets.ts';
export type { DerivedThemeProviderProps } from './ThemeScope.tsx';
export { DerivedThemeProvider } from './ThemeScope.tsx';
export { rootStyle, themeClass } from './theme.css.ts';
export type { FontSizeToken, SpaceToken, TypeRole } from './tokens.ts';
export { scales } from './tokens.ts';
export type { TypeStyleOptions } from './type.ts';
export { typeStyle } from './type.ts';
export { useDealerStylesheets } from './useDealerStylesheets.ts';
export { useBreakpoint, useDeviceType, useMediaQuery } from './useDeviceType.ts';
