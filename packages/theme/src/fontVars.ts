import { vars } from './contract.ts';

/**
 * The type family's variables (`--sf-font-family-body`, `-heading`) for a derived theme's `fontFamily`
 * (derive.ts), by variable name; none without one (an older theme keeps the stylesheet's default).
 */
export const fontVars = (fontFamily: string | undefined): Record<string, string> =>
  fontFamily ? { [vars.fontFamily.body]: fontFamily, [vars.fontFamily.heading]: fontFamily } : {};
