import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  background: vars.color.surface,
});
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  display: 'block',
});
export const name = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0 ${vars.space.xs}` });
export const meta = style({
  color: vars.color.textMuted,
  margin: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
});
export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const filter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 160 });
export const clear = style({
  minHeight: 44,
  background: 'none',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  color: vars.color.text,
  font: 'inherit',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
});
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radii.md,
  background: vars.color.brand.base,
  color: vars.color.brand.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
});

export const pager = style({ marginTop: vars.space.lg });
export const pagerList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const pagerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand.base,
      borderColor: vars.color.brand.base,
      color: vars.color.brand.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
