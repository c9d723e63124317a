import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** The quotes, side by side where they fit, one under the other on a phone. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  selectors: { '&[data-marked]': { borderColor: vars.color.brand.base, borderWidth: '3px' } },
});
export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xxs });
export const payment = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });
