/**
 * Layout and theme numbers from the spec (part 1 §2 and §9).
 *
 * These mirror `packages/domain/src/constants.ts` (BREAKPOINTS, HEADER_*, THEME_LIGHTNESS_LIMITS,
 * THEME_STEP_FACTORS); the theme re-exports them so the kit has one import for layout numbers.
 */

/** Breakpoints in px: xs 380, sm 768, md 992, lg 1200, xlg 1367. */
export const BREAKPOINTS = Object.freeze({ xs: 380, sm: 768, md: 992, lg: 1200, xlg: 1367 } as const);
export type BreakpointName = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES: readonly BreakpointName[] = Object.freeze([
  'xs',
  'sm',
  'md',
  'lg',
  'xlg',
] as const);

/** Header height: 80 px on mobile, 110 px otherwise. */
export const HEADER_HEIGHT_MOBILE_PX = 80;
export const HEADER_HEIGHT_PX = 110;
/** Extra padding below the header: 25 px, 0 when the iframe footer is shown. */
export const HEADER_EXTRA_PADDING_PX = 25;

/** Theme lightness limits (HSL lightness, 0..100). */
export const THEME_LIGHTNESS_LIMITS = Object.freeze({ min: 15, max: 95 } as const);
/** Step factors: first step (hover) 0.35, second step (active) 0.6 of the way to the lightness limit. */
export const THEME_STEP_FACTORS = Object.freeze([0.35, 0.6] as const);

/** Device types reported by `useDeviceType` / `deviceTypeForWidth`. */
export const DEVICE_TYPES = Object.freeze(['Mobile', 'Desktop'] as const);
export type DeviceType = (typeof DEVICE_TYPES)[number];
