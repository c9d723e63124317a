import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** A strip of the dealer's header, for a logo seen where it is shown. */
export const headerBand = style({
  display: 'flex',
  alignItems: 'center',
  padding: vars.space.lg,
  background: vars.color.header.background,
  color: vars.color.header.text,
});
