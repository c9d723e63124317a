import { sprinkles, vars } from '@storefront/theme';
import { recipe } from '@vanilla-extract/recipes';
import type { BadgeEmphasis, BadgeSize, BadgeTone } from './Badge.tsx';

type Ramp = typeof vars.color.success;

const subtle = (ramp: Ramp) => ({
  backgroundColor: ramp.subtle,
  color: ramp.onSubtle,
  borderColor: ramp.border,
});
const strong = (ramp: Ramp) => ({ backgroundColor: ramp.base, color: ramp.text, borderColor: ramp.base });

const RAMPS = {
  brand: vars.color.brand,
  success: vars.color.success,
  info: vars.color.info,
  warning: vars.color.warning,
  danger: vars.color.danger,
} as const;

/** `badge({ tone, emphasis, size })`: the theme's atoms for layout and type, the tone's ramp for colour. */
export const badge = recipe({
  base: [
    sprinkles({
      display: 'inline-flex',
      alignItems: 'center',
      gap: 'xs',
      borderRadius: 'pill',
      fontWeight: 'bold',
      lineHeight: 'snug',
    }),
    { whiteSpace: 'nowrap', borderWidth: vars.borderWidth.thin, borderStyle: 'solid' },
  ],
  variants: {
    tone: { neutral: {}, brand: {}, success: {}, info: {}, warning: {}, danger: {} } satisfies Record<
      BadgeTone,
      object
    >,
    emphasis: { subtle: {}, strong: {} } satisfies Record<BadgeEmphasis, object>,
    size: {
      sm: sprinkles({ paddingY: 'xxs', paddingX: 'sm', fontSize: 'xs' }),
      md: sprinkles({ paddingY: 'xs', paddingX: 'md', fontSize: 'sm' }),
    } satisfies Record<BadgeSize, string>,
  },
  compoundVariants: [
    ...(Object.keys(RAMPS) as (keyof typeof RAMPS)[]).flatMap((tone) => [
      { variants: { tone, emphasis: 'subtle' as const }, style: subtle(RAMPS[tone]) },
      { variants: { tone, emphasis: 'strong' as const }, style: strong(RAMPS[tone]) },
    ]),
    {
      variants: { tone: 'neutral', emphasis: 'subtle' },
      style: {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
    {
      variants: { tone: 'neutral', emphasis: 'strong' },
      style: {
        backgroundColor: vars.color.text,
        color: vars.color.textInverse,
        borderColor: vars.color.text,
      },
    },
  ],
  defaultVariants: { tone: 'neutral', emphasis: 'subtle', size: 'sm' },
});
