import { media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
export const bar = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  boxSizing: 'border-box',
  minHeight: vars.size.headerHeightMobile,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
});
export const logo = style({ display: 'block', maxHeight: '44px', width: 'auto' });
export const contact = style({
  display: 'none',
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  textAlign: 'end',
  '@media': { [media.sm]: { display: 'grid' } },
});
export const phoneMobile = style({
  marginInlineStart: 'auto',
  '@media': { [media.sm]: { display: 'none' } },
});
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
  fontSize: vars.fontSize.sm,
  '@media': { [media.sm]: { display: 'none' } },
});
export const bannerText = style({ margin: 0 });
export const points = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
});
export const learnMore = style({
  textDecoration: 'underline',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
