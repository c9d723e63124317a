/** Style fragments shared by the deal components (cards, figure rows, headings, lists). */
import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.lg,
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.brand.border,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand.border}`,
    },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const subheading = style({
  margin: 0,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

/** A label and a figure on one line, the figure aligned to the end. */
export const figureRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&[data-emphasis="total"]': {
      borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      marginTop: vars.space.xs,
      paddingTop: vars.space.sm,
      fontWeight: vars.fontWeight.bold,
      fontSize: vars.fontSize.lg,
    },
    '&[data-emphasis="subtotal"]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' });

/** Definition list reset for label/figure pairs. */
export const dl = style({ margin: 0, display: 'grid', gap: 0 });
export const dd = style({ margin: 0 });

export const media = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radii.md,
  background: vars.color.surfaceSunken,
});

export const imagePlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radii.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="brand"]': {
      background: vars.color.brand.subtle,
      color: vars.color.brand.onSubtle,
      borderColor: vars.color.brand.border,
    },
    '&[data-tone="success"]': {
      background: vars.color.success.subtle,
      color: vars.color.success.onSubtle,
      borderColor: vars.color.success.border,
    },
    '&[data-tone="warning"]': {
      background: vars.color.warning.subtle,
      color: vars.color.warning.onSubtle,
      borderColor: vars.color.warning.border,
    },
    '&[data-tone="info"]': {
      background: vars.color.info.subtle,
      color: vars.color.info.onSubtle,
      borderColor: vars.color.info.border,
    },
  },
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  color: vars.color.textMuted,
});

export const errorText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger.onSurface,
  fontSize: vars.fontSize.sm,
});
