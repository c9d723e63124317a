import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.lg });
export const filters = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 260px))',
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  color: vars.color.text,
});
