import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const results = style({ display: 'grid', gap: vars.space.lg });
export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});
export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
