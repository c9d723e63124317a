import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './contract.ts';
import { defaultThemeTokens } from './defaultTokens.ts';
import { focusRingStyle } from './focus.ts';

/**
 * Class that sets every contract variable to its default (static scales + default dealer colours).
 * Put it on the root element; dealer colours then override `vars.color` inline on the same element.
 */
export const themeClass = createTheme(vars, defaultThemeTokens, 'sf-theme');

/**
 * Motion honours the reduced-motion preference (`media.reducedMotion`): every duration of the motion scale is 0 there, so a
 * component that animates with the tokens (`vars.motion.duration.*`) does not move, with no media
 * query of its own.
 */
globalStyle(`.${themeClass}`, {
  '@media': {
    [media.reducedMotion]: {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.normal]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});

/** Base text style of a themed root: the body role, text colour on the page surface. */
export const rootStyle = style({
  fontFamily: vars.fontFamily.body,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

/**
 * The focus ring of every focusable element under a themed root that draws none of its own (links,
 * native inputs, selects, radios, buttons): the theme's ring (>= 2 px, 3:1 on the page and against the
 * dealer's button colour, see `focusRingOn`) instead of the browser's faint 1 px default. Zero
 * specificity inside `:where`, so a component's own ring (the kit's `focusRing`, the header's) wins.
 * Elements focused only by the app (a page's heading or main after a navigation, tabindex -1) get none.
 */
globalStyle(`${rootStyle} :where(:focus-visible:not([tabindex="-1"]))`, focusRingStyle());
/** ...and not the browser's default ring either (a ring around the whole `main` tells nothing). */
globalStyle(`${rootStyle} :where([tabindex="-1"]:focus-visible)`, { outline: 'none' });
