import { media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.lg,
});
export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
});
export const group = style({ borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}` });
export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const groupToggle = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.controlHeight,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
});
export const chevron = style({
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${groupToggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const groupBody = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  paddingBottom: vars.space.md,
});
export const options = style({ display: 'grid', gap: vars.space.xs });
export const range = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const rangeError = style({ gridColumn: '1 / -1' });
