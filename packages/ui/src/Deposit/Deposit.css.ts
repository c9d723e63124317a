import { typeStyle, vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The deposit screens: the form's sections without the browser's fieldset frame, each legend a
 * section heading; the amounts and the receipt a list of label and value lines, without the
 * browser's indent of a value.
 */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const form = style({ display: 'grid', gap: vars.space.xl, justifyItems: 'stretch' });
export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
});
export const legend = style([
  typeStyle('heading'),
  { padding: 0, marginBottom: vars.space.md, color: vars.color.text },
]);
/** The fields of a section: side by side where they fit, one under the other on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
});
export const submit = style({ justifySelf: 'start' });
/** The authentication step: a framed box. */
export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
/**
 * What comes next (the confirmation's and the receipt's link buttons): side by side, wrapping on a
 * phone; each keeps its own height (the button's, above the 24 px target of WCAG 2.2 2.5.8).
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** A `<dl>` of `<div>` lines, each a label and its value, the value at the line's end. */
export const lines = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
});
globalStyle(`${lines} > div`, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.md}`,
});
globalStyle(`${lines} dt`, { color: vars.color.textMuted });
// A value too long for its label's line (how the deposit is charged, on a phone) wraps under it from
// the start; a short one stays at the line's end.
globalStyle(`${lines} dd`, { ...typeStyle('body', { money: true }), margin: 0 });
/** The line of what the card is charged: set apart and bold. */
export const totalLine = style({
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${totalLine} dt, ${totalLine} dd`, { color: vars.color.text, fontWeight: vars.fontWeight.bold });
