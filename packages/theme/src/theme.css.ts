import { createTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.ts';
import { defaultThemeTokens } from './defaultTokens.ts';

/**
 * Class that sets every contract variable to its default (static scales + default dealer colours).
 * Put it on the root element; dealer colours then override `vars.color` inline on the same element.
 */
export const themeClass = createTheme(vars, defaultThemeTokens, 'sf-theme');

/** Base text style of a themed root: body font, text colour on the page surface. */
export const rootStyle = style({
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
