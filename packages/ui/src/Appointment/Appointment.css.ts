/** Styles of the appointment and test-drive components (the deal components' cards and headings beside). */
import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** The day and the time side by side where they fit. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const address = style({ fontStyle: 'normal', margin: 0 });

/** The dealer's static map image: the card's width at most, its proportions kept. */
export const map = style({ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radii.md });

/** The opening hours: a day and its hours on one line. */
export const hours = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const hoursRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const hoursDay = style({ fontWeight: vars.fontWeight.semibold });
export const hoursTime = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
