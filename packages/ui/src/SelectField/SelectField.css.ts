import { focusRingStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
});
export const placeholder = style({ color: vars.color.textMuted });
export const popover = style({
  minWidth: 'var(--trigger-width)',
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  overflow: 'auto',
});
export const listBox = style({ outline: 'none', padding: vars.space.xs, maxHeight: '320px' });
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.onSubtle },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': focusRingStyle({ offset: 'inside' }),
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
