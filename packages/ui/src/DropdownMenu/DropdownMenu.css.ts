import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const content = style({
  minWidth: '200px',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.onSubtle },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  backgroundColor: vars.color.borderSubtle,
});
export const label = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
