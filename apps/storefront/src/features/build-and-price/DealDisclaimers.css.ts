import { typeStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const disclaimers = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const disclaimersTitle = style([typeStyle('label'), { margin: 0 }]);
