import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** Rows as tall as their content, at the top of a taller grid cell (not spread over it). */
export const form = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start' });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
});
export const tradeIn = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  selectors: { '&[hidden]': { display: 'none' } },
});
