import type { Plugin } from 'vite';

const SHIM = '\0storefront-zod-jitless:';

/**
 * Zod runs jitless in the browser: `z.config({ jitless: true })` before any schema is built. Otherwise
 * the first object schema probes whether the page may compile code (`new Function('')`, in a try) and,
 * under the server's policy (`script-src 'self'`, no 'unsafe-eval'), every page that loads the domain's
 * schemas reports a `script-src` eval violation (e2e/tests/csp-styles.spec.ts); the compiled parsers
 * are then never used anyway. Every `import … from 'zod'` of the bundle (the domain's schema modules)
 * gets a module that imports zod, sets the option and re-exports zod: the option is set before the
 * body of any module that imports zod runs, in the chunk that carries zod (a lazy one), so no
 * page's first load grows. Browser builds only (the storefront's and the console's client): the server
 * render (its own environment of the build, run in the server's render workers) has no content security
 * policy to refuse the probe, and keeps zod's compiled parsers.
 */
export function zodJitless(): Plugin {
  const real = new Map<string, string>();
  return {
    name: 'storefront-zod-jitless',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'zod' || importer?.startsWith(SHIM)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      real.set(`${SHIM}${resolved.id}`, resolved.id);
      return `${SHIM}${resolved.id}`;
    },
    load(id) {
      const zod = real.get(id);
      if (!zod) return null;
      const from = JSON.stringify(zod);
      return {
        code: `import { config } from ${from};\nconfig({ jitless: true });\nexport * from ${from};\nexport { default } from ${from};\n`,
        moduleSideEffects: true,
      };
    },
  };
}
