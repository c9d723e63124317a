import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** A list of cards in as many columns of at least 260 px as fit (vehicle list, protection plans). */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
