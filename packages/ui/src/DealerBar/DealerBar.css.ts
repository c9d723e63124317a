import { media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({
  backgroundColor: vars.color.info.subtle,
  color: vars.color.info.onSubtle,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.info.border}`,
  fontSize: vars.fontSize.sm,
});
export const inner = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.controlHeight,
});
export const narrow = style({ display: 'flex', '@media': { [media.md]: { display: 'none' } } });
export const wide = style({
  display: 'none',
  '@media': {
    [media.md]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.md,
      flex: 1,
      justifyContent: 'space-between',
    },
  },
});
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surface } },
});
export const avatar = style({
  width: '28px',
  height: '28px',
  borderRadius: vars.radii.round,
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.info.base,
  color: vars.color.info.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xs,
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
