import type { Plugin } from 'vite';

const FORMATJS_INTL = /[\\/]@formatjs[\\/]intl[\\/]index\.js$/;

/** The library's advice to developers after each error's first sentence, which stays. */
const HELP = [
  // a message without an id: how to set up the id extraction
  {
    name: 'id help',
    pattern: / You can either:\n1\. Configure your build toolchain[\s\S]*?to autofix this issue/g,
  },
  // a missing Intl service: which polyfill to install (in quoted and template strings)
  { name: 'polyfill help', pattern: /(?:\\n|\n)Try polyfilling it using \\?"@formatjs\/intl-[a-z]+\\?"\n?/g },
  // string messages with rich-text elements: how to pre-compile them (the storefront's are compiled)
  { name: 'pre-compile help', pattern: / \nPlease consider using "@formatjs\/cli"[^`]*/g },
];

/**
 * `@formatjs/intl` ships its advice to developers in its error messages (which tool to configure,
 * which polyfill to install, with their addresses): 0.27 kB gzip of every page's first load, in text
 * no shopper reads (the storefront logs these errors: src/shared/i18n/messages.ts). Each message keeps
 * its first sentence, which says what went wrong. The build fails when a piece of advice is no longer
 * found (a new version of the library: look again).
 */
export function intlWithoutHelp(): Plugin {
  return {
    name: 'storefront-intl-without-help',
    transform(code, id) {
      if (!FORMATJS_INTL.test(id)) return null;
      let out = code;
      for (const { name, pattern } of HELP) {
        if (!pattern.test(out)) this.error(`${id}: @formatjs/intl's ${name} not found`);
        out = out.replace(pattern, '');
      }
      return { code: out, map: null };
    },
  };
}
