import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.lg });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
export const lineText = style({ display: 'grid', gap: vars.space.xxs });
