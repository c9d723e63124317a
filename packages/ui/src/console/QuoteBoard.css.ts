import { media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** The quotes side by side where they fit (up to three), one under the other on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } },
});
