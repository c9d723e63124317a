import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.xl });
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
