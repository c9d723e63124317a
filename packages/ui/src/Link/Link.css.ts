import { focusRingStyle, vars } from '@storefront/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import type { LinkTone } from './Link.tsx';

export const link = style({
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radii.sm,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const tone = styleVariants<Record<LinkTone, Parameters<typeof style>[0]>>({
  brand: {
    color: vars.color.brand.onSurface,
    outline: 'none',
    selectors: { '&:focus-visible': focusRingStyle() },
  },
  header: {
    color: vars.color.header.text,
    outline: 'none',
    selectors: { '&:focus-visible': focusRingStyle({ on: 'header' }) },
  },
  inherit: { color: 'inherit', outline: 'none', selectors: { '&:focus-visible': focusRingStyle() } },
});
