import { focusRingStyle, media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});
export const track = style({
  width: '40px',
  height: '24px',
  flexShrink: 0,
  borderRadius: vars.radii.pill,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  boxSizing: 'border-box',
  position: 'relative',
  transition: `background-color ${vars.motion.duration.normal}`,
  selectors: {
    [`${root}[data-selected] &`]: {
      backgroundColor: vars.color.brand.base,
      borderColor: vars.color.brand.base,
    },
    [`${root}[data-focus-visible] &`]: focusRingStyle(),
  },
});
export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radii.round,
  backgroundColor: vars.color.border,
  transition: `transform ${vars.motion.duration.normal}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(16px)', backgroundColor: vars.color.brand.text },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
