import { focusRingStyle, media, vars } from '@storefront/theme';
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { ButtonSize, ButtonTone, ButtonVariant } from './Button.tsx';

const base = createVar();
const hover = createVar();
const active = createVar();
const onBase = createVar();
const onSurface = createVar();
const subtle = createVar();

/** Each tone fills the same six slots; the compiler demands every tone. */
const tones: Record<ButtonTone, Record<string, string>> = {
  brand: {
    [base]: vars.color.brand.base,
    [hover]: vars.color.brand.hover,
    [active]: vars.color.brand.active,
    [onBase]: vars.color.brand.text,
    [onSurface]: vars.color.brand.onSurface,
    [subtle]: vars.color.brand.subtle,
  },
  headerCta: {
    [base]: vars.color.headerCta.base,
    [hover]: vars.color.headerCta.hover,
    [active]: vars.color.headerCta.active,
    [onBase]: vars.color.headerCta.text,
    [onSurface]: vars.color.headerCta.onSurface,
    [subtle]: vars.color.headerCta.subtle,
  },
  danger: {
    [base]: vars.color.danger.base,
    [hover]: vars.color.danger.hover,
    [active]: vars.color.danger.active,
    [onBase]: vars.color.danger.text,
    [onSurface]: vars.color.danger.onSurface,
    [subtle]: vars.color.danger.subtle,
  },
  neutral: {
    [base]: vars.color.text,
    [hover]: vars.color.textMuted,
    [active]: vars.color.text,
    [onBase]: vars.color.textInverse,
    [onSurface]: vars.color.text,
    [subtle]: vars.color.surfaceSunken,
  },
};

const variants: Record<ButtonVariant, Parameters<typeof style>[0]> = {
  solid: {
    backgroundColor: base,
    color: onBase,
    borderColor: base,
    selectors: {
      '&:hover:not([data-disabled])': { backgroundColor: hover, borderColor: hover },
      '&:active:not([data-disabled]), &[data-pressed]': { backgroundColor: active, borderColor: active },
    },
  },
  outline: {
    backgroundColor: vars.color.surface,
    color: onSurface,
    borderColor: onSurface,
    selectors: {
      '&:hover:not([data-disabled])': { backgroundColor: subtle },
      '&:active:not([data-disabled])': { backgroundColor: subtle },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: onSurface,
    borderColor: 'transparent',
    selectors: { '&:hover:not([data-disabled])': { backgroundColor: subtle } },
  },
  link: {
    backgroundColor: 'transparent',
    color: onSurface,
    borderColor: 'transparent',
    textDecoration: 'underline',
    paddingInline: 0,
    minHeight: 'auto',
    selectors: { '&:hover:not([data-disabled])': { textDecorationThickness: '2px' } },
  },
};

const sizes: Record<ButtonSize, Parameters<typeof style>[0]> = {
  sm: { minHeight: '32px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: { minHeight: vars.size.controlHeight, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
  lg: { minHeight: '52px', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
};

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderRadius: vars.radii.md,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textAlign: 'center',
    position: 'relative',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingStyle(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: variants,
    tone: {
      brand: { vars: tones.brand },
      // On the header's colour: the header's ring, which the theme keeps legible against the header.
      headerCta: {
        vars: tones.headerCta,
        selectors: { '&:focus-visible': focusRingStyle({ on: 'header' }) },
      },
      danger: { vars: tones.danger },
      neutral: { vars: tones.neutral },
    } satisfies Record<ButtonTone, unknown>,
    size: sizes,
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'md', fullWidth: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Keeps the label's width while loading so the button does not jump. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&[data-hidden]': { opacity: 0 } },
});
export const loadingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const spinner = style({
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radii.round,
  border: `2px solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2s' } },
});
