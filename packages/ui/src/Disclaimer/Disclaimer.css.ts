import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});
export const item = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' });
export const marker = style({ fontWeight: vars.fontWeight.semibold, minWidth: '1ch' });
export const text = style({
  margin: 0,
  selectors: {
    '&[data-collapsed]': {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
  },
});
export const toggle = style({
  color: vars.color.brand.onSurface,
  textDecoration: 'underline',
  fontSize: vars.fontSize.xs,
  marginTop: vars.space.xxs,
});
export const sup = style({ fontSize: '0.7em', lineHeight: 0, verticalAlign: 'super' });
export const supLink = style({ color: 'inherit', textDecoration: 'none', borderRadius: vars.radii.sm });
