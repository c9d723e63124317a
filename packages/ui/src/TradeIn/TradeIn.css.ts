import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const figures = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
});
export const figure = style({ display: 'grid', gap: vars.space.xs });
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const text = style({ margin: 0 });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const negative = style({ margin: 0, fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
