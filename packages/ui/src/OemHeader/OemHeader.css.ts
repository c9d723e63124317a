import { media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
export const utility = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.header.hover}`,
  fontSize: vars.fontSize.sm,
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
  '@media': { [media.sm]: { padding: `${vars.space.sm} ${vars.space.xl}` } },
});
export const centered = style({ justifyContent: 'center' });
export const links = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  flexWrap: 'wrap',
});
export const backBar = style({
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
