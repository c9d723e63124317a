import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const option = style({ display: 'grid', gap: vars.space.xxs });
export const optionTitle = style({ fontWeight: vars.fontWeight.semibold });
export const optionPrice = style({ fontVariantNumeric: 'tabular-nums' });
