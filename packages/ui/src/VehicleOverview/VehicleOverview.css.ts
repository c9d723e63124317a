import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const overview = style({ display: 'grid', gap: vars.space.sm });
export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
});
export const fact = style({ display: 'grid', gap: vars.space.xxs, overflowWrap: 'anywhere' });
export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  columnWidth: '180px',
  columnGap: vars.space.lg,
});
