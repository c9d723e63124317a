import type { Plugin } from 'vite';

const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * react-intl and its formatjs dependencies (importers in node_modules) get
 * `@formatjs/icu-messageformat-parser/no-parser.js` instead of the parser (about 9 kB gzip): the app
 * gives them messages compiled to ICU ASTs at build time, never strings to parse. Imports from the
 * app's own code are left alone (the kit's `CustomCopyProvider` loads the real parser, in a lazy
 * chunk, for a dealer's custom copy with ICU syntax; a plain `resolve.alias` would swap it there too).
 */
export function formatterWithoutParser(): Plugin {
  return {
    name: 'storefront-formatter-without-parser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== PARSER || !importer || !/[\\/]node_modules[\\/]/.test(importer)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
  };
}
