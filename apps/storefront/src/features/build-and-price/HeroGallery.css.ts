import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** The carousel in the hero picture's frame (./bnp.css.ts `heroImage`): its corners and shadow. */
export const frame = style({
  borderRadius: vars.radii.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});
