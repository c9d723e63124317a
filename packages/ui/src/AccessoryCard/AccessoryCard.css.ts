import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

// border-box: the card's padding and border stay inside its grid cell (content-box spilled them onto the next row).
export const card = style({ height: '100%', boxSizing: 'border-box' });
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  flexWrap: 'wrap',
});
export const added = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success.onSurface,
  fontWeight: vars.fontWeight.semibold,
});
export const locked = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const answers = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
/**
 * "Change answers": a link's text on the card's left edge, like the answers above it (the button's
 * size gives every button its inline padding, a link-styled one too).
 */
export const changeAnswers = style({
  selectors: { [`${answers} &`]: { paddingInline: 0 } },
});
