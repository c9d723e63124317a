import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const input = style({ display: 'flex', alignItems: 'center', gap: '1px' });
export const segment = style({
  paddingInline: '2px',
  borderRadius: vars.radii.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.brand.base, color: vars.color.brand.text },
  },
});
