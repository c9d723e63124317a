import { vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const horizontal = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
/** A progress bar: one column per step, each with its segment of the bar above its label. */
export const progress = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(5.5rem, 1fr)',
  gap: vars.space.xxs,
  overflowX: 'auto',
});
globalStyle(`${progress} > li::before`, {
  content: '""',
  display: 'block',
  height: 6,
  borderRadius: vars.radii.round,
  backgroundColor: vars.color.border,
});
globalStyle(`${progress} > li[data-state="completed"]::before`, { backgroundColor: vars.color.success.base });
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
