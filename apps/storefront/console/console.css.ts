import { focusRingStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
});
export const main = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});
export const narrowMain = style([main, { maxWidth: '28rem' }]);
export const navLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  selectors: {
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    // In the dealer's header: its focus colour, visible on a dark header too.
    '&:focus-visible': focusRingStyle({ on: 'header', offset: 'near' }),
  },
});
// The brand's colour as text on the page (brand.text is the text on a brand-coloured button: white on
// the page for a dark brand).
export const link = style({
  color: vars.color.brand.onSurface,
  // at least 24 px high, a target a finger can take (WCAG 2.2 2.5.8), on its own line or in a cell
  display: 'inline-block',
  minBlockSize: '24px',
  lineHeight: '24px',
  selectors: { '&:focus-visible': focusRingStyle({ offset: 'near' }) },
});
/** What the console says above the sign-in when the session ended (what was typed is kept). */
export const notice = style({
  padding: vars.space.md,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.info.border}`,
  backgroundColor: vars.color.info.subtle,
  color: vars.color.info.onSubtle,
});
/** The customer page's questions, below their deals. */
export const section = style({ marginBlockStart: vars.space.xl });
/** The empty list's line, muted as the kit's list says a question's state. */
export const muted = style({ color: vars.color.textMuted });
