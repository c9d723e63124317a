import { sprinkles, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** The error summary above the fields: the server's form-level message. */
export const summary = style([
  sprinkles({ padding: 'md', borderRadius: 'md', fontSize: 'sm' }),
  {
    margin: 0,
    backgroundColor: vars.color.danger.subtle,
    color: vars.color.danger.onSubtle,
    border: `${vars.borderWidth.thin} solid ${vars.color.danger.border}`,
  },
]);
