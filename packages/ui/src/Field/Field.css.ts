import { focusRingStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger.onSurface,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.controlHeight,
  paddingInline: vars.space.md,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &[data-focused], &:focus-visible': focusRingStyle({ offset: 'near' }),
    '&[data-invalid], &[aria-invalid="true"]': {
      borderColor: vars.color.danger.border,
      borderWidth: vars.borderWidth.thick,
    },
    '&[data-disabled], &:disabled': { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});
export const requiredMark = style({ color: vars.color.danger.onSurface, marginInlineStart: vars.space.xxs });
