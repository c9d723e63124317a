import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery } from './breakpoints.ts';
import { vars } from './contract.ts';

/** `base` plus one condition per breakpoint, mobile first (xs 380, sm 768, md 992, lg 1200, xlg 1367). */
const responsiveProperties = defineProperties({
  conditions: {
    base: {},
    xs: { '@media': mediaQuery('xs') },
    sm: { '@media': mediaQuery('sm') },
    md: { '@media': mediaQuery('md') },
    lg: { '@media': mediaQuery('lg') },
    xlg: { '@media': mediaQuery('xlg') },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'xs', 'sm', 'md', 'lg', 'xlg'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: { ...vars.space, auto: 'auto' },
    marginBottom: { ...vars.space, auto: 'auto' },
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { auto: 'auto', full: '100%' },
    maxWidth: { content: vars.size.contentMaxWidth, full: '100%' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colours and other non-responsive atoms; only contract variables, never literals. */
const staticProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textInverse: vars.color.textInverse,
      brand: vars.color.brand.onSurface,
      danger: vars.color.danger.onSurface,
      success: vars.color.success.onSurface,
      headerText: vars.color.header.text,
      inherit: 'inherit',
    },
    background: {
      surface: vars.color.surface,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand.base,
      brandSubtle: vars.color.brand.subtle,
      header: vars.color.header.background,
      transparent: 'transparent',
    },
    borderRadius: vars.radii,
    boxShadow: vars.shadow,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    position: ['static', 'relative', 'absolute', 'fixed', 'sticky'],
    overflow: ['visible', 'hidden', 'auto'],
    zIndex: vars.zIndex,
  },
});

/** Atomic styles: `sprinkles({ display: 'flex', gap: 'md', padding: { base: 'sm', md: 'lg' } })`. */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
