/**
 * The type roles' declarations, written once (like `focusRingStyle`): plain objects of contract
 * variables that `.css.ts` files of the theme and the kit spread into a style, so a role costs no
 * JavaScript at run time. `typeStyle('title', { money: true })` adds tabular figures.
 */
import { vars } from './contract.ts';
import type { TypeRole } from './tokens.ts';

export type TypeStyleOptions = {
  /** Money and payments: figures of one width (tabular), so amounts line up and do not jump. */
  readonly money?: boolean;
};

/** `{ fontFamily, fontSize, lineHeight, fontWeight, letterSpacing }` of a role (+ tabular figures). */
export const typeStyle = (role: TypeRole, { money = false }: TypeStyleOptions = {}) => ({
  fontFamily: role === 'body' || role === 'caption' ? vars.fontFamily.body : vars.fontFamily.heading,
  fontSize: vars.type[role].fontSize,
  lineHeight: vars.type[role].lineHeight,
  fontWeight: vars.type[role].fontWeight,
  letterSpacing: vars.type[role].letterSpacing,
  ...(money ? { fontVariantNumeric: 'tabular-nums' as const } : {}),
});
