/**
 * The focus ring's declarations, the one place they are written. React-free and style-free (plain
 * objects of contract variables), so `.css.ts` files of the theme and the kit spread them into any
 * selector: `selectors: { [`${root}[data-focus-visible] &`]: focusRingStyle() }`.
 */
import { vars } from './contract.ts';

export type FocusRingOptions = {
  /** `surface` (default): the theme's focus colour, 3:1 on the page and around a filled button; `header`: on the dealer's header. */
  readonly on?: 'surface' | 'header';
  /**
   * Where the ring sits: `outside` (default, the theme's offset), `near` (1 px outside: fields,
   * whose border is the edge), `inside` (drawn within the element, for items of a list or a tab row
   * that would overlap their neighbours), `flush` (no offset).
   */
  readonly offset?: 'outside' | 'near' | 'inside' | 'flush';
};

const OFFSETS = {
  outside: vars.size.focusRingOffset,
  near: '1px',
  inside: `calc(-1 * ${vars.size.focusRingWidth})`,
  flush: '0',
} as const;

/** `{ outline, outlineOffset }` of the focus ring, for a selector of the caller's choosing. */
export const focusRingStyle = ({ on = 'surface', offset = 'outside' }: FocusRingOptions = {}) => ({
  outline: `${vars.size.focusRingWidth} solid ${on === 'header' ? vars.color.header.focus : vars.color.focus}`,
  outlineOffset: OFFSETS[offset],
});
