import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const step = style({ display: 'grid', gap: vars.space.lg });
export const question = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const reasons = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const stars = style({ display: 'flex', gap: vars.space.xs });
export const star = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radii.md,
  color: vars.color.warning.onSurface,
  selectors: { '&:hover': { backgroundColor: vars.color.warning.subtle } },
});
export const textarea = style({
  minHeight: '120px',
  paddingBlock: vars.space.sm,
  resize: 'vertical',
});
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const success = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
});
export const successIcon = style({
  width: '56px',
  height: '56px',
  borderRadius: vars.radii.round,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.success.subtle,
  color: vars.color.success.onSubtle,
});
