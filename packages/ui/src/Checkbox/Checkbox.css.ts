import { focusRingStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
  minHeight: '24px',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});
export const box = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '1px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.brand.text,
  selectors: {
    [`${root}[data-selected] &`]: {
      backgroundColor: vars.color.brand.base,
      borderColor: vars.color.brand.base,
    },
    [`${root}[data-focus-visible] &`]: focusRingStyle(),
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger.border },
  },
});
export const radio = style({ borderRadius: vars.radii.round });
export const radioDot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radii.round,
  backgroundColor: 'currentColor',
});
export const group = style({ display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0 });
