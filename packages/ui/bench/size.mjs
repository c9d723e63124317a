/**
 * What the kit weighs in an app, measured as an OEM partner ships it: for each row, a small app whose
 * page mounts the kit's providers and one component is built by Vite for production (minified, every
 * dependency bundled, React included) against the published shape of the packages (`dist/`, built
 * first by scripts/build-package.mjs), and the sizes of what its first load downloads are printed:
 * JavaScript, the one locale's messages chunk that `KitIntlProvider` loads, and the stylesheet.
 * The "+ over providers" column is what the component adds to a page that already has the providers.
 *
 *   node packages/ui/bench/size.mjs        (from the repository root, on the project's Node)
 *
 * Also checks that zod (the domain's schemas) stays out of the display components' bundles, and that
 * a page with the Button alone carries neither the carousel nor the sign-in modal (tree-shaking).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ui = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = path.dirname(ui);
const script = path.resolve(packages, '../scripts/build-package.mjs');
if (!process.argv.includes('--no-build')) {
  for (const name of ['domain', 'theme', 'ui']) {
    execFileSync(process.execPath, [script], {
      cwd: path.join(packages, name),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

/** The published entry points, as `publishConfig.exports` names them. */
const alias = [
  { find: /^@storefront\/ui\/styles\.css$/, replacement: path.join(ui, 'dist/styles.css') },
  { find: /^@storefront\/ui$/, replacement: path.join(ui, 'dist/index.js') },
  { find: /^@storefront\/theme$/, replacement: path.join(packages, 'theme/dist/index.js') },
  { find: /^@storefront\/domain$/, replacement: path.join(packages, 'domain/dist/index.js') },
];

const providers = (child) => `import '@storefront/ui/styles.css';
import { DealerThemeProvider } from '@storefront/theme';
import * as kit from '@storefront/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  h(kit.KitIntlProvider, { locale: 'en-US' }, h(DealerThemeProvider, { settings: { button_cta_color: '#c8102e' } }, ${child})),
);
`;

/** Rows: what the page mounts. Props do not change what is bundled, so none are given. */
const rows = [
  [
    'React alone (react, react-dom, nothing of the kit)',
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(h('p', null, 'Hello'));
`,
  ],
  ['providers: KitIntlProvider, DealerThemeProvider, styles.css', providers('null')],
  ...['Button', 'Header', 'VehicleResultCard', 'PricingHeader', 'PaymentConfigurator', 'SignInModal'].map(
    (name) => [name, providers(`h(kit.ToastProvider, null, h(kit.${name}, {}))`)],
  ),
  [
    "the README page's components and priceDeal, without pricingRequestSchema",
    providers(
      `h(kit.ToastProvider, null, h(kit.Header, {}), h(kit.VehicleResultCard, {}), h(kit.PricingHeader, {}), h(kit.PaymentConfigurator, {}), String(priceDeal))`,
    ).replace(
      "import * as kit from '@storefront/ui';",
      "import * as kit from '@storefront/ui';\nimport { priceDeal } from '@storefront/domain';",
    ),
  ],
];

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

async function measure(source) {
  const app = path.join(ui, 'bench/.app');
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  try {
    writeFileSync(
      path.join(app, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.js"></script>\n',
    );
    writeFileSync(path.join(app, 'main.js'), source);
    await build({
      configFile: false,
      logLevel: 'silent',
      root: app,
      resolve: { alias },
      build: { outDir: path.join(app, 'dist'), emptyOutDir: true, minify: true },
    });
    const html = readFileSync(path.join(app, 'dist/index.html'), 'utf8');
    const first = new Set([...html.matchAll(/(?:src|href)="\.?\/assets\/([^"]+)"/g)].map((m) => m[1]));
    const assets = readdirSync(path.join(app, 'dist/assets')).map((name) => {
      const body = readFileSync(path.join(app, 'dist/assets', name));
      return { name, body: body.toString(), gzip: gz(body) };
    });
    const firstJs = assets.filter((a) => first.has(a.name) && a.name.endsWith('.js'));
    return {
      js: firstJs.reduce((s, a) => s + a.gzip, 0),
      messages: assets.find((a) => /^en-US-/.test(a.name))?.gzip ?? 0,
      css: assets.filter((a) => a.name.endsWith('.css')).reduce((s, a) => s + a.gzip, 0),
      zod: firstJs.some((a) => /ZodError|\$ZodType/.test(a.body)),
      text: firstJs.map((a) => a.body).join('\n'),
    };
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

const results = [];
for (const [name, source] of rows) results.push({ name, ...(await measure(source)) });
const base = results[1];
console.log(
  '| page mounts | first-load JS (gzip) | + over providers | en-US messages chunk | CSS (gzip) | zod |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  const over = r === results[0] || r === base ? '' : kb(r.js - base.js);
  console.log(
    `| ${r.name} | ${kb(r.js)} | ${over} | ${r.messages ? kb(r.messages) : ''} | ${r.css ? kb(r.css) : ''} | ${r.zod ? 'yes' : 'no'} |`,
  );
}
// Tree-shaking: a page with the Button alone carries neither the carousel nor the sign-in modal.
const button = results.find((r) => r.name === 'Button');
const leaks = ['aria-roledescription', 'data-carousel', 'data-sign-in-form'].filter((s) =>
  button?.text.includes(s),
);
console.log(
  leaks.length === 0
    ? 'tree-shaking: Button alone pulls in neither the carousel nor the sign-in modal'
    : `tree-shaking: Button bundle contains ${leaks.join(', ')}`,
);
if (leaks.length > 0) process.exitCode = 1;
const display = results.slice(2, -1).filter((r) => r.zod);
if (display.length > 0) {
  console.error(`zod reached a display component's bundle: ${display.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
}
