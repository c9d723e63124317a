import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
