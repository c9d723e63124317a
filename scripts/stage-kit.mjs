/**
 * The kit's packages as they are published: under `@dealer-storefront/*`, the scope the project controls
 * on the public registry. In the workspace they keep their names, `@storefront/*`; that scope on
 * npmjs.com is someone else's (`@storefront/core`, `/flux-capacitor`, `/structure`, `/testing`), so a
 * partner whose `.npmrc` line is missing would install a stranger's package. The rename happens here,
 * at publish time, on a staged copy; the workspace is left as it is.
 *
 *   node scripts/stage-kit.mjs [--out DIR]                   stage, pack and check the tarballs
 *   node scripts/stage-kit.mjs --publish [--registry URL]    the same, then `npm publish` each tarball
 *                                                            (`pnpm release`; a version already on the
 *                                                            registry is skipped)
 *
 * For each publishable package (`packages/*`, not private: domain, theme, ui):
 * 1. `pnpm pack`: its `prepack` builds `dist/` (scripts/build-package.mjs), pnpm applies
 *    `publishConfig` and turns `workspace:*` into the versions;
 * 2. the tarball is unpacked into a temporary folder and renamed there: in `package.json` the name and
 *    the `@storefront/*` dependencies and peer dependencies (and the lifecycle scripts dropped, which name
 *    the workspace's scripts/); in the JavaScript, the `.d.ts` types, the CSS and the docs every
 *    `@storefront/` (import specifiers, CSS imports, comments, changelog lines);
 * 3. the folder is packed again (`npm pack`) into `--out`, and each tarball is read back: the check fails
 *    if any file in it still says `@storefront/`, if its name is not in the published scope, if a document
 *    in it links to a file the tarball does not hold (`brokenLinks`), if it ships a test, a story or a
 *    fixture (`shippedTestFiles`), or if a declaration imports a package its manifest does not name
 *    (`undeclaredTypeImports`: pnpm's layout resolves nothing else).
 * Steps 1 and 2 happen in a temporary folder: `--out` ends up holding the three tarballs alone.
 *
 * The packages' own `prepublishOnly` refuses a direct `pnpm publish`/`changeset publish`, which would
 * publish the workspace names.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const WORKSPACE_SCOPE = '@storefront/';
export const PUBLISHED_SCOPE = '@dealer-storefront/';

/** `@storefront/` where it starts a name (not inside `@dealer-storefront/` or an address). */
const workspaceName = /(?<![\w@.-])@storefront\//g;

/** A text with every workspace name in the published scope. */
export const renameText = (text) => text.replace(workspaceName, PUBLISHED_SCOPE);

/** A published `package.json` (as pnpm packed it) under the published scope. */
export const renameManifest = (manifest) => {
  const renamed = { ...manifest, name: renameText(manifest.name) };
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
    if (manifest[field] === undefined) continue;
    renamed[field] = Object.fromEntries(
      Object.entries(manifest[field]).map(([name, range]) => [renameText(name), range]),
    );
  }
  if (manifest.peerDependenciesMeta !== undefined) {
    renamed.peerDependenciesMeta = Object.fromEntries(
      Object.entries(manifest.peerDependenciesMeta).map(([name, meta]) => [renameText(name), meta]),
    );
  }
  // `prepack` and `prepublishOnly` name the workspace's scripts/: nothing a consumer runs.
  delete renamed.scripts;
  return JSON.parse(renameText(JSON.stringify(renamed)));
};

/** Files read as text (the rest, fonts and images, is copied as it is). */
const textFile = /\.(?:js|mjs|cjs|ts|mts|cts|css|map|json|md|txt)$|(?:^|\/)LICENSE$/;

const walk = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    // An installed package's own node_modules are other packages.
    if (statSync(p).isDirectory()) return f === 'node_modules' ? [] : walk(p);
    return [p];
  });

/** Renames a package unpacked in `dir` in place. */
export const renameFolder = (dir) => {
  for (const file of walk(dir)) {
    const relative = path.relative(dir, file);
    if (relative === 'package.json') {
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(file, `${JSON.stringify(renameManifest(manifest), null, 2)}\n`);
    } else if (textFile.test(relative)) {
      const text = readFileSync(file, 'utf8');
      const renamed = renameText(text);
      if (renamed !== text) writeFileSync(file, renamed);
    }
  }
};

/**
 * What in a folder still names the workspace scope: `file:line: text` for each line that says
 * `@storefront/` in any file (binary files read as Latin-1), and a name outside the published scope.
 */
