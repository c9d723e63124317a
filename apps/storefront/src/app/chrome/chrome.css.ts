import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: vars.size.headerHeightMobile,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.header.background,
  color: vars.color.header.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  boxSizing: 'border-box',
  '@media': { 'screen and (min-width: 768px)': { minHeight: vars.size.headerHeight } },
});
export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const dealerName = style({
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});
export const logo = style({ display: 'block', maxHeight: 48, width: 'auto' });
export const address = style({ fontSize: vars.fontSize.sm });
export const nav = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });
export const languageList = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({ color: 'inherit', textDecoration: 'underline' });
export const navButton = style({
  color: 'inherit',
  background: 'none',
  border: 'none',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  padding: vars.space.xs,
});
export const headerCta = style({ color: 'inherit', fontWeight: vars.fontWeight.bold });
export const footer = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const footerLinks = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const footerLink = style({ color: vars.color.text });
export const dealerBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.text,
  color: vars.color.surface,
});
export const dealerBarTrigger = style({
  color: 'inherit',
  background: 'none',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});
export const banner = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
