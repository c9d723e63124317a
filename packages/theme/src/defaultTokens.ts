import type { ThemeTokens } from './contract.ts';
import { deriveDealerTheme } from './derive.ts';
import { scales } from './tokens.ts';

/**
 * Default token values: the static scales plus the colours derived from the default dealer settings.
 * (Pure: a bundle that does not read it, as a page with its theme from the server, leaves it out.)
 */
export const defaultThemeTokens: ThemeTokens = Object.freeze({
  ...scales,
  color: /* @__PURE__ */ deriveDealerTheme().color,
});
