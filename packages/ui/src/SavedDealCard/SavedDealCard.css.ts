import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

// border-box: padding and border stay inside the card's box (content-box spilled them past its cell).
export const card = style({ height: '100%', boxSizing: 'border-box' });
export const title = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const payment = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const progress = style({ display: 'grid', gap: vars.space.xs });
export const progressHead = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const bar = style({
  appearance: 'none',
  width: '100%',
  height: '8px',
  border: 0,
  borderRadius: vars.radii.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  accentColor: vars.color.brand.base,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.brand.base, borderRadius: vars.radii.pill },
    '&::-moz-progress-bar': { background: vars.color.brand.base },
  },
});
export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-status="completed"], &[data-status="skipped"]': { color: vars.color.success.onSurface },
  },
});
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
});
export const continueLink = style({ fontWeight: vars.fontWeight.semibold });
export const list = style({ display: 'grid', gap: vars.space.lg });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
