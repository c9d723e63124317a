import { sprinkles, vars } from '@storefront/theme';
import { createVar, style, styleVariants } from '@vanilla-extract/css';
import type { BadgeEmphasis, BadgeSize, BadgeTone } from './Badge.tsx';

/** The tone's colours; the emphasis picks which of them the badge wears. */
const base = createVar();
const onBase = createVar();
const subtle = createVar();
const onSubtle = createVar();
const edge = createVar();

/** The theme's atoms for layout and type; the colours from the tone and emphasis below. */
export const badge = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 'xs',
    borderRadius: 'pill',
    fontWeight: 'bold',
    lineHeight: 'snug',
  }),
  { whiteSpace: 'nowrap', borderWidth: vars.borderWidth.thin, borderStyle: 'solid' },
]);

const ramp = (r: typeof vars.color.success) => ({
  vars: { [base]: r.base, [onBase]: r.text, [subtle]: r.subtle, [onSubtle]: r.onSubtle, [edge]: r.border },
});

export const tone = styleVariants({
  neutral: {
    vars: {
      [base]: vars.color.text,
      [onBase]: vars.color.textInverse,
      [subtle]: vars.color.surfaceSunken,
      [onSubtle]: vars.color.text,
      [edge]: vars.color.border,
    },
  },
  brand: ramp(vars.color.brand),
  success: ramp(vars.color.success),
  info: ramp(vars.color.info),
  warning: ramp(vars.color.warning),
  danger: ramp(vars.color.danger),
} satisfies Record<BadgeTone, unknown>);

export const emphasis = styleVariants({
  subtle: { backgroundColor: subtle, color: onSubtle, borderColor: edge },
  strong: { backgroundColor: base, color: onBase, borderColor: base },
} satisfies Record<BadgeEmphasis, unknown>);

export const size = styleVariants({
  sm: [sprinkles({ paddingY: 'xxs', paddingX: 'sm', fontSize: 'xs' })],
  md: [sprinkles({ paddingY: 'xs', paddingX: 'md', fontSize: 'sm' })],
} satisfies Record<BadgeSize, unknown>);
