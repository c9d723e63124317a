import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const image = style({
  display: 'block',
  maxHeight: '56px',
  maxWidth: '200px',
  width: 'auto',
  height: 'auto',
});
export const secondary = style({ maxHeight: '40px', maxWidth: '140px' });
export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const link = style({ color: 'inherit', textDecoration: 'none', borderRadius: vars.radii.sm });
/**
 * The plate behind a logo image: the header's own colour on a light header (nothing shows), a light
 * plate on a dark one, where a logo drawn in dark ink would vanish (the theme's `header.logoPlate`).
 */
export const plate = style({
  background: vars.color.header.logoPlate,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
});
