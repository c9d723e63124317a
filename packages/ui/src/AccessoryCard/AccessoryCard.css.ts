import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const card = style({ height: '100%' });
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  flexWrap: 'wrap',
});
export const added = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success.onSurface,
  fontWeight: vars.fontWeight.semibold,
});
export const locked = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
