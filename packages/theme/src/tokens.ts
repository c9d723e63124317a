/**
 * Static scales of the design system. Components read them through the contract (`vars.space.md`,
 * ...), never these raw values; they are exported for documentation stories and tests.
 */
import { HEADER_EXTRA_PADDING_PX, HEADER_HEIGHT_MOBILE_PX, HEADER_HEIGHT_PX } from './constants.ts';

/** Spacing scale, 4 px base. */
export const space = Object.freeze({
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const);
export type SpaceToken = keyof typeof space;

export const fontFamily = Object.freeze({
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const);

/** Type scale in rem (1rem = 16px). `lg` and up count as large text for contrast at bold weight. */
export const fontSize = Object.freeze({
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
  display: '2.5rem',
} as const);
export type FontSizeToken = keyof typeof fontSize;

export const fontWeight = Object.freeze({
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const);
export const lineHeight = Object.freeze({ tight: '1.2', snug: '1.35', normal: '1.5' } as const);

export const radii = Object.freeze({
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '9999px',
  round: '50%',
} as const);

export const borderWidth = Object.freeze({ thin: '1px', thick: '2px' } as const);

export const shadow = Object.freeze({
  none: 'none',
  sm: '0 1px 2px rgba(16, 24, 40, 0.12)',
  md: '0 4px 8px -2px rgba(16, 24, 40, 0.14), 0 2px 4px -2px rgba(16, 24, 40, 0.08)',
  lg: '0 12px 24px -4px rgba(16, 24, 40, 0.18), 0 4px 8px -4px rgba(16, 24, 40, 0.1)',
} as const);

/** Stacking layers, lowest to highest. */
export const zIndex = Object.freeze({
  base: '0',
  raised: '10',
  dropdown: '1000',
  sticky: '1100',
  header: '1200',
  overlay: '1300',
  modal: '1400',
  toast: '1500',
  tooltip: '1600',
} as const);

/** Motion. `fast` is the toast fade-out (100 ms, spec part 1 §9). */
export const motion = Object.freeze({
  duration: { instant: '0ms', fast: '100ms', normal: '200ms', slow: '300ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const);

/** Fixed sizes: header heights (80 px mobile, 110 px otherwise, plus 25 px padding) and the focus ring. */
export const size = Object.freeze({
  headerHeightMobile: `${HEADER_HEIGHT_MOBILE_PX}px`,
  headerHeight: `${HEADER_HEIGHT_PX}px`,
  headerExtraPadding: `${HEADER_EXTRA_PADDING_PX}px`,
  focusRingWidth: '2px',
  focusRingOffset: '2px',
  controlHeight: '44px',
  contentMaxWidth: '1367px',
} as const);

/** All static scales, in the shape of the contract minus `color`. */
export const scales = Object.freeze({
  space,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radii,
  borderWidth,
  shadow,
  zIndex,
  motion,
  size,
} as const);
