import { media, vars } from '@storefront/theme';
import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const spinner = style({
  display: 'inline-block',
  borderRadius: vars.radii.round,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  borderTopColor: vars.color.brand.border,
  animation: `${spin} 800ms linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});
export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radii.sm,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
export const circle = style({ borderRadius: vars.radii.round });
