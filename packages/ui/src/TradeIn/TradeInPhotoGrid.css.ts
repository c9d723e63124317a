import { focusRingStyle, vars, visuallyHidden } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.md });
export const grid = style({
  display: 'grid',
  // A cell never narrower than the screen allows, and its content never wider than the cell.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const slot = style({
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
export const title = style({ fontSize: vars.fontSize.md, margin: 0 });
export const photo = style({
  width: '100%',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radii.sm,
});
export const empty = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  margin: 0,
  background: vars.color.surface,
});
/** The file input: visually hidden, still the control the keyboard focuses and its label names. */
export const fileInput = visuallyHidden;
/** Its visible label, drawn as the kit's outline button; the input's focus ring shows on it. */
export const fileLabel = style({
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
  selectors: {
    '&:has(+ input:not(:disabled)):hover': { backgroundColor: vars.color.brand.subtle },
    '&:has(+ input:focus-visible)': focusRingStyle(),
    '&:has(+ input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
    '&:has(+ input[aria-invalid="true"])': { borderColor: vars.color.danger.onSurface, borderWidth: '2px' },
  },
});
export const error = style({ margin: 0, color: vars.color.text, fontWeight: 700 });
