import { EMBED_VIEWPORT_VARS, media, vars } from '@storefront/theme';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { ModalSize } from './Modal.tsx';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideInLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

/**
 * A dialog's layer (its portal's element): its backdrop and its box stack together, so a dialog
 * opened over another (the discard-changes question over a form) dims that one as well as the page.
 */
export const layer = style({ position: 'relative', zIndex: vars.zIndex.overlay });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.backdrop,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** The part of the page the shopper sees: its viewport, or what a dealer's frame reports (the theme's). */
const seenTop = `var(${EMBED_VIEWPORT_VARS.top}, 0px)`;
const seenHeight = `var(${EMBED_VIEWPORT_VARS.height}, 100dvh)`;

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  top: `calc(${seenTop} + ${seenHeight} / 2)`,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'calc(100vw - 32px)',
  maxHeight: `calc(${seenHeight} - 32px)`,
  overflow: 'auto',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const size = styleVariants<Record<ModalSize, Parameters<typeof style>[0]>>({
  sm: { maxWidth: '420px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: '800px' },
  xl: { maxWidth: '1024px' },
  sheetRight: {
    top: seenTop,
    left: 'auto',
    right: 0,
    transform: 'none',
    height: seenHeight,
    maxHeight: seenHeight,
    maxWidth: '360px',
    borderRadius: 0,
    animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  },
  sheetLeft: {
    top: seenTop,
    left: 0,
    transform: 'none',
    height: seenHeight,
    maxHeight: seenHeight,
    maxWidth: '360px',
    borderRadius: 0,
    animation: `${slideInLeft} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} 0`,
  selectors: { '&[data-title-hidden]': { justifyContent: 'flex-end', paddingBottom: 0 } },
});
export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.xl} 0`,
  color: vars.color.textMuted,
});
export const body = style({ padding: vars.space.xl, display: 'grid', gap: vars.space.lg });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
});
export const close = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  marginTop: `calc(${vars.space.sm} * -1)`,
  marginRight: `calc(${vars.space.sm} * -1)`,
  borderRadius: vars.radii.md,
  color: vars.color.textMuted,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } },
});
