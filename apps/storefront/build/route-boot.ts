import type { Plugin } from 'vite';

// A route declares what the server puts into its first document (`boot`, src/shared/routing/
// defineRoute.ts); the build reads it in Node (src/app/bootPlan.ts), the app never does. This plugin
// leaves it out of the bundles, so that declaring it costs the pages no byte.

const ROUTES_MODULE = /[\\/]src[\\/](features[\\/][^\\/]+|app)[\\/](routes|routeManifest|flowManifest)\.ts$/;

/** The source without its `boot: { ... }` properties (and the comma after each). */
export function stripBoot(code: string): string {
  let out = '';
  let from = 0;
  for (const match of code.matchAll(/\bboot: \{/g)) {
    const open = match.index + match[0].length - 1;
    if (open < from) continue;
    let depth = 0;
    let end = open;
    for (; end < code.length; end++) {
      if (code[end] === '{') depth++;
      else if (code[end] === '}' && --depth === 0) break;
    }
    if (depth !== 0) throw new Error('route-boot: a `boot: {` without its closing brace');
    out += code.slice(from, match.index);
    from = end + 1;
    if (code[from] === ',') from++;
  }
  return out + code.slice(from);
}

export function routeBoot(): Plugin {
  return {
    name: 'storefront-route-boot',
    apply: 'build',
    transform(code, id) {
      if (!ROUTES_MODULE.test(id) || !code.includes('boot: {')) return null;
      return { code: stripBoot(code), map: null };
    },
  };
}
