import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.md,
});
export const headerImage = style({
  width: 160,
  height: 100,
  objectFit: 'cover',
  borderRadius: vars.radii.sm,
});
export const headerInfo = style({
  flex: '1 1 280px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const vehicleName = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const badge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  background: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
  fontSize: vars.fontSize.sm,
});
export const paymentTypes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 'none',
  margin: 0,
  padding: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs, padding: 0 });
export const paymentTypeOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
});
export const headerPayment = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minWidth: 180,
});
export const amount = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const frequency = style({ color: vars.color.textMuted });
export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const stepLink = style({
  display: 'inline-flex',
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
});
export const stepNumber = style({ fontWeight: vars.fontWeight.bold });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
});
export const stack = style({ width: '100%', borderCollapse: 'collapse' });
export const stackCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
export const money = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

/** Read by assistive technology only (the page's heading; the pricing header shows the name). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
