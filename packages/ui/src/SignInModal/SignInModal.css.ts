import { focusRingStyle, media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
export const aside = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const vehicleImage = style({
  width: '100%',
  borderRadius: vars.radii.md,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});
export const vehicleName = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'grid', gap: vars.space.md });
export const names = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});
export const actions = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center' });
export const info = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
export const infoItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const infoIcon = style({ color: vars.color.success.onSurface, flexShrink: 0 });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      height: '1px',
      backgroundColor: vars.color.borderSubtle,
    },
  },
});
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.warning.subtle,
  color: vars.color.warning.onSubtle,
  fontSize: vars.fontSize.sm,
});
export const share = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const small = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.success.onSurface,
  minHeight: '1.5em',
});
export const shareInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.controlHeight,
  paddingInline: vars.space.md,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle({ offset: 'near' }) },
});
export const shareLabel = style({ flex: 1, display: 'grid', gap: vars.space.xs });
export const shareLabelText = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const switchView = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm });
