/** Styles of elements placed on the dealer's header background (header colours and focus ring). */

import { focusRingStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const headerItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlHeight,
  minWidth: vars.size.controlHeight,
  justifyContent: 'center',
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.md,
  color: vars.color.header.text,
  background: 'none',
  border: 0,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.header.hover },
    '&:active, &[data-state="open"]': { backgroundColor: vars.color.header.active },
    '&:focus-visible': focusRingStyle({ on: 'header', offset: 'inside' }),
  },
});

export const countBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radii.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.headerCta.base,
  color: vars.color.headerCta.text,
});

/** The header's background and text colours, for header items shown on their own (stories, OEM bars). */
export const headerSurface = style({
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  padding: vars.space.sm,
});
