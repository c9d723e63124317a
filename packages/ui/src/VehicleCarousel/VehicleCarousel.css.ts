import { focusRingStyle, media, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.sm });
export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surfaceSunken,
  aspectRatio: '16 / 9',
  touchAction: 'pan-y',
  userSelect: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle() },
});
export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { '&[data-dragging]': { transition: 'none' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const slide = style({ flex: '0 0 100%', height: '100%', position: 'relative' });
/** The "Illustration" label over a generated picture (with the theme's `imageTag`): top left. */
export const illustration = style({ top: vars.space.sm, left: vars.space.sm, boxShadow: vars.shadow.sm });
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  pointerEvents: 'none',
});
export const nav = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlHeight,
  height: vars.size.controlHeight,
  borderRadius: vars.radii.round,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
});
export const prev = style({ left: vars.space.sm });
export const next = style({ right: vars.space.sm });
export const counter = style({ bottom: vars.space.sm, right: vars.space.sm });
export const disclaimer = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
