import { vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', { margin: 0 });

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.fontFamily.body,
  color: vars.color.text,
  background: vars.color.surface,
});

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: {
    '&:focus': {
      left: vars.space.sm,
      top: vars.space.sm,
      background: vars.color.surface,
      color: vars.color.text,
      padding: vars.space.sm,
      zIndex: vars.zIndex.tooltip,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.headerHeightMobile,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.header.background,
  color: vars.color.header.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  '@media': { 'screen and (min-width: 768px)': { minHeight: vars.size.headerHeight } },
});

export const dealerName = style({
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const languageList = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const languageLink = style({
  color: 'inherit',
  selectors: { '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold, textDecoration: 'none' } },
});

export const main = style({
  flex: 1,
  padding: vars.space.lg,
  maxWidth: vars.size.contentMaxWidth,
  width: '100%',
  boxSizing: 'border-box',
  margin: '0 auto',
});

export const footer = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
