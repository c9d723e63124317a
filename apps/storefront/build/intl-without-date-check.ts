import type { Plugin } from 'vite';

const FORMATJS_INTL = /[\\/]@formatjs[\\/]intl[\\/]index\.js$/;
const DATE_CHECK =
  /else if \(!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError\) onError\([^;]*\);/;

/**
 * `@formatjs/intl`'s `createIntl` (react-intl's `IntlProvider`) checks that the browser has the locale in
 * `Intl.NumberFormat`, then in `Intl.DateTimeFormat`. On a page that shows no date the second check is
 * the page's only use of `DateTimeFormat`: it loads that service's locale data, about 100 ms of main
 * thread under a 4x slower CPU, in the task that hydrates the shell. The storefront's three locales
 * (en-US, en-CA, fr-CA) are in every browser it supports, and the page formats numbers anyway, so the
 * number check stays and the date check goes. The build fails when the check is no longer found (a new
 * version of the library: look again).
 */
export function intlWithoutDateCheck(): Plugin {
  return {
    name: 'storefront-intl-without-date-check',
    transform(code, id) {
      if (!FORMATJS_INTL.test(id)) return null;
      if (!DATE_CHECK.test(code)) this.error(`${id}: createIntl's DateTimeFormat check not found`);
      return { code: code.replace(DATE_CHECK, ''), map: null };
    },
  };
}
