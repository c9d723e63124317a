import { focusRingStyle, media, vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The storefront settings screen's styles (BrandColourEditor, StorefrontSettingsForm,
// SettingsVersionHistory); the console's shared ones are in Console.css.ts.

export const split = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const colourRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const colourPicker = style({
  inlineSize: '2.75rem',
  blockSize: vars.size.controlHeight,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingStyle({ offset: 'near' }) },
});
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const previewFigure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const caption = style({ fontWeight: vars.fontWeight.semibold });
export const preview = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
export const previewHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
});
export const previewDealer = style({ fontWeight: vars.fontWeight.bold });
const pill = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  fontWeight: vars.fontWeight.semibold,
});
export const previewHeaderCta = style([
  pill,
  { backgroundColor: vars.color.headerCta.base, color: vars.color.headerCta.text },
]);
export const previewBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
});
export const previewHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});
export const previewText = style({ margin: 0 });
export const previewLink = style({ color: vars.color.brand.onSurface, textDecoration: 'underline' });
export const previewButton = style([
  pill,
  { backgroundColor: vars.color.brand.base, color: vars.color.brand.text },
]);
export const sample = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  fontWeight: vars.fontWeight.bold,
});
export const uiSample = style({
  display: 'inline-block',
  inlineSize: '2rem',
  blockSize: '1.25rem',
  borderRadius: vars.radii.sm,
  border: '3px solid',
});
export const fieldset = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.lg,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const legend = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  padding: `0 ${vars.space.xs}`,
});
export const entry = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  paddingTop: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const textarea = style({ minHeight: '4.5rem', padding: vars.space.sm, resize: 'vertical' });
export const rateInput = style({ inlineSize: '6rem' });
export const tableScroll = style({ overflowX: 'auto' });
export const button = style({
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radii.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.brand.base}`,
  backgroundColor: vars.color.brand.base,
  color: vars.color.brand.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brand.hover },
    '&:focus-visible': focusRingStyle({ offset: 'near' }),
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});
export const secondaryButton = style([
  button,
  {
    backgroundColor: vars.color.surface,
    color: vars.color.brand.onSurface,
    borderColor: vars.color.border,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
  },
]);
export const versionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const versionItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.md,
});
export const errorList = style({ margin: 0, paddingInlineStart: vars.space.lg });
/** An error of the settings' error list: a link to its field, in the alert's text colour. */
export const errorLink = style({
  color: vars.color.danger.onSubtle,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRingStyle({ offset: 'near' }) },
});
export const plainFieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
/**
 * The settings of a role that reads but may not change them (a sales manager): each value reads as
 * text, its label above it, not as a field waiting for input (no box, no field background, the
 * page's text colour), beside the note that says why.
 */
export const readOnlyFieldset = style({});
globalStyle(
  `${readOnlyFieldset} :is(input:not([type="checkbox"], [type="radio"], [type="color"]), textarea, select):disabled`,
  {
    borderColor: 'transparent',
    backgroundColor: 'transparent',
    color: vars.color.text,
    WebkitTextFillColor: vars.color.text,
    opacity: 1,
    resize: 'none',
    paddingInline: 0,
    appearance: 'none',
    cursor: 'default',
  },
);
globalStyle(`${readOnlyFieldset} input[type="color"]:disabled`, {
  borderColor: 'transparent',
  backgroundColor: 'transparent',
  opacity: 1,
});
// Its add and remove buttons do nothing for this role: not shown.
globalStyle(`${readOnlyFieldset} button:disabled`, { display: 'none' });
