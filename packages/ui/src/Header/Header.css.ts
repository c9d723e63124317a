import { media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  marginBottom: vars.size.headerExtraPadding,
  selectors: { '&[data-iframe-footer]': { marginBottom: 0 } },
});

export const bar = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  height: vars.size.headerHeightMobile,
  padding: `0 ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.sm]: { height: vars.size.headerHeight, padding: `0 ${vars.space.xl}` } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
  flex: 1,
});

export const address = style({
  display: 'none',
  fontStyle: 'normal',
  fontSize: vars.fontSize.sm,
  maxWidth: '260px',
  '@media': { [media.lg]: { display: 'flex', alignItems: 'center', gap: vars.space.xs } },
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'flex', alignItems: 'center', gap: vars.space.sm } },
});

export const mobileOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.sm]: { display: 'none' } },
});

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radii.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
});
export const menuFooter = style({ marginTop: 'auto' });
