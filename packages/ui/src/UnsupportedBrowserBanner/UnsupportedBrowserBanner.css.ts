import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.warning.subtle,
  color: vars.color.warning.onSubtle,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.warning.border}`,
  fontSize: vars.fontSize.sm,
});
export const text = style({ flex: 1, margin: 0 });
export const dismiss = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radii.sm,
  color: 'inherit',
});
