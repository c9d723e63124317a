import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});
