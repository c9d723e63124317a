import { vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The phone's layout below this width of the stepper's own box (a container query). */
const narrow = '(max-width: 40rem)';
export const nav = style({ containerType: 'inline-size' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const horizontal = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
/** A progress bar: one column per step, each with its segment of the bar above its label. */
export const progress = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
  '@container': {
    // A phone: the summary above; the list, on demand, one step a row (never wider than the screen).
    [narrow]: { display: 'none', gridAutoFlow: 'row', selectors: { '&[data-open]': { display: 'grid' } } },
  },
});
/** The progress bar's summary on a phone: "Step 3 of 7", the current step's name, a compact bar; opens the list. */
export const summary = style({
  display: 'none',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  // (a button's box, also when the first paint draws it as a div: ./StepperFirstPaint.tsx)
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderRadius: vars.radii.md,
  textAlign: 'start',
  color: vars.color.text,
  '@container': { [narrow]: { display: 'grid' } },
});
globalStyle(`${summary} > svg`, { gridColumn: 2, gridRow: '1 / span 2' });
globalStyle(`${summary}[aria-expanded="true"] > svg`, { transform: 'rotate(180deg)' });
/** The compact bar: a segment a step, by its status. */
export const bar = style({ gridColumn: '1 / -1', display: 'flex', gap: 2 });
globalStyle(`${bar} > span`, {
  flex: 1,
  height: 6,
  borderRadius: vars.radii.round,
  backgroundColor: vars.color.border,
});
globalStyle(`${bar} > [data-status="done"]`, { backgroundColor: vars.color.success.base });
globalStyle(`${bar} > [data-status="current"]`, { backgroundColor: vars.color.brand.base });
globalStyle(`${bar} > [data-status="locked"]`, {
  backgroundColor: 'transparent',
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
});
globalStyle(`${progress} > li::before`, {
  content: '""',
  display: 'block',
  height: 6,
  borderRadius: vars.radii.round,
  backgroundColor: vars.color.border,
});
globalStyle(`${progress} > li[data-status="done"]::before`, { backgroundColor: vars.color.success.base });
globalStyle(`${progress} > li:has([aria-current="step"])::before`, {
  backgroundColor: vars.color.brand.base,
});
globalStyle(`${progress} > li[data-locked]::before`, {
  backgroundColor: 'transparent',
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
});
globalStyle(`${progress} > li > *`, {
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
});
globalStyle(`${progress} > li::before`, { '@container': { [narrow]: { display: 'none' } } });
globalStyle(`${progress} > li > *`, {
  '@container': { [narrow]: { flexDirection: 'row', alignItems: 'center' } },
});
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  textAlign: 'start',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="step"]': { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.onSubtle },
    'button&:hover:not(:disabled), a&:hover': { backgroundColor: vars.color.surfaceSunken },
    'button&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
export const dot = style({
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: vars.radii.round,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '[data-state="completed"] &': {
      backgroundColor: vars.color.success.base,
      borderColor: vars.color.success.base,
      color: vars.color.success.text,
    },
    '[data-state="awaitingDealer"] &': {
      borderColor: vars.color.info.border,
      color: vars.color.info.onSurface,
    },
    '[data-state="awaitingCustomer"] &': {
      borderColor: vars.color.warning.border,
      color: vars.color.warning.onSurface,
    },
    '[data-state="skipped"] &': { borderStyle: 'dashed', color: vars.color.textMuted },
    '[aria-current="step"] &': { borderColor: vars.color.brand.border },
  },
});
export const labels = style({ display: 'grid' });
export const label = style({ fontWeight: vars.fontWeight.semibold });
export const status = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
