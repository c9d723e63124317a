/** Shared style fragments of the kit: focus ring, visually hidden text, button reset. */

import { BREAKPOINTS, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** Visible focus ring from the theme's focus colour, shown for keyboard focus only. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

/** Focus ring for elements that sit on the dealer's header background. */
export const headerFocusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.header.focus}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const buttonReset = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
});

/** Media query strings for the theme breakpoints (min-width). */
export const media = {
  sm: `screen and (min-width: ${BREAKPOINTS.sm}px)`,
  md: `screen and (min-width: ${BREAKPOINTS.md}px)`,
  lg: `screen and (min-width: ${BREAKPOINTS.lg}px)`,
} as const;
