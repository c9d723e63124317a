import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

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
