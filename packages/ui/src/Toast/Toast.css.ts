import { vars } from '@storefront/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import type { ToastKind, ToastPlacement } from './Toast.tsx';

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  maxWidth: 'min(420px, 100vw)',
  width: '100%',
  pointerEvents: 'none',
  selectors: { '&:empty': { padding: 0 } },
});

export const placement = styleVariants<Record<ToastPlacement, Parameters<typeof style>[0]>>({
  'top-left': { top: 0, left: 0 },
  'top-center': { top: 0, left: '50%', transform: 'translateX(-50%)' },
  'top-right': { top: 0, right: 0 },
  'bottom-left': { bottom: 0, left: 0, flexDirection: 'column-reverse' },
  'bottom-center': { bottom: 0, left: '50%', transform: 'translateX(-50%)', flexDirection: 'column-reverse' },
  'bottom-right': { bottom: 0, right: 0, flexDirection: 'column-reverse' },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderLeftWidth: '4px',
  boxShadow: vars.shadow.lg,
  opacity: 1,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.exit,
  selectors: { '&[data-state="leaving"]': { opacity: 0 } },
});

export const kind = styleVariants<Record<ToastKind, Parameters<typeof style>[0]>>({
  info: {
    backgroundColor: vars.color.info.subtle,
    color: vars.color.info.onSubtle,
    borderColor: vars.color.info.border,
  },
  success: {
    backgroundColor: vars.color.success.subtle,
    color: vars.color.success.onSubtle,
    borderColor: vars.color.success.border,
  },
  warning: {
    backgroundColor: vars.color.warning.subtle,
    color: vars.color.warning.onSubtle,
    borderColor: vars.color.warning.border,
  },
  error: {
    backgroundColor: vars.color.danger.subtle,
    color: vars.color.danger.onSubtle,
    borderColor: vars.color.danger.border,
  },
});

export const body = style({ flex: 1, display: 'grid', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const close = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radii.sm,
  color: 'inherit',
});
export const icon = style({ flexShrink: 0, marginTop: '2px' });
