import { focusRingStyle, vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style({ height: '100%', position: 'relative' });
export const title = style({ display: 'grid', gap: vars.space.xxs });
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { textDecoration: 'underline' },
    // The whole card is the link's hit area; the focus ring is drawn around the card.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radii.lg },
    '&:focus-visible::after': focusRingStyle(),
  },
});
export const facts = style({
  display: 'flex',
  gap: vars.space.lg,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const price = style({ margin: 0, marginTop: 'auto' });
/** "from $X bi-weekly" under the price; a mark in it sits above the card's whole-card link. */
export const from = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${from} a`, { position: 'relative', zIndex: 1 });
export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
