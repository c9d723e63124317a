import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
});
export const image = style({ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' });
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0` });
export const links = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
export const primaryButton = style({
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.brand.base,
  color: vars.color.brand.text,
  border: 'none',
  borderRadius: vars.radii.md,
  font: 'inherit',
  cursor: 'pointer',
});
