import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg });
export const text = style({ margin: 0 });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.danger.subtle,
  color: vars.color.danger.onSubtle,
  display: 'flex',
  gap: vars.space.sm,
});
