import { focusRingStyle, vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const footer = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
});
export const inner = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const links = style({ display: 'flex', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 });
export const custom = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  color: vars.color.text,
});
globalStyle(`${custom} a`, { color: vars.color.brand.onSurface });
globalStyle(`${custom} a:focus-visible`, focusRingStyle());
globalStyle(`${custom} img`, { maxWidth: '100%', height: 'auto' });
