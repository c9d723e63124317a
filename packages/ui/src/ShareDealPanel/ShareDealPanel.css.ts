import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.lg,
});
export const linkRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const field = style({ flex: '1 1 240px' });
export const send = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
