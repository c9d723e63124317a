import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'block',
  border: 0,
  maxWidth: '100%',
  margin: `0 auto ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
});