export const leftovers = (dir) => {
  const found = [];
  for (const file of walk(dir)) {
    const relative = path.relative(dir, file);
    readFileSync(file, 'latin1')
      .split('\n')
      .forEach((line, i) => {
        // `@dealer-storefront/` does not contain `@storefront/`.
        if (line.includes(WORKSPACE_SCOPE)) found.push(`${relative}:${i + 1}: ${line.trim().slice(0, 160)}`);
      });
  }
  const manifestFile = path.join(dir, 'package.json');
  const name = JSON.parse(readFileSync(manifestFile, 'utf8')).name;
  if (!String(name).startsWith(PUBLISHED_SCOPE)) found.push(`package.json: name ${name}`);
  return found;
};

/**
 * The documents' links that lead nowhere in a folder (a package as it is shipped): `file: target`
 * for each relative link or image of a Markdown file (`[text](target)`, `![alt](target)`) and each
 * Markdown or image path written as code (`` `src/pricing/README.md` ``) that names no file in the
 * folder. A partner reads the README in `node_modules`, without the repository around it: a path
 * there must be in the tarball, or be an address.
 */
export const brokenLinks = (dir) => {
  const found = [];
  for (const file of walk(dir).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(file, 'utf8');
    const targets = [
      ...[...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]),
      ...[...text.matchAll(/`([\w./@-]+\.(?:md|png|jpe?g|svg|gif|webp))`/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (/^(?:[a-z][\w+.-]*:|#|\/\/)/i.test(target)) continue; // an address or an anchor
      // A path from the package's root (`src/pricing/README.md` in a table) or from the file.
      const bare = decodeURIComponent(target.split('#')[0] ?? '');
      if (bare === '' || bare === 'CHANGELOG.md' || bare === 'README.md') continue;
      const fromFile = path.resolve(path.dirname(file), bare);
      const fromRoot = path.resolve(dir, bare);
      const inside = (p) => !path.relative(dir, p).startsWith('..');
      const exists = (p) => inside(p) && statSync(p, { throwIfNoEntry: false }) !== undefined;
      if (!exists(fromFile) && !exists(fromRoot)) found.push(`${path.relative(dir, file)}: ${target}`);
    }
  }
  return found;
};

/**
 * What a package must not ship: tests, stories and their fixtures, whatever their case
 * (`console/settingsFixtures.d.ts`, a story fixture's declaration, shipped once without a `.js`), and the
 * Storybook helpers. Paths relative to `dir`, the package as it is shipped.
 */
export const shippedTestFiles = (dir) =>
  walk(dir)
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .filter((file) =>
      /(?:^|\/)(?:tests?|__tests__|stories|storybook|fixtures)\/|\.(?:test|spec|stories)\.|fixtures?\.|storybook\./i.test(
        file,
      ),
    );

/** Node's own modules, which a declaration may import with or without `node:` (`@types/node`'s). */
const nodeBuiltins = new Set(builtinModules);

/**
 * The packages a package's declarations import that its `package.json` does not promise the app:
 * `file: specifier` for each bare specifier of a `.d.ts` that is not the package itself, one of its
 * `dependencies` or `peerDependencies`, or the `@types/` package of one of them (an app installs
 * `@types/react` beside `react`). Under pnpm each package resolves only what its manifest names:
 * a declaration importing anything else compiles in an npm app (everything hoisted) and not there.
 */
export const undeclaredTypeImports = (dir) => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const typesOf = (name) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
  const found = [];
  for (const file of walk(dir).filter((f) => /\.d\.[mc]?ts$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\brequire\s*\(\s*)['"]([^'"\s]+)['"]/gm),
      ...text.matchAll(/\/\/\/\s*<reference\s+types=['"]([^'"]+)['"]/g),
    ].map((m) => m[1] ?? '');
    for (const specifier of new Set(specifiers)) {
      if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : (specifier.split('/')[0] ?? specifier);
      if (nodeBuiltins.has(name)) continue;
      if (declared.has(name) || [...declared].some((d) => typesOf(d) === name)) continue;
      found.push(`${path.relative(dir, file)}: ${specifier}`);
    }
  }
  return found;
};

/** The workspace's publishable packages' folders (not private, in the workspace scope). */
export const publishablePackages = () =>
  readdirSync(path.join(root, 'packages'))
    .map((name) => path.join(root, 'packages', name))
    .filter((dir) => {
      try {
        const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
        return pkg.private !== true && String(pkg.name).startsWith(WORKSPACE_SCOPE);
      } catch {
        return false;
      }
    });

const run = (cmd, args, cwd, env = process.env) =>
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .trim();

const untar = (tarball, into) => {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', into]);
  return path.join(into, 'package');
};

/**
 * Stages every publishable package into `out`: returns `{ name, version, tarball }` for each, the
 * tarballs renamed and checked. Throws (naming the files) if a tarball still says `@storefront/`.
 */
export const stageKit = (out = mkdtempSync(path.join(tmpdir(), 'kit-stage-')), env = process.env) => {
  // pnpm's tarballs (still `@storefront/*`), the renamed folders and the read-back copies are made in
  // a temporary folder of their own: `out` receives the three published tarballs and nothing else.
  const scratch = mkdtempSync(path.join(tmpdir(), 'kit-stage-work-'));
  try {
    return stageInto(out, scratch, env);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
};

const stageInto = (out, scratch, env) => {
  const raw = path.join(scratch, 'raw');
  const staged = path.join(scratch, 'staged');
  const check = path.join(scratch, 'check');
  mkdirSync(raw, { recursive: true });
  const packed = [];
  for (const dir of publishablePackages()) {
    const before = new Set(readdirSync(raw));
    run('npx', ['-y', 'pnpm@12', 'pack', '--pack-destination', raw], dir, env);
    const tarball = readdirSync(raw).find((f) => f.endsWith('.tgz') && !before.has(f));
    if (tarball === undefined) throw new Error(`pnpm pack wrote no tarball for ${dir}`);
    const folder = untar(path.join(raw, tarball), path.join(staged, path.basename(dir)));
    renameFolder(folder);
    const name = run(
      'npm',
      ['pack', folder, '--pack-destination', out, '--ignore-scripts', '--json', '--loglevel', 'error'],
      out,
      env,
    );
    const [info] = JSON.parse(name);
    const renamedTarball = path.join(out, info.filename);
    // Read back what will be published, not the folder it was packed from.
    const unpacked = untar(renamedTarball, path.join(check, path.basename(dir)));
    const found = leftovers(unpacked);
    if (found.length > 0)
      throw new Error(
        `${info.filename} still names the workspace scope ${WORKSPACE_SCOPE}:\n  ${found.slice(0, 20).join('\n  ')}`,
      );
    const broken = brokenLinks(unpacked);
    if (broken.length > 0)
      throw new Error(
        `${info.filename}: its documents link to files it does not ship:\n  ${broken.slice(0, 20).join('\n  ')}`,
      );
    const testFiles = shippedTestFiles(unpacked);
    if (testFiles.length > 0)
      throw new Error(
        `${info.filename} ships tests, stories or fixtures:\n  ${testFiles.slice(0, 20).join('\n  ')}`,
      );
    const undeclared = undeclaredTypeImports(unpacked);
    if (undeclared.length > 0)
      throw new Error(
        `${info.filename}: its declarations import packages it neither depends on nor takes as peers:\n  ${undeclared.slice(0, 20).join('\n  ')}`,
      );
    packed.push({ name: info.name, version: info.version, tarball: renamedTarball });
  }
  return packed;
};

/** `npm publish` of each staged tarball; a version the registry has already is skipped. */
export const publishKit = (packages, { registry, env = process.env } = {}) => {
  const registryArgs = registry ? ['--registry', registry] : [];
  const published = [];
  for (const { name, version, tarball } of packages) {
    let existing = '';
    try {
      existing = run('npm', ['view', `${name}@${version}`, 'version', ...registryArgs], root, env);
    } catch {
      // not on the registry (E404)
    }
    if (existing === version) {
      process.stdout.write(`${name}@${version} is on the registry already: skipped\n`);
      continue;
    }
    run('npm', ['publish', tarball, '--access', 'public', '--ignore-scripts', ...registryArgs], root, env);
    process.stdout.write(`published ${name}@${version}\n`);
    published.push(`${name}@${version}`);
  }
  return published;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const out = option('--out');
  if (out) mkdirSync(out, { recursive: true });
  const packages = stageKit(out ? path.resolve(out) : undefined);
  for (const p of packages) process.stdout.write(`staged ${p.name}@${p.version} ${p.tarball}\n`);
  if (args.includes('--publish')) publishKit(packages, { registry: option('--registry') });
}
