import { vars } from '@storefront/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import type { StockBadgeTone } from './StockBadge.tsx';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radii.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
});

export const tone = styleVariants<Record<StockBadgeTone, Parameters<typeof style>[0]>>({
  success: {
    backgroundColor: vars.color.success.subtle,
    color: vars.color.success.onSubtle,
    borderColor: vars.color.success.border,
  },
  info: {
    backgroundColor: vars.color.info.subtle,
    color: vars.color.info.onSubtle,
    borderColor: vars.color.info.border,
  },
  warning: {
    backgroundColor: vars.color.warning.subtle,
    color: vars.color.warning.onSubtle,
    borderColor: vars.color.warning.border,
  },
  danger: {
    backgroundColor: vars.color.danger.subtle,
    color: vars.color.danger.onSubtle,
    borderColor: vars.color.danger.border,
  },
  neutral: {
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    borderColor: vars.color.border,
  },
  brand: {
    backgroundColor: vars.color.brand.base,
    color: vars.color.brand.text,
    borderColor: vars.color.brand.base,
  },
});
