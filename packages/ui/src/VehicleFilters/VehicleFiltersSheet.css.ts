import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** The sheet's results button stays at its foot while the filters scroll above it. */
export const footer = style({
  position: 'sticky',
  bottom: 0,
  marginTop: 'auto',
  paddingTop: vars.space.md,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
