/**
 * The kit's shared style atoms, written once: the focus ring, visually hidden text and the button
 * reset. Components compose these classes (`style([focusRing, {...}])`) or, where the ring is drawn
 * from another selector (a parent's state, a pseudo-element), spread `focusRingStyle()` into it.
 */
import { style } from '@vanilla-extract/css';
import { vars } from './contract.ts';
import { focusRingStyle } from './focus.ts';
import { visuallyHiddenStyle } from './hidden.ts';

/** Visible focus ring in the theme's focus colour, for keyboard focus only (native or react-aria's). */
export const focusRing = style({
  outline: 'none',
  selectors: { '&:focus-visible, &[data-focus-visible]': focusRingStyle() },
});

/** The same ring for elements that sit on the dealer's header background. */
export const headerFocusRing = style({
  outline: 'none',
  selectors: { '&:focus-visible, &[data-focus-visible]': focusRingStyle({ on: 'header' }) },
});

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenStyle);

/** A `<button>` with no look of its own (the component gives it one). */
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

/** Figures of one width (money, payments, counts): amounts line up and do not jump as they change. */
export const tabularNums = style({ fontVariantNumeric: 'tabular-nums' });

/**
 * A small pill laid over a picture (a carousel's counter, an "Illustration" label): the page surface
 * and text colours, so it reads on any picture. The component places it (`top`/`left`…).
 */
export const imageTag = style({
  position: 'absolute',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radii.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
