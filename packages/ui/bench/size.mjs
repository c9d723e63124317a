/**
 * Bundle size of the kit: builds (Vite, minified, ES module) the whole entry and an app that imports
 * only `Button`, with React, react-intl, react-aria, Radix and the workspace packages left external
 * (an app has them anyway), and prints raw and gzip sizes of JS and CSS. Also checks tree-shaking:
 * the Button-only bundle must not contain the carousel or the sign-in modal.
 *
 *   node packages/ui/bench/size.mjs        (from the repository root, on the project's Node)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const external = (id) =>
  /^(react|react-dom|react-intl|react-aria-components|@internationalized|@radix-ui|@storefront)(\/|$)/.test(
    id,
  );

const files = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });

async function measure(name, source) {
  const work = mkdtempSync(path.join(tmpdir(), 'ui-size-'));
  const entry = path.join(root, `bench/.entry-${name}.ts`);
  writeFileSync(entry, source);
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [vanillaExtractPlugin()],
      build: {
        outDir: work,
        emptyOutDir: true,
        minify: true,
        cssCodeSplit: false,
        lib: { entry, formats: ['es'], fileName: 'out' },
        rollupOptions: { external },
      },
    });
    const out = files(work);
    const sum = (ext) =>
      out
        .filter((f) => f.endsWith(ext))
        .reduce(
          (acc, f) => {
            const buf = readFileSync(f);
            return {
              raw: acc.raw + buf.length,
              gzip: acc.gzip + gzipSync(buf).length,
              text: acc.text + buf.toString(),
            };
          },
          { raw: 0, gzip: 0, text: '' },
        );
    return { name, js: sum('.js'), css: sum('.css') };
  } finally {
    rmSync(entry, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const results = [
  await measure('entry', "export * from '../src/index.ts';\n"),
  await measure('button', "export { Button } from '../src/index.ts';\n"),
];
console.log('| bundle | JS | JS gzip | CSS | CSS gzip |');
console.log('|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.name} | ${kb(r.js.raw)} | ${kb(r.js.gzip)} | ${kb(r.css.raw)} | ${kb(r.css.gzip)} |`);
}
const button = results[1];
const leaks = ['aria-roledescription', 'data-carousel', 'data-sign-in-form'].filter((s) =>
  button.js.text.includes(s),
);
console.log(
  leaks.length === 0
    ? 'tree-shaking: Button alone pulls in neither the carousel nor the sign-in modal'
    : `tree-shaking: Button bundle contains ${leaks.join(', ')}`,
);
process.exitCode = leaks.length === 0 ? 0 : 1;
