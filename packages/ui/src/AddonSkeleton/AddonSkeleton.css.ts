import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** A text line's box: one line of its text high (`1lh`), the bar centred in it. */
export const line = style({ display: 'flex', alignItems: 'center', height: '1lh', width: '100%' });
/** The card's picture: 16:9, as `deal.media` and `deal.imagePlaceholder`. */
export const media = style({ display: 'block', width: '100%', aspectRatio: '16 / 9' });
/** A protection plan's radio group: its label, then one row an option. */
export const options = style({ display: 'grid', gap: vars.space.sm });
/** An option's row, and the plan's "no coverage" one (a radio and one line). */
export const option = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const optionText = style({ display: 'grid', flex: 1 });
