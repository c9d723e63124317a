import { focusRing, media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

// The credit application's layout: the steps beside the page from the `md` breakpoint (992 px), above it narrower.
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});
export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const vehicle = style({ fontWeight: vars.fontWeight.bold, margin: 0 });
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const stepLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radii.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.brand.base,
        color: vars.color.brand.text,
        borderColor: vars.color.brand.base,
      },
    },
  },
]);
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const group = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
// The review's terms and values: one under the other on a phone, side by side from 768 px; a long
// value (an e-mail address, a street) wraps inside its column instead of widening the page.
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)' } },
});
export const term = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
// The steps folded on a phone: one line ("Step 3 of 9: Employment") that discloses the list.
export const fold = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});
export const foldSummary = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${vars.space.md}`,
    cursor: 'pointer',
    fontWeight: vars.fontWeight.bold,
    borderRadius: vars.radii.md,
  },
]);
export const errors = style({ color: vars.color.danger.onSurface, margin: 0 });
// "New update" (a decision not seen yet), in the text's colour: readable on the current step's brand
// background as on the page.
export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.pill,
  border: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
