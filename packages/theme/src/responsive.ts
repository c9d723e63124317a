import type { StyleRule } from '@vanilla-extract/css';
import { mediaQuery } from './breakpoints.ts';
import type { BreakpointName } from './constants.ts';
import { BREAKPOINT_NAMES } from './constants.ts';

/** Style per breakpoint, mobile first: `base` applies everywhere, each breakpoint from its width up. */
export type ResponsiveStyle = { readonly base?: StyleRule } & { readonly [K in BreakpointName]?: StyleRule };

/**
 * Builds one vanilla-extract style rule from per-breakpoint rules, for use in `.css.ts` files:
 * `style(responsiveStyle({ base: { height: 80 }, sm: { height: 110 } }))`.
 */
export const responsiveStyle = (styles: ResponsiveStyle): StyleRule => {
  const media: Record<string, StyleRule> = {};
  for (const name of BREAKPOINT_NAMES) {
    const rule = styles[name];
    if (rule !== undefined) media[mediaQuery(name)] = rule;
  }
  return Object.keys(media).length === 0 ? { ...styles.base } : { ...styles.base, '@media': media };
};
