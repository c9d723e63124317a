/**
 * Builds one of the kit's packages (domain, theme, ui) into `dist/` as it is published: ES module
 * JavaScript, `.d.ts` types and, for the theme and the kit, the styles compiled into one stylesheet
 * (`dist/styles.css`), so an app needs no vanilla-extract plugin and no TypeScript loader.
 *
 *   node ../../scripts/build-package.mjs          (from packages/<name>; its `build` script)
 *
 * - domain: `tsc` emits the JavaScript and the types (plain TypeScript, nothing else to compile).
 * - theme, ui: Vite in library mode with the vanilla-extract plugin compiles the sources module by
 *   module (`preserveModules`, so an app's bundler still tree-shakes per component) and extracts the
 *   styles; every dependency stays external (the app installs one copy of each); `tsc` emits the types.
 * - The types keep the sources' relative `.ts`/`.tsx` specifiers; they are rewritten to `.js`, the
 *   files they name in `dist/`, so an app's compiler needs no `allowImportingTsExtensions`.
 *
 * Workspace consumers (the storefront, Storybook, the server, tests) keep importing the sources:
 * `exports` names `src`, and `publishConfig.exports` (applied by pnpm on pack and publish) names `dist`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const dist = path.join(dir, 'dist');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

rmSync(dist, { recursive: true, force: true });

/** The package's entry modules: each `exports` entry that names a source file. */
const entries = Object.fromEntries(
  Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'string' && /\.tsx?$/.test(target))
    // Named by their path in src/, so each lands where `publishConfig.exports` expects it.
    .map(([, target]) => [
      path.relative(path.join(dir, 'src'), path.join(dir, target)).replace(/\.tsx?$/, ''),
      path.join(dir, target),
    ]),
);

/**
 * vanilla-extract names a class by a hash of its file's scope (package name and path from the
 * building package's root) and its rank in the file. The kit's build evaluates the theme's style
 * files too (its recipes compose the theme's atoms), under another scope than the theme's own build:
 * the same atom would get two names, and its rules would ship twice. Hashing the path from
 * `packages/` instead gives a theme file's classes one name in both builds, so the kit's stylesheet
 * leaves the theme's rules to the theme's (see `withoutThemeCss`).
 */
const canonicalIdentifier = ({ hash, filePath, packageName }) => {
  const css = createRequire(path.join(dir, 'package.json')).resolve('@vanilla-extract/css');
  const emotionHash = createRequire(css)('@emotion/hash').default;
  const scopeHash = emotionHash(packageName ? `${packageName}${filePath}` : filePath);
  const rank = hash.slice(scopeHash.length);
  if (process.env.DEBUG_IDS) process.stderr.write(`${packageName} ${filePath} ${hash} ${scopeHash}\n`);
  const where = path
    .relative(path.join(root, 'packages'), path.resolve(dir, filePath))
    .split(path.sep)
    .join('/');
  const id = `${emotionHash(where)}${rank}`;
  return /^[0-9]/.test(id) ? `_${id}` : id;
};
/** The theme's rules are in the theme's stylesheet, prepended to the kit's after the build. */
const themeSource = `${path.join(root, 'packages/theme/src')}${path.sep}`;
const withoutThemeCss = {
  name: 'storefront-without-theme-css',
  enforce: /** @type {const} */ ('pre'),
  transform(_code, id) {
    if (pkg.name !== '@storefront/theme' && id.startsWith(themeSource) && id.includes('.vanilla.css')) {
      return { code: '', map: null };
    }
    return null;
  },
};

/**
 * The dealer console's styles (`src/console/`) go to a stylesheet of their own, `dist/console.css`, so
 * that the one every shopper page imports (`styles.css`) carries none of them. Each console style
 * module's CSS is marked here; Vite still places it in the one stylesheet in its import order, and the
 * marked blocks are moved, in that order, to `console.css` after the build.
 */
const consoleSource = `${path.join(dir, 'src/console')}${path.sep}`;
const CONSOLE_START = '/* storefront-console-css-start */';
const CONSOLE_END = '/* storefront-console-css-end */';
const markConsoleCss = {
  name: 'storefront-mark-console-css',
  enforce: /** @type {const} */ ('pre'),
  transform(code, id) {
    if (pkg.name === '@storefront/ui' && id.startsWith(consoleSource) && id.includes('.vanilla.css')) {
      return { code: `${CONSOLE_START}\n${code}\n${CONSOLE_END}\n`, map: null };
    }
    return null;
  },
};

if (pkg.name !== '@storefront/domain') {
  const { build } = await import('vite');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    plugins: [
      react(),
      vanillaExtractPlugin({ identifiers: canonicalIdentifier }),
      withoutThemeCss,
      markConsoleCss,
    ],
    build: {
      outDir: dist,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      cssCodeSplit: false,
      lib: { entry: entries, formats: ['es'], cssFileName: 'styles' },
      rollupOptions: {
        checks: { pluginTimings: false },
        // Bare specifiers are dependencies or peers: the app resolves them, one copy each.
        external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
        output: {
          preserveModules: true,
          preserveModulesRoot: path.join(dir, 'src'),
          entryFileNames: '[name].js',
        },
      },
    },
  });
}

