import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

/** The question: its words above its two answers, no frame of its own (the page's card is around it). */
export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.semibold });
export const answers = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
