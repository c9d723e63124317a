/**
 * Breakpoints, device type and header size rules, React-free. The numbers are defined once in
 * `constants.ts`; sprinkles conditions, `responsiveStyle`, `useDeviceType` and the Storybook
 * viewports all read them from here.
 */
import type { BreakpointName, DeviceType } from './constants.ts';
import {
  BREAKPOINT_NAMES,
  BREAKPOINTS,
  HEADER_EXTRA_PADDING_PX,
  HEADER_HEIGHT_MOBILE_PX,
  HEADER_HEIGHT_PX,
} from './constants.ts';

/** Media query that matches from breakpoint `name` upward (mobile first). */
export const mediaQuery = (name: BreakpointName): string => `screen and (min-width: ${BREAKPOINTS[name]}px)`;

/**
 * The one media map of the theme and the kit: each breakpoint from its width up (the queries of the
 * sprinkles conditions and `responsiveStyle`), and the user's reduced-motion preference.
 * `'@media': { [media.md]: { ... }, [media.reducedMotion]: { animation: 'none' } }`.
 */
export const media = {
  xs: mediaQuery('xs'),
  sm: mediaQuery('sm'),
  md: mediaQuery('md'),
  lg: mediaQuery('lg'),
  xlg: mediaQuery('xlg'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Widths below this are `Mobile`, at or above `Desktop` (the `sm` breakpoint, 768 px). */
export const DESKTOP_MIN_WIDTH = BREAKPOINTS.sm;

/** The device type of a viewport width. */
export const deviceTypeForWidth = (width: number): DeviceType =>
  width < DESKTOP_MIN_WIDTH ? 'Mobile' : 'Desktop';

/** The largest breakpoint a width reaches, or `'base'` below xs (380 px). */
export const breakpointForWidth = (width: number): BreakpointName | 'base' => {
  let current: BreakpointName | 'base' = 'base';
  for (const name of BREAKPOINT_NAMES) if (width >= BREAKPOINTS[name]) current = name;
  return current;
};

/** Header height: 80 px on mobile, 110 px otherwise. */
export const headerHeightPx = (device: DeviceType): number =>
  device === 'Mobile' ? HEADER_HEIGHT_MOBILE_PX : HEADER_HEIGHT_PX;

/**
 * Space the page reserves for the fixed header: its height plus 25 px of padding, or plus 0 when the
 * iframe footer is shown.
 */
export const headerOffsetPx = (device: DeviceType, options: { iframeFooterShown?: boolean } = {}): number =>
  headerHeightPx(device) + (options.iframeFooterShown === true ? 0 : HEADER_EXTRA_PADDING_PX);
