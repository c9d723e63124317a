import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const dashboard = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  maxWidth: '640px',
  marginInline: 'auto',
  padding: vars.space.xl,
});
export const icon = style({
  display: 'inline-flex',
  padding: vars.space.lg,
  borderRadius: vars.radii.round,
  background: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
});
export const benefits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  textAlign: 'start',
});
export const benefit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});
