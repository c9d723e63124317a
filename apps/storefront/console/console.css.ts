import { focusRingStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
});
export const main = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});
export const narrowMain = style([main, { maxWidth: '28rem' }]);
export const navLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  selectors: {
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': focusRingStyle({ offset: 'near' }),
  },
});
export const link = style({
  color: vars.color.brand.text,
  selectors: { '&:focus-visible': focusRingStyle({ offset: 'near' }) },
});