if (pkg.name === '@storefront/ui') {
  // One stylesheet for an app: the theme's rules (atoms, sprinkles, theme root) then the kit's.
  const themeCss = path.join(root, 'packages/theme/dist/styles.css');
  if (!existsSync(themeCss)) throw new Error('build @storefront/theme first (its dist/styles.css)');
  const own = path.join(dist, 'styles.css');
  // The console's blocks out of the shoppers' stylesheet, into its own (imported after styles.css).
  const consoleBlocks = [];
  const shopper = readFileSync(own, 'utf8').replace(
    /\/\* storefront-console-css-start \*\/\n([\s\S]*?)\n\/\* storefront-console-css-end \*\/\n?/g,
    (_, css) => {
      consoleBlocks.push(css.trim());
      return '';
    },
  );
  if (consoleBlocks.length === 0 || /storefront-console-css/.test(shopper))
    throw new Error('the console stylesheet was not separated from styles.css (markers missing or unpaired)');
  writeFileSync(own, `${readFileSync(themeCss, 'utf8')}\n${shopper}`);
  writeFileSync(
    path.join(dist, 'console.css'),
    `/* The dealer console's styles (@storefront/ui/console): import after @storefront/ui/styles.css. */\n${consoleBlocks.join('\n')}\n`,
  );
}

writeFileSync(
  path.join(dir, 'tsconfig.build.json'),
  `${JSON.stringify(
    {
      extends: './tsconfig.json',
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: pkg.name !== '@storefront/domain',
        rewriteRelativeImportExtensions: true,
        outDir: 'dist',
        rootDir: 'src',
        types: ['node'],
      },
      include: ['src'],
      // Tests, stories and their fixtures are not published.
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        'src/**/*.stories.tsx',
        'src/**/*.stories.*.ts',
        'src/storybook',
        'src/stories',
        'src/**/storybook.ts*',
        'src/**/fixtures.ts',
        'src/**/fixtures.tsx',
        'src/**/*Fixtures.ts',
        'src/**/*Fixtures.tsx',
        'src/**/fixtures/**',
      ],
    },
    null,
    2,
  )}\n`,
);
try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' });
} finally {
  rmSync(path.join(dir, 'tsconfig.build.json'), { force: true });
}

/** Relative `.ts`/`.tsx` specifiers in the emitted types name the `.js` files beside them. */
const walk = (d) =>
  readdirSync(d).flatMap((f) => {
    const p = path.join(d, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
for (const file of walk(dist)) {
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const out = text.replace(
    /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.(?:tsx?|json)(['"])/g,
    (_, a, spec, b) => `${a}${spec}.js${b}`,
  );
  if (out !== text) writeFileSync(file, out);
}
/** A JSON module (the messages) is compiled to `<name>.js`; its types are its shape, beside it. */
const typeOf = (value, indent) => {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value === null) return 'null';
  if (Array.isArray(value))
    return `readonly (${[...new Set(value.map((v) => typeOf(v, indent)))].join(' | ') || 'never'})[]`;
  const pad = '  '.repeat(indent + 1);
  return `{\n${Object.entries(value)
    .map(([k, v]) => `${pad}${JSON.stringify(k)}: ${typeOf(v, indent + 1)};`)
    .join('\n')}\n${'  '.repeat(indent)}}`;
};
for (const json of existsSync(path.join(dir, 'src')) ? walk(path.join(dir, 'src')) : []) {
  if (!json.endsWith('.json')) continue;
  const compiled = path.join(dist, path.relative(path.join(dir, 'src'), json)).replace(/\.json$/, '');
  if (!existsSync(`${compiled}.js`)) continue;
  const value = JSON.parse(readFileSync(json, 'utf8'));
  writeFileSync(`${compiled}.d.ts`, `declare const json: ${typeOf(value, 0)};\nexport default json;\n`);
}
/** The stylesheet's types: an app's compiler resolves `import '@storefront/ui/styles.css'` to them. */
if (existsSync(path.join(dist, 'styles.css'))) {
  writeFileSync(
    path.join(dist, 'styles.css.d.ts'),
    "// The kit's stylesheet: imported for its rules only.\nexport {};\n",
  );
}
if (existsSync(path.join(dist, 'console.css'))) {
  writeFileSync(
    path.join(dist, 'console.css.d.ts'),
    "// The dealer console's stylesheet: imported for its rules only.\nexport {};\n",
  );
}
if (!existsSync(path.join(dist, 'index.js'))) throw new Error(`${pkg.name}: no dist/index.js`);
process.stdout.write(`${pkg.name}: built dist/\n`);
