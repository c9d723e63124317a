import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const summary = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.lg,
});
export const head = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const group = style({ display: 'grid', gap: vars.space.xs });
