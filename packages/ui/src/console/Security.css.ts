import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** The QR code's light modules and quiet zone: the theme's surface (its text reads on it). */
export const qrLight = style({ fill: vars.color.surface });
/** The QR code's dark modules: the theme's text colour, legible on its surface. */
export const qrDark = style({ fill: vars.color.text });
export const qrFrame = style({ alignSelf: 'flex-start', lineHeight: 0 });
export const secret = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.1em',
  overflowWrap: 'anywhere',
  margin: 0,
});
export const codes = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.lg,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
