import { focusRingStyle, vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({ display: 'grid', gap: vars.space.lg, maxWidth: '60rem' });
export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const stepLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlHeight,
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' } },
});
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
export const section = style({ display: 'grid', gap: vars.space.md });
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const figure = style({ margin: 0 });
export const figureValue = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
export const sandbox = style({
  borderInlineStart: `4px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.sm,
  margin: 0,
});
export const error = style({ color: vars.color.text, fontWeight: 700 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const photoGrid = style({
  display: 'grid',
  // A cell never narrower than the screen allows, and its content never wider than the cell.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const photoSlot = style({
  position: 'relative',
  minWidth: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.sm,
  display: 'grid',
  // One column as wide as the card: a photo or a long button label wraps in it, never past its border.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  alignContent: 'start',
  overflowWrap: 'anywhere',
});

/**
 * The file input of a photo: its visible label is the button (the kit's outline button), the input
 * itself visually hidden but still the control the keyboard focuses and the label names; its focus
 * ring shows on the label. No browser "Choose File / No file chosen" text.
 */
const fileInput = `${photoSlot} input[type="file"]`;
const fileLabel = `${photoSlot} label:has(+ input[type="file"])`;
globalStyle(fileInput, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
globalStyle(fileLabel, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlHeight,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.brand.onSurface,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand.onSurface,
  fontFamily: vars.fontFamily.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
});
globalStyle(`${photoSlot} label:has(+ input[type="file"]:not(:disabled)):hover`, {
  backgroundColor: vars.color.brand.subtle,
});
globalStyle(`${photoSlot} label:has(+ input[type="file"]:focus-visible)`, focusRingStyle());
globalStyle(`${photoSlot} label:has(+ input[type="file"]:disabled)`, {
  cursor: 'not-allowed',
  opacity: 0.55,
});
globalStyle(`${photoSlot} label:has(+ input[type="file"][aria-invalid="true"])`, {
  borderColor: vars.color.danger.onSurface,
  borderWidth: '2px',
});
export const photoTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const photo = style({
  width: '100%',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radii.sm,
});
export const photoEmpty = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  margin: 0,
  background: vars.color.surface,
});
export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const thumbFigure = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '8rem',
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radii.sm,
});
/** The room of a thumbnail still loading. */
export const thumbEmpty = style({
  display: 'block',
  aspectRatio: '4 / 3',
  borderRadius: vars.radii.sm,
  background: vars.color.surfaceSunken,
});
