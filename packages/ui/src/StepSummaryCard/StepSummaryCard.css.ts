import { media, vars } from '@storefront/theme';
import { keyframes, style } from '@vanilla-extract/css';

const pulse = keyframes({
  from: { boxShadow: `0 0 0 0 ${vars.color.success.border}` },
  to: { boxShadow: `0 0 0 6px ${vars.color.success.subtle}` },
});

export const card = style({
  selectors: {
    '&[data-just-completed]': { borderColor: vars.color.success.border },
    '&[data-animate]': { animation: `${pulse} 800ms ${vars.motion.easing.standard} 2 alternate` },
  },
  // Still for a shopper who prefers reduced motion (inside the selector: it must outweigh it).
  '@media': { [media.reducedMotion]: { selectors: { '&[data-animate]': { animation: 'none' } } } },
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const titles = style({ display: 'grid', gap: vars.space.xxs });
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radii.round,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  flexShrink: 0,
  selectors: {
    '&[data-status="completed"]': { background: vars.color.success.base, color: vars.color.success.text },
    '&[data-status="awaitingCustomer"]': {
      background: vars.color.warning.base,
      color: vars.color.warning.text,
    },
    '&[data-status="awaitingDealer"]': { background: vars.color.info.base, color: vars.color.info.text },
    '&[data-status="inProgress"]': { background: vars.color.brand.base, color: vars.color.brand.text },
  },
});
export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="completed"]': { color: vars.color.success.onSurface },
    '&[data-status="awaitingCustomer"]': { color: vars.color.warning.onSurface },
  },
});
export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.color.success.subtle,
  color: vars.color.success.onSubtle,
  fontWeight: vars.fontWeight.semibold,
});
export const summary = style({ display: 'grid', gap: vars.space.xs });
export const action = style({ fontWeight: vars.fontWeight.semibold });
