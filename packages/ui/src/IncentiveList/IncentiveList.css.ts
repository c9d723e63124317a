import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.xl });
export const group = style({ display: 'grid', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.md,
  selectors: { '&[data-selected]': { borderColor: vars.color.brand.border } },
});
export const label = style({ display: 'grid', gap: vars.space.xxs });
export const name = style({ fontWeight: vars.fontWeight.semibold });
export const amount = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
/** Aligns the details with the checkbox label. */
export const details = style({ paddingInlineStart: vars.space.xxl });
