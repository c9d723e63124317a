/**
 * The demo screen of the theme's stories (Playground, Layout): plain elements styled with contract
 * variables and the theme's atoms, so that a dealer's colours can be judged before any kit component
 * is involved. Not part of the package's API: the kit's components own their recipes.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../atoms.css.ts';
import { media } from '../breakpoints.ts';
import { vars } from '../contract.ts';
import { focusRingStyle } from '../focus.ts';

const rampTone = (ramp: typeof vars.color.brand) => ({
  solid: {
    background: ramp.base,
    color: ramp.text,
    borderColor: ramp.base,
    selectors: {
      '&:hover:not(:disabled)': { background: ramp.hover, borderColor: ramp.hover },
      '&:active:not(:disabled)': { background: ramp.active, borderColor: ramp.active },
    },
  },
  outline: {
    background: vars.color.surface,
    color: ramp.onSurface,
    borderColor: ramp.border,
    selectors: {
      '&:hover:not(:disabled)': { background: ramp.subtle, color: ramp.onSubtle },
      '&:active:not(:disabled)': {
        background: ramp.subtle,
        color: ramp.onSubtle,
        borderColor: ramp.onSubtle,
      },
    },
  },
});

/** Buttons: `button({ tone: 'brand', variant: 'solid', size: 'md' })`. */
export const button = recipe({
  base: [
    focusRing,
    {
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      minHeight: vars.size.controlHeight,
      borderWidth: vars.borderWidth.thin,
      borderStyle: 'solid',
      borderRadius: vars.radii.md,
      fontFamily: vars.fontFamily.body,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      cursor: 'pointer',
      transitionProperty: 'background-color, border-color, color',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
      '@media': { [media.reducedMotion]: { transitionDuration: vars.motion.duration.instant } },
    },
  ],
  variants: {
    tone: { brand: {}, header: {}, danger: {}, neutral: {} },
    variant: { solid: {}, outline: {}, ghost: {} },
    size: {
      sm: { paddingInline: vars.space.md, fontSize: vars.fontSize.sm, minHeight: '36px' },
      md: { paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { tone: 'brand', variant: 'solid' }, style: rampTone(vars.color.brand).solid },
    { variants: { tone: 'brand', variant: 'outline' }, style: rampTone(vars.color.brand).outline },
    { variants: { tone: 'header', variant: 'solid' }, style: rampTone(vars.color.headerCta).solid },
    { variants: { tone: 'header', variant: 'outline' }, style: rampTone(vars.color.headerCta).outline },
    { variants: { tone: 'danger', variant: 'solid' }, style: rampTone(vars.color.danger).solid },
    { variants: { tone: 'danger', variant: 'outline' }, style: rampTone(vars.color.danger).outline },
    {
      variants: { tone: 'neutral', variant: 'solid' },
      style: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
    },
    {
      variants: { tone: 'neutral', variant: 'outline' },
      style: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
    },
    {
      variants: { variant: 'ghost' },
      style: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.brand.onSurface,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brand.subtle, color: vars.color.brand.onSubtle },
        },
      },
    },
  ],
  defaultVariants: { tone: 'brand', variant: 'solid', size: 'md', fullWidth: false },
});

/** Badges (stock status, labels): `badge({ tone: 'success', variant: 'subtle' })`. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radii.pill,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: { brand: {}, success: {}, warning: {}, danger: {}, info: {}, neutral: {} },
    variant: { solid: {}, subtle: {} },
  },
  compoundVariants: [
    ...(['brand', 'success', 'warning', 'danger', 'info'] as const).flatMap((tone) => [
      {
        variants: { tone, variant: 'solid' as const },
        style: {
          background: vars.color[tone].base,
          color: vars.color[tone].text,
          borderColor: vars.color[tone].base,
        },
      },
      {
        variants: { tone, variant: 'subtle' as const },
        style: {
          background: vars.color[tone].subtle,
          color: vars.color[tone].onSubtle,
          borderColor: vars.color[tone].border,
        },
      },
    ]),
    {
      variants: { tone: 'neutral', variant: 'solid' },
      style: { background: vars.color.text, color: vars.color.textInverse, borderColor: vars.color.text },
    },
    {
      variants: { tone: 'neutral', variant: 'subtle' },
      style: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
    },
  ],
  defaultVariants: { tone: 'brand', variant: 'subtle' },
});

/** Text inputs and selects. */
export const input = recipe({
  base: [
    focusRing,
    {
      boxSizing: 'border-box',
      width: '100%',
      minHeight: vars.size.controlHeight,
      paddingInline: vars.space.md,
      borderWidth: vars.borderWidth.thin,
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderRadius: vars.radii.md,
      background: vars.color.surface,
      color: vars.color.text,
      fontFamily: vars.fontFamily.body,
      fontSize: vars.fontSize.md,
      selectors: { '&::placeholder': { color: vars.color.textMuted } },
    },
  ],
  variants: {
    invalid: {
      true: { borderColor: vars.color.danger.border, borderWidth: vars.borderWidth.thick },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

/** Field label and help/error text. */
export const fieldLabel = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space.xs,
});
export const fieldHelp = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginTop: vars.space.xs,
});
export const fieldError = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger.onSurface,
  marginTop: vars.space.xs,
});

/** Surfaces: cards and panels. */
export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.borderSubtle,
    borderRadius: vars.radii.lg,
    padding: vars.space.lg,
  },
  variants: {
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.md }, overlay: { boxShadow: vars.shadow.lg } },
  },
  defaultVariants: { elevation: 'flat' },
});

/** Store header bar: 80 px high on mobile, 110 px from the sm breakpoint, in the dealer's header colours. */
export const headerBar = style([
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.lg,
    paddingInline: vars.space.lg,
    background: vars.color.header.background,
    color: vars.color.header.text,
  },
  { height: vars.size.headerHeightMobile, '@media': { [media.sm]: { height: vars.size.headerHeight } } },
]);
globalStyle(`${headerBar} a, ${headerBar} button:not([class])`, { color: 'inherit' });
globalStyle(`${headerBar} :focus-visible`, focusRingStyle({ on: 'header' }));
