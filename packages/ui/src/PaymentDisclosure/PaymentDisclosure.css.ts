import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const disclosure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const summary = style({ margin: 0, color: vars.color.text });
export const list = style({
  margin: 0,
  display: 'grid',
  // A figure's label and value on one line: two columns only where both fit whole.
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: `0 ${vars.space.md}`,
});
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const value = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});
