import { focusRingStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

// The tab list's width decides how roomy its tabs are (a container query, not the viewport: a tab
// list sits in columns of many widths): under 400 px the tabs take a smaller type and padding and
// share the width, so three payment types ("Financement", "Location", "Comptant") fit a 390 px phone.
export const tabs = style({ display: 'grid', gap: vars.space.md, containerType: 'inline-size' });
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
  '@container': {
    '(max-width: 399px)': {
      flex: '1 1 auto',
      paddingInline: vars.space.sm,
      fontSize: vars.fontSize.sm,
      textAlign: 'center',
    },
  },
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand.onSurface, borderBottomColor: vars.color.brand.border },
    '&:focus-visible': focusRingStyle({ offset: 'inside' }),
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const panel = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle({ offset: 'flush' }),
  },
});
