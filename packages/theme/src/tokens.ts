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

/**
 * The typeface: Inter (variable, self-hosted, the registry's `@fontsource-variable/inter` files in `src/fonts/`, see
 * `fonts.css`), then "Inter Fallback", a local Arial-metric font resized to Inter's metrics so the
 * swap from one to the other moves nothing, then the system stack. A dealer overrides the family
 * with its theme's `font_family` (derive.ts: its family first, this stack after it) or with the
 * public variables `--sf-font-family-body` / `--sf-font-family-heading` (its stylesheet).
 */
export const SANS_STACK =
  '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const fontFamily = Object.freeze({
  body: SANS_STACK,
  heading: SANS_STACK,
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

/**
 * The type scale by role: size, line height, weight and tracking of each. `display` (a page's hero
 * line) and `title` (a page title, the price that leads a vehicle) grow with the viewport; `heading`
 * heads a section or a card; `body` is running text; `label` names a field, a chip, a button;
 * `caption` is secondary text (a stock number, a note). Money and payments add `tabularNums`
 * (figures of one width, so amounts line up and do not jump as they change).
 */
export const type = Object.freeze({
  display: {
    fontSize: 'clamp(2rem, 1.5rem + 2.2vw, 3rem)',
    lineHeight: '1.08',
    fontWeight: '750',
    letterSpacing: '-0.025em',
  },
  title: {
    fontSize: 'clamp(1.5rem, 1.3rem + 0.9vw, 2rem)',
    lineHeight: '1.15',
    fontWeight: '700',
    letterSpacing: '-0.02em',
  },
  heading: { fontSize: '1.125rem', lineHeight: '1.3', fontWeight: '650', letterSpacing: '-0.01em' },
  body: { fontSize: '1rem', lineHeight: '1.5', fontWeight: '400', letterSpacing: '0' },
  label: { fontSize: '0.875rem', lineHeight: '1.3', fontWeight: '550', letterSpacing: '0' },
  caption: { fontSize: '0.8125rem', lineHeight: '1.4', fontWeight: '400', letterSpacing: '0.005em' },
} as const);
export type TypeRole = keyof typeof type;

export const radii = Object.freeze({
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '9999px',
  round: '50%',
} as const);

export const borderWidth = Object.freeze({ thin: '1px', thick: '2px' } as const);

/**
 * Elevation: `sm` a resting card on the page, `md` a card under the pointer or a sticky bar, `lg` a
 * menu, a sheet or a modal. A surface is raised by its shadow, not outlined by a grey box.
 */
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
  type,
  radii,
  borderWidth,
  shadow,
  zIndex,
  motion,
  size,
} as const);
