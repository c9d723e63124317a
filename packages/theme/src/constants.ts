/**
 * Layout and theme numbers from the spec (part 1 §2 and §9). Defined once, in
 * `@storefront/domain`'s constants; the theme re-exports them so the kit has one import for layout
 * numbers, and adds the derived names it needs.
 */
import type { BreakpointName } from '@storefront/domain';
import { BREAKPOINTS, type DEVICE_TYPES } from '@storefront/domain';

export type { BreakpointName } from '@storefront/domain';
export {
  BREAKPOINTS,
  DEVICE_TYPES,
  HEADER_EXTRA_PADDING_PX,
  HEADER_HEIGHT_MOBILE_PX,
  HEADER_HEIGHT_PX,
  THEME_LIGHTNESS_LIMITS,
  THEME_STEP_FACTORS,
} from '@storefront/domain';

/** Breakpoint names, smallest first. */
export const BREAKPOINT_NAMES: readonly BreakpointName[] = Object.freeze(
  (Object.keys(BREAKPOINTS) as BreakpointName[]).sort((a, b) => BREAKPOINTS[a] - BREAKPOINTS[b]),
);

/** Device types reported by `useDeviceType` / `deviceTypeForWidth`: Mobile, Desktop. */
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * The part of the page the shopper sees, when it is not the page's own viewport: a storefront in a
 * dealer's frame sized to its content sets these (CSS px) from what the embed script reports, and the
 * kit's dialogs open in that part instead of the middle of a frame taller than the screen.
 */
export const EMBED_VIEWPORT_VARS = { top: '--sf-embed-top', height: '--sf-embed-height' } as const;
