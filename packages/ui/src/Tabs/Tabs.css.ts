import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const tabs = style({ display: 'grid', gap: vars.space.md });
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  overflowX: 'auto',
});
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `3px solid transparent`,
  marginBottom: '-1px',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand.onSurface, borderBottomColor: vars.color.brand.border },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const panel = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}` },
  },
});
