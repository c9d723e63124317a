/**
 * The kit as an OEM partner gets it: publish domain, theme and ui to a local npm registry (verdaccio,
 * started here and stopped whatever happens), then follow packages/ui/README.md's "Getting started" in
 * a fresh Vite + React + TypeScript app outside the workspace: its install commands (npm), its files
 * (main.tsx, DealerPage.tsx, WithOwnIntl.tsx, server.mjs) as written there. Then: type-check the app
 * under strict flags (no skipLibCheck), compute the README's payment in plain Node from the installed
 * domain, build the app, and open it in Debian's Chromium with `vite preview` and `vite dev`: the kit's
 * components render, themed, with no console error, and the first load carries one locale's messages.
 * In the same app, the README's "Jest" section (install, config, a jsdom test of the page). Then a
 * fresh Next.js App Router app with the README's "Next.js (App Router)" files: strict type-check,
 * `next build`, and with `next start` and `next dev` the server's HTML and both pages in Chromium; then
 * the same app built by webpack (`next build --webpack`); then a second fresh Next.js app installed by
 * the README's pnpm step, with the same checks (its install and build run beside the npm apps' checks).
 * The installed domain also runs on Node 20. Then the README's pnpm steps in a second Vite app, opened in
 * Chromium as the first (production and dev). The kit
 * is staged by the README's own command (`stage-kit.mjs --out ../kit-tarballs`), and its two "from the
 * tarballs" installs (npm, pnpm) run as written beside the rest, each app pricing the loan in Node.
 *
 *   node packages/ui/test/pack/pack-install.mjs     (from the repository root, on the project's Node)
 *
 * Prints `ok`/`FAIL` lines, the timings and sizes as `figure` lines, and at its end one block: per
 * package manager and fresh app the install time, type errors, dev and production render results, and
 * the first load's JavaScript and CSS (gzip), with the date, machine, Node, npm, pnpm and Chromium.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import {
  brokenLinks,
  leftovers,
  publishKit,
  shippedTestFiles,
  undeclaredTypeImports,
} from '../../../../scripts/stage-kit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const node = process.execPath;
const work = mkdtempSync(path.join(tmpdir(), 'ui-pack-'));
const app = path.join(work, 'app');
const versions = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).devDependencies;
const uiPkg = JSON.parse(readFileSync(path.join(repo, 'packages/ui/package.json'), 'utf8'));
/** Where the README says the scope's registry is; the test's registry takes its place. */
const README_REGISTRY = 'https://registry.example.com/';

let failures = 0;
const check = (ok, message) => {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${message}\n`);
  if (!ok) failures += 1;
};
const figure = (name, value) => process.stdout.write(`figure ${name}: ${value}\n`);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
/**
 * The figures of the issue's acceptance, one row per package manager and fresh app, printed together
 * at the end: install time, type-check errors, dev and production render (every Chromium check of that
 * server passed), and the first load's JavaScript and CSS (gzip level 9).
 */
const rows = new Map();
const figures = (name) => {
  if (!rows.has(name))
    rows.set(name, {
      install: 'not run',
      typeErrors: 'not run',
      dev: 'not run',
      production: 'not run',
      js: 'not run',
      css: 'not run',
    });
  return rows.get(name);
};
/** `pnpm` as the README writes it, on the PATH of the app's steps: the project's pnpm 12. */
const shims = path.join(work, 'bin');
mkdirSync(shims, { recursive: true });
writeFileSync(path.join(shims, 'pnpm'), '#!/bin/sh\nexec npx -y pnpm@12 "$@"\n', { mode: 0o755 });
const env = {
  ...process.env,
  // The app's npm: from its cache when it can, quietly; the scope's registry is the README's step.
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
  NEXT_TELEMETRY_DISABLED: '1',
  PATH: [shims, path.dirname(node), process.env.PATH ?? ''].join(path.delimiter),
};
const run = (cmd, args, cwd, extraEnv = {}) =>
  execFileSync(cmd, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
const waitFor = async (url, what, ms = 60_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
};

/** A request to a local server; once more on a socket the server closed while idle (keep-alive). */
const request = async (url, init) => {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, { ...init, headers: { ...init?.headers, connection: 'close' } });
  }
};

/** Child processes started here (registry, preview, dev server): each stopped by its own id. */
const children = new Set();
const start = (cmd, args, cwd) => {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  children.add(child);
  return { child, output: () => output };
};
const stop = async (child) => {
  if (child.exitCode !== null || child.pid === undefined) return children.delete(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
};

/**
 * A shell script run in the background in `dir`: resolves to its own duration in seconds, taken by the
 * shell around the script (the test's event loop may be busy with a synchronous step when it ends, so
 * the time it is noticed here would be too long); rejects with its output if it fails.
 */
const background = async (script, dir, what) => {
  const marker = 'kit-pack-elapsed-ms';
  const timed = `started=$(date +%s%3N)\n${script}\necho "${marker} $(( $(date +%s%3N) - started ))"`;
  const job = start('bash', ['-euo', 'pipefail', '-c', timed], dir);
  const code = await new Promise((resolve) => job.child.once('exit', resolve));
  children.delete(job.child);
  const elapsed = new RegExp(`^${marker} (\\d+)$`, 'm').exec(job.output())?.[1];
  if (code !== 0 || elapsed === undefined)
    throw new Error(`${what} failed (${code}):\n${job.output().slice(-3000)}`);
  return Number(elapsed) / 1000;
};

/**
 * The fenced blocks of a section of the README (by default "Getting started"): shell steps, and files
 * named on their first line. A section ends at the next heading.
 */
const gettingStarted = (heading = '## Getting started (OEM partners)') => {
  const readme = readFileSync(path.join(repo, 'packages/ui/README.md'), 'utf8');
  const startAt = readme.indexOf(`${heading}\n`);
  if (startAt < 0) throw new Error(`packages/ui/README.md has no "${heading}"`);
  const rest = readme.slice(startAt + heading.length);
  const section = rest.slice(0, rest.search(/\n#{2,4} /) >>> 0);
  const blocks = [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({ lang, body }));
  /** Shell blocks by package manager: each starts with a comment naming it (`# npm`, `# pnpm`). */
  const shell = (manager) =>
    blocks.filter((b) => b.lang === 'sh' && b.body.startsWith(`# ${manager}\n`)).map((b) => b.body);
  /** Shell blocks whose first line starts with `first` (`# npm, from the tarballs`). */
  const shellStarting = (first) =>
    blocks.filter((b) => b.lang === 'sh' && b.body.startsWith(first)).map((b) => b.body);
  const files = blocks
    .filter((b) => ['tsx', 'ts', 'js', 'jsonc'].includes(b.lang))
    .map((b) => ({ name: /^\/\/ (\S+)\n/.exec(b.body)?.[1], body: b.body }))
    .filter((f) => f.name !== undefined);
  return { shell, shellStarting, files };
};

/** JavaScript and CSS of the built app: each file's gzip size, and what the first load of a page takes. */
const bundleFigures = (dist, page) => {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).map((f) => {
    const body = readFileSync(path.join(assets, f));
    return { name: f, body: body.toString(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const html = readFileSync(path.join(dist, page), 'utf8');
  const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
  const sum = (list, key) => list.reduce((s, f) => s + f[key], 0);
  const firstJs = files.filter((f) => firstLoad.has(f.name) && f.name.endsWith('.js'));
  const firstCss = files.filter((f) => firstLoad.has(f.name) && f.name.endsWith('.css'));
  const lazyJs = files.filter((f) => !firstLoad.has(f.name) && f.name.endsWith('.js'));
  return { files, firstJs, firstCss, lazyJs, sum };
};

/** Opens a page of the app and checks what a partner would see. */
/**
 * The typeface (`fonts.css`) loads in `page`: a face of "Inter Variable" loaded from the app's build
 * (whichever bundler copied the file) and matching the text. `check()` alone is true when no face matches.
 */
const interLoads = (page) =>
  page.evaluate(async () => {
    await document.fonts.load('600 16px "Inter Variable"', 'Partner');
    const loaded = [...document.fonts].some(
      (face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
    );
    return loaded && document.fonts.check('600 16px "Inter Variable"', 'Partner');
  });

const checkPage = async (browser, url, mode, sixtyMonths) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(url);
    const header = page.locator('header').first();
    await header.getByText('Partner Motors').waitFor({ timeout: 20_000 });
    check(true, `${mode}: the header renders the dealer name`);
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    check(
      background === 'rgb(11, 31, 58)',
      `${mode}: the header carries the dealer's header colour (${background})`,
    );
    check(
      await interLoads(page),
      `${mode}: the typeface of @dealer-storefront/theme/fonts.css loads (Inter Variable)`,
    );
    const card = page.getByRole('link', { name: /2026 Partner Sedan/ }).first();
    check(await card.isVisible(), `${mode}: the vehicle card renders with its name`);
    const price = page.getByText('$21,000.00').first();
    check(await price.isVisible(), `${mode}: the vehicle card shows its price in US dollars`);
    const payment = page.getByText('$501.90').first();
    await payment.waitFor({ timeout: 10_000 });
    check(true, `${mode}: the pricing header shows the domain's payment ($501.90 a month)`);
    // The shopper picks another term: the browser's engine prices it again, to the cent.
    await page.getByRole('button', { name: /48 months/ }).click();
    await page.getByRole('option', { name: '60 months' }).click();
    await page.getByText(sixtyMonths).first().waitFor({ timeout: 10_000 });
    check(true, `${mode}: a 60-month term reprices the payment in the browser (${sixtyMonths})`);
    // A down payment above the deal's total: the engine's refusal on its field, with the largest one
    // the deal takes, and the last payment still on screen (it was an endless loading placeholder).
    const down = page.getByRole('textbox', { name: 'Down payment' });
    await down.fill('25000');
    await down.press('Tab');
    await page
      .getByText(/The down payment can be at most \$[\d,]+\.\d\d, the deal's total\./)
      .waitFor({ timeout: 10_000 });
    check(
      true,
      `${mode}: a down payment above the deal's total is refused on its field, with the largest it takes`,
    );
    check(
      await page.getByText(sixtyMonths).first().isVisible(),
      `${mode}: the last payment stays on screen while the down payment is refused`,
    );
    // Every kit element inside its grid cell (content-box sizing made cards 34 px wider than theirs).
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main');
      if (!main) return ['no <main>'];
      return [...main.children].flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        return [...cell.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > box.right + 0.5)
          .slice(0, 1)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className} is ${Math.round(el.getBoundingClientRect().right - box.right)} px wider than its cell`,
          );
      });
    });
    check(
      overflow.length === 0,
      `${mode}: the components stay in their grid cells${overflow.length ? `: ${overflow.join('; ')}` : ''}`,
    );
    await page.goto(new URL('/own-intl.html', url).href);
    await page.getByText('Appelez pour le prix').waitFor({ timeout: 10_000 });
    check(true, `${mode}: inside the app's own IntlProvider the kit speaks its locale (fr-CA)`);
    // The page's HTML says English (as a fresh app's does): the README's example sets its language.
    const lang = await page.evaluate(() => document.documentElement.lang);
    check(lang === 'fr-CA', `${mode}: the README's WithOwnIntl sets <html lang> to fr-CA (${lang})`);
    check(
      errors.length === 0,
      `${mode}: no console errors${errors.length ? `: ${errors.slice(0, 3).join(' | ')}` : ''}`,
    );
  } finally {
    await page.close();
  }
};

/**
 * A fresh Vite + React + TypeScript app in `dir` (the template `app/`, the devDependencies of
 * `npm create vite`), then the README's install steps for `manager` and its files. Returns the files.
 */
const setUpApp = (dir, manager, registry) => {
  cpSync(path.join(here, 'app'), dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'oem-partner-app',
        private: true,
        type: 'module',
        scripts: { dev: 'vite', build: 'tsc && vite build', preview: 'vite preview' },
        devDependencies: {
          vite: versions.vite,
          '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          typescript: versions.typescript,
          '@types/react': uiPkg.devDependencies['@types/react'],
          '@types/react-dom': uiPkg.devDependencies['@types/react-dom'],
        },
      },
      null,
      2,
    )}\n`,
  );
  const { files } = gettingStarted();
  installSteps(dir, manager, registry);
  writeFiles(dir, files);
  return files.map((f) => f.name);
};

/** The README's install block for `manager` (step 1), run in `dir` against the test's registry. */
const installSteps = (dir, manager, registry, shell = gettingStarted().shell) => {
  const steps = shell(manager);
  if (steps.length === 0) throw new Error(`the README has no "# ${manager}" install block`);
  for (const step of steps) {
    execFileSync('bash', ['-euo', 'pipefail', '-c', step.replaceAll(README_REGISTRY, registry)], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  }
};

/** Writes the README's files (each block named by its first line) into `dir`. */
const writeFiles = (dir, files) => {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.name)), { recursive: true });
    writeFileSync(path.join(dir, file.name), file.body);
  }
};

/** The Next.js version of the fresh App Router app (what `create-next-app` installs today). */
const NEXT_VERSION = '16.4.6';

/**
 * A fresh Next.js App Router app in `dir` (the template `next-app/`: create-next-app's tsconfig with
 * the strict flags, and the dependencies it installs), the README's install step for `manager` (npm or
 * pnpm), the dealer page of "Getting started" in `src/` and the files of its "Next.js (App Router)"
 * section. Resolves to the files and the install's time. The install runs in the background (mostly
 * downloading and unpacking) while the Vite app is checked.
 */
const setUpNextApp = async (dir, registry, manager) => {
  cpSync(path.join(here, 'next-app'), dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'oem-partner-next',
        private: true,
        scripts: { dev: 'next dev', build: 'next build', start: 'next start' },
        dependencies: { next: NEXT_VERSION },
        devDependencies: {
          typescript: versions.typescript,
          '@types/node': versions['@types/node'],
          '@types/react': uiPkg.devDependencies['@types/react'],
          '@types/react-dom': uiPkg.devDependencies['@types/react-dom'],
        },
      },
      null,
      2,
    )}\n`,
  );
  const steps = gettingStarted().shell(manager);
  if (steps.length === 0) throw new Error(`the README has no "# ${manager}" install block`);
  let took = 0;
  for (const step of steps)
    took += await background(
      step.replaceAll(README_REGISTRY, registry),
      dir,
      `the Next.js app's ${manager} step`,
    );
  const installTime = `${took.toFixed(1)} s`;
  const files = [
    ...gettingStarted().files.filter((f) => f.name === 'src/DealerPage.tsx'),
    ...gettingStarted('### Next.js (App Router)').files,
  ];
  writeFiles(dir, files);
  return { files: files.map((f) => f.name), installTime };
};

/** The served pages of the Next.js app: the server's HTML, then Chromium on `/` and `/configure`. */
/**
 * A fresh Vite app in Chromium: `vite preview` serves its production build, `vite` its sources
 * through the dev server; `checkPage` on each, its figures row marked passed or FAILED. `label`
 * prefixes the checks' names (the npm app's have none).
 */
const openViteApp = async (browser, dir, row, label, sixtyMonths) => {
  for (const [mode, command] of [
    ['production', ['preview']],
    ['dev', []],
  ]) {
    const port = await freePort();
    const server = start(
      node,
      [
        path.join(dir, 'node_modules/vite/bin/vite.js'),
        ...command,
        '--port',
        String(port),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      dir,
    );
    row[mode] = 'FAILED';
    const failuresBefore = failures;
    try {
      await waitFor(`http://127.0.0.1:${port}/`, `${label}vite ${command.join(' ') || 'dev'}`);
      await checkPage(browser, `http://127.0.0.1:${port}/`, `${label}${mode}`, sixtyMonths);
      if (failures === failuresBefore) row[mode] = 'passed';
    } catch (error) {
      process.stdout.write(server.output().slice(-2000));
      throw error;
    } finally {
      await stop(server.child);
    }
  }
};

const checkNextApp = async (browser, base, mode, sixtyMonths, kitText, label = 'Next.js') => {
  const html = await (await request(base)).text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'");
  const missing = ['Partner Motors', '2026 Partner Sedan', '$21,000.00', '$501.90', kitText].filter(
    (t) => !text.includes(t),
  );
  check(
    missing.length === 0,
    `${label} ${mode}: the server's HTML of / has the header, the card, the server's payment and the kit's texts${missing.length ? `; missing: ${missing.join(', ')}` : ''}`,
  );
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  // A fresh Next.js app has no favicon; the browser's request for one is no error of the kit's.
  const favicon = (url) => new URL(url).pathname === '/favicon.ico';
  page.on('console', (message) => {
    if (message.type() === 'error' && !favicon(message.location().url || base)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && !favicon(response.url()))
      errors.push(`${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(base, { timeout: 120_000 });
    await page.getByText('$501.90').first().waitFor({ timeout: 20_000 });
    const header = page.locator('header').first();
    // The dev server sends its stylesheets after the HTML (the text shows first): wait for the colour,
    // up to 20 s, then read what the header has.
    await header
      .evaluate(
        (el, timeout) =>
          new Promise((resolve) => {
            const end = Date.now() + timeout;
            const poll = () => {
              if (getComputedStyle(el).backgroundColor === 'rgb(11, 31, 58)' || Date.now() > end) resolve();
              else requestAnimationFrame(poll);
            };
            poll();
          }),
        20_000,
      )
      .catch(() => {});
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    check(
      background === 'rgb(11, 31, 58)',
      `${label} ${mode}: / hydrates in the dealer's colours (header ${background})`,
    );
    // The typeface (`fonts.css`): its font file loads from the app's build (webpack's CSS loader
    // included), and the page's text is set in it. `check()` alone is true when no face matches.
    check(
      await interLoads(page),
      `${label} ${mode}: the typeface of @dealer-storefront/theme/fonts.css loads (Inter Variable)`,
    );
    await page.goto(new URL('/configure', base).href, { timeout: 120_000 });
    await page.getByText('$501.90').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /48 months/ }).click();
    await page.getByRole('option', { name: '60 months' }).click();
    await page.getByText(sixtyMonths).first().waitFor({ timeout: 10_000 });
    check(true, `${label} ${mode}: on the client page /configure a 60-month term reprices (${sixtyMonths})`);
    check(
      errors.length === 0,
      `${label} ${mode}: no console errors (hydration included)${errors.length ? `: ${errors.slice(0, 3).join(' | ')}` : ''}`,
    );
  } finally {
    await page.close();
  }
};

/**
 * What the browser downloads first for a page of the Next.js production build: its scripts' and CSS's
 * gzip bytes, and whether its scripts carry zod (the domain's schemas; the marker of bench/size.mjs).
 */
const nextFirstLoad = (dir, html) => {
  const names = [...html.matchAll(/(?:src|href)="\/_next\/(static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const sizes = [...new Set(names)].map((name) => {
    const body = readFileSync(path.join(dir, '.next', name));
    return {
      js: name.endsWith('.js'),
      gzip: gzipSync(body, { level: 9 }).length,
      zod: name.endsWith('.js') && /ZodError|\$ZodType/.test(body.toString()),
    };
  });
  const sum = (list) => list.reduce((s, f) => s + f.gzip, 0);
  return {
    js: sum(sizes.filter((f) => f.js)),
    css: sum(sizes.filter((f) => !f.js)),
    zod: sizes.some((f) => f.zod),
  };
};

/** The app's type errors under its strict tsconfig (no skipLibCheck). */
const typeErrors = (dir) => {
  try {
    run(node, [path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], dir);
    return [];
  } catch (error) {
    const out = String(/** @type {{ stdout?: Buffer }} */ (error).stdout ?? error);
    const lines = out.split('\n').filter((l) => l.includes('error TS'));
    return lines.length > 0 ? lines : [out.slice(0, 500)];
  }
};

/**
 * The README's strict check of the kit's declarations alone ("The kit's types, strictly": its
 * `tsconfig.kit.json` and the files it names, from the "Next.js (App Router)" section), written into
 * the app in `dir` and run with the app's tsc: its errors. Under pnpm, declarations reached through
 * the app's `node_modules/@dealer-storefront/*` links resolve their own imports only where pnpm put
 * them; the README's first version (a glob over those links) failed there with 64 errors.
 */
const kitTypeErrors = (dir) => {
  const files = gettingStarted('### Next.js (App Router)').files.filter(
    (f) => f.name === 'tsconfig.kit.json' || f.name.startsWith('kit-types'),
  );
  if (!files.some((f) => f.name === 'tsconfig.kit.json'))
    throw new Error('the README\'s "Next.js (App Router)" section has no tsconfig.kit.json');
  writeFiles(dir, files);
  try {
    run(node, [path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.kit.json'], dir);
    return [];
  } catch (error) {
    const out = String(/** @type {{ stdout?: Buffer }} */ (error).stdout ?? error);
    const lines = out.split('\n').filter((l) => l.includes('error TS'));
    return lines.length > 0 ? lines : [out.slice(0, 500)];
  }
};

/**
 * The class names of the console's style modules as the installed kit ships them
 * (`dist/console/*.css.js`: each style a string of class names), and the shopper stylesheet's rules
 * that use one of them.
 */
const consoleClassesIn = (uiDir, stylesheet) => {
  const consoleDir = path.join(uiDir, 'dist/console');
  const classes = new Set(
    readdirSync(consoleDir)
      .filter((f) => f.endsWith('.css.js'))
      .flatMap((f) =>
        [...readFileSync(path.join(consoleDir, f), 'utf8').matchAll(/^var \w+ = "([^"]+)";$/gm)].flatMap(
          (m) => (m[1] ?? '').split(' '),
        ),
      ),
  );
  const css = readFileSync(stylesheet, 'utf8');
  const used = [...classes].filter((c) => new RegExp(`\\.${c}(?![\\w-])`).test(css));
  return { classes, used };
};

/** Where the README's tarball steps put the tarballs, beside the partner's app. */
const tarballs = path.join(work, 'kit-tarballs');

/**
 * The README's "from the tarballs" route: its stage command, run in the repository with its
 * `--out ../kit-tarballs` in the test's folder. Returns what it staged, read from the lines it prints.
 */
const stageAsReadme = () => {
  const [block] = gettingStarted().shellStarting('# from a clone of the kit');
  if (block === undefined) throw new Error('the README has no "# from a clone of the kit" block');
  const command = block.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
  if (command.length !== 1 || !command[0]?.includes('--out ../kit-tarballs'))
    throw new Error(
      `the README's stage step is not one command with --out ../kit-tarballs: ${command.join('; ')}`,
    );
  const out = run('bash', ['-euo', 'pipefail', '-c', command[0].replace('../kit-tarballs', tarballs)], repo);
  return [...out.matchAll(/^staged (@?[^@\s]+)@(\S+) (\S+)$/gm)].map(([, name, version, tarball]) => ({
    name,
    version,
    tarball,
  }));
};

/**
 * The README's tarball install block for `manager` in a fresh folder beside `kit-tarballs/` (in the
 * background), then its `server.mjs`: resolves to what it printed (the loan's payment in cents).
 */
const tarballApp = async (manager) => {
  const dir = path.join(work, `app-tarballs-${manager}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: `tarballs-${manager}`, private: true, type: 'module' }, null, 2)}\n`,
  );
  const steps = gettingStarted().shellStarting(`# ${manager}, from the tarballs`);
  if (steps.length === 0) throw new Error(`the README has no "# ${manager}, from the tarballs" block`);
  let took = 0;
  for (const step of steps) took += await background(step, dir, `the README's ${manager} tarball step`);
  writeFiles(
    dir,
    gettingStarted().files.filter((f) => f.name === 'server.mjs'),
  );
  return { out: run(node, ['server.mjs'], dir).trim(), time: `${took.toFixed(1)} s` };
};

/** `next build` of the app in `dir`, in the background: resolves to its time, rejects with its output. */
const nextBuild = async (dir) => {
  const next = path.join(dir, 'node_modules/next/dist/bin/next');
  const took = await background(`"${node}" "${next}" build`, dir, `next build in ${dir}`);
  return `${took.toFixed(1)} s`;
};

/**
 * The fresh Next.js app installed with `manager` (`setUp` its install under way): its files, `next
 * build` (or the one `built` has under way), the strict type-check, and with `next start` and `next
 * dev` the server's HTML and both pages in Chromium. `onBuilt` is called once the app is built. Fills
 * its row of the figures. Returns the app's `next` binary.
 */
const checkNextJs = async (manager, dir, setUp, browser, sixtyMonths, kitText, { built, onBuilt } = {}) => {
  const label = manager === 'npm' ? 'Next.js' : `Next.js (${manager})`;
  const row = figures(`${manager}, Next.js ${NEXT_VERSION}`);
  let since = performance.now();
  const { files, installTime } = await setUp;
  row.install = installTime;
  figure(
    `${manager} install of the README in the Next.js app (beside the Vite checks / waited for after them)`,
    `${installTime} / ${seconds(since)}`,
  );
  check(
    ['app/layout.tsx', 'app/page.tsx', 'app/VehicleOffer.tsx', 'app/configure/page.tsx'].every((f) =>
      files.includes(f),
    ),
    `${label}: ran the README's ${manager} step and wrote its files (${files.join(', ')})`,
  );
  const nextBin = path.join(dir, 'node_modules/next/dist/bin/next');
  since = performance.now();
  const buildTime = await (built ?? nextBuild(dir));
  figure(
    `${manager}: next build${built ? " (beside the previous app's checks / waited for after them)" : ''}`,
    built ? `${buildTime} / ${seconds(since)}` : buildTime,
  );
  onBuilt?.();
  const errors = typeErrors(dir);
  row.typeErrors = errors.length;
  check(
    errors.length === 0,
    `${label}: the app type-checks under strict flags, no skipLibCheck${errors.length ? `:\n  ${errors.slice(0, 8).join('\n  ')}` : ''}`,
  );
  for (const [mode, command] of [
    ['production', 'start'],
    ['dev', 'dev'],
  ]) {
    row[mode] = 'FAILED';
    const failuresBefore = failures;
    const port = await freePort();
    const server = start(node, [nextBin, command, '--port', String(port), '--hostname', '127.0.0.1'], dir);
    try {
      const base = `http://127.0.0.1:${port}/`;
      // `next dev` compiles a route on its first request: both are asked for before the browser comes.
      await waitFor(base, `next ${command}`, 240_000);
      await waitFor(`${base}configure`, `next ${command} /configure`, 240_000);
      if (mode === 'production') {
        const loads = [];
        for (const route of ['', 'configure']) {
          const html = await (await request(`${base}${route}`)).text();
          const load = nextFirstLoad(dir, html);
          loads.push({ route: `/${route}`, ...load });
          figure(`${label} /${route} first load`, `${kb(load.js)} JS, ${kb(load.css)} CSS (gzip)`);
        }
        // The README's Server Component prices on the server: zod and the engine stay out of `/`;
        // `/configure` prices in the browser, so its first load has them (the marker finds zod).
        const [home, configure] = loads;
        check(
          home?.zod === false && configure?.zod === true,
          `${label}: zod stays out of / (priced on the server), /configure (priced in the browser) carries it (/ ${home?.zod}, /configure ${configure?.zod})`,
        );
        row.js = loads.map((l) => `${l.route} ${kb(l.js)}`).join(', ');
        row.css = [...new Set(loads.map((l) => kb(l.css)))].join(', ');
      }
      await checkNextApp(browser, base, mode, sixtyMonths, kitText, label);
      if (failures === failuresBefore) row[mode] = 'passed';
    } catch (error) {
      process.stdout.write(server.output().slice(-2000));
      throw error;
    } finally {
      await stop(server.child);
    }
  }
  return nextBin;
};

/** The figures' block: the rows as a Markdown table (the one `packages/ui/README.md` shows), and where. */
const printFigures = (chromiumVersion) => {
  const version = (cmd) => {
    try {
      return run(cmd, ['--version'], work).trim();
    } catch {
      return '?';
    }
  };
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const header = [
    'package manager, fresh app',
    'install',
    'type-check errors',
    'dev render',
    'production render',
    'first-load JS (gzip)',
    'CSS (gzip)',
  ];
  const table = [
    header,
    ...[...rows].map(([name, r]) => [
      name,
      r.install,
      String(r.typeErrors),
      r.dev,
      r.production,
      r.js,
      r.css,
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  process.stdout.write(
    [
      '',
      `figures of the fresh apps, ${new Date().toISOString().slice(0, 10)}: ${cpus.length} x ${cpus[0]?.model.trim() ?? '?'}, load ${load}; Node ${process.version}, npm ${version('npm')}, pnpm ${version('pnpm')}, Chromium ${chromiumVersion}, Next.js ${NEXT_VERSION}`,
      line(table[0] ?? header),
      line(widths.map((w) => '-'.repeat(w))),
      ...table.slice(1).map(line),
      '',
    ].join('\n'),
  );
};

const began = performance.now();
let chromiumVersion = 'not started';
// The rows in the order of the table: each app with npm, then with pnpm.
for (const name of [
  `npm, Vite ${versions.vite}`,
  `pnpm, Vite ${versions.vite}`,
  `npm, Next.js ${NEXT_VERSION}`,
  `pnpm, Next.js ${NEXT_VERSION}`,
])
  figures(name);
try {
  // 1. A registry for the kit's published scope, as a partner's company would run one.
  const registryPort = await freePort();
  const registry = `http://127.0.0.1:${registryPort}/`;
  const storage = path.join(work, 'registry');
  mkdirSync(storage, { recursive: true });
  writeFileSync(
    path.join(storage, 'config.yaml'),
    [
      `storage: ${path.join(storage, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${path.join(storage, 'htpasswd')}`,
      'packages:',
      "  '@dealer-storefront/*':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const verdaccio = path.join(repo, 'packages/ui/node_modules/verdaccio/bin/verdaccio');
  const registryProcess = start(
    node,
    [verdaccio, '--config', path.join(storage, 'config.yaml'), '--listen', `127.0.0.1:${registryPort}`],
    storage,
  );
  await waitFor(`${registry}-/ping`, 'the registry');
  const user = await request(`${registry}-/user/org.couchdb.user:kit-pack`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'kit-pack', password: 'kit-pack-test', type: 'user', roles: [] }),
  });
  const { token } = /** @type {{ token: string }} */ (await user.json());
  check(user.ok && typeof token === 'string', `a local registry (verdaccio) answers at ${registry}`);

  // 2. Publish the three packages as a maintainer does (`pnpm release`): scripts/stage-kit.mjs packs
  // each (prepack builds dist/), renames it from the workspace's @storefront/* to the published
  // @dealer-storefront/* in a staging folder, checks the tarballs and publishes them.
  const publishRc = path.join(work, 'publish.npmrc');
  writeFileSync(publishRc, `//127.0.0.1:${registryPort}/:_authToken=${token}\n`);
  let since = performance.now();
  const staged = stageAsReadme();
  check(
    staged.map((p) => p.name).join(', ') ===
      '@dealer-storefront/domain, @dealer-storefront/theme, @dealer-storefront/ui',
    `staged ${staged.map((p) => `${p.name}@${p.version}`).join(', ')}, no @storefront/ left in their tarballs`,
  );
  // The README's stage command leaves the three tarballs in its folder, nothing else (it left pnpm's
  // raw tarballs, still named @storefront/*, and its staging folders there).
  const stagedFolder = readdirSync(tarballs).sort();
  check(
    stagedFolder.length === 3 &&
      stagedFolder.every((f) => /^dealer-storefront-(domain|theme|ui)-[\d.]+\.tgz$/.test(f)),
    `the stage command leaves only the three dealer-storefront-*.tgz in kit-tarballs/ (${stagedFolder.join(', ')})`,
  );
  publishKit(staged, { registry, env: { ...env, npm_config_userconfig: publishRc } });
  figure('build, stage and publish of domain, theme, ui', seconds(since));
  // The README's installs from the tarballs, npm's and pnpm's, beside the Vite app (awaited at the end).
  const fromTarballs = ['npm', 'pnpm'].map((manager) => {
    const done = tarballApp(manager);
    done.catch(() => {});
    return { manager, done };
  });
  if (registryProcess.child.exitCode !== null)
    throw new Error(`the registry stopped:\n${registryProcess.output()}`);
  const published = await (await request(`${registry}@dealer-storefront%2fui`)).json();
  const manifest = published.versions?.[published['dist-tags']?.latest];
  check(
    manifest !== undefined,
    `published @dealer-storefront/ui ${published['dist-tags']?.latest} to the local registry`,
  );
  check(
    manifest?.dependencies?.['react-intl'] === undefined &&
      manifest?.peerDependencies?.['react-intl'] !== undefined,
    `react-intl is a peer of the kit, not a dependency (${manifest?.peerDependencies?.['react-intl']})`,
  );

  // 3. A fresh Vite + React + TypeScript app, then the README's steps in it (npm).
  since = performance.now();
  const files = setUpApp(app, 'npm', registry);
  figure('npm install of the README (kit, peers and the fresh app)', seconds(since));
  figures(`npm, Vite ${versions.vite}`).install = seconds(since);
  // The Next.js app's install starts now and runs beside the Vite app's checks (step 8 waits for it).
  const nextApp = path.join(work, 'app-next');
  const nextSetUp = setUpNextApp(nextApp, registry, 'npm');
  nextSetUp.catch(() => {}); // awaited in step 8; a failure is reported there
  // The pnpm Next.js app's install beside it (pnpm links from its store; step 8c waits for it).
  const pnpmNextApp = path.join(work, 'app-next-pnpm');
  const pnpmNextSetUp = setUpNextApp(pnpmNextApp, registry, 'pnpm');
  pnpmNextSetUp.catch(() => {}); // awaited in step 8c
  check(
    ['src/main.tsx', 'src/DealerPage.tsx', 'server.mjs', 'src/WithOwnIntl.tsx'].every((f) =>
      files.includes(f),
    ),
    `ran the README's npm steps and wrote its files (${files.join(', ')})`,
  );

  // The README's Jest section in the same app: its install step, config and test (run below).
  since = performance.now();
  const jest = gettingStarted('### Jest');
  installSteps(app, 'npm', registry, jest.shell);
  writeFiles(app, jest.files);
  figure("npm install of the README's Jest step", seconds(since));

  const installed = path.join(app, 'node_modules/@dealer-storefront');
  // What the app installed names only the published scope: no @storefront/ in any file of the kit
  // (an import left unrenamed would resolve to the public registry's @storefront scope, a stranger's).
  const unrenamed = ['domain', 'theme', 'ui'].flatMap((name) =>
    leftovers(path.join(installed, name)).map((line) => `@dealer-storefront/${name}/${line}`),
  );
  check(
    unrenamed.length === 0 && !existsSync(path.join(app, 'node_modules/@storefront')),
    `the installed kit names no @storefront/ package${unrenamed.length ? `:\n  ${unrenamed.slice(0, 5).join('\n  ')}` : ''}`,
  );
  // The READMEs a partner reads in node_modules: every relative link, image and document path names a
  // file the package ships (stageKit refuses a tarball otherwise; here, what npm installed).
  const broken = ['domain', 'theme', 'ui'].flatMap((name) =>
    brokenLinks(path.join(installed, name)).map((line) => `@dealer-storefront/${name}/${line}`),
  );
  check(
    broken.length === 0,
    `the installed READMEs link only to files their packages ship${broken.length ? `:\n  ${broken.slice(0, 5).join('\n  ')}` : ''}`,
  );
  const shipped = ['domain', 'theme', 'ui'].flatMap((name) => {
    const walk = (d) =>
      readdirSync(d).flatMap((f) => {
        const p = path.join(d, f);
        return statSync(p).isDirectory() ? (f === 'node_modules' ? [] : walk(p)) : [p];
      });
    return walk(path.join(installed, name)).map((f) => path.relative(installed, f));
  });
  // The stylesheets a partner imports: every url() (but an address or `data:`) names a file the package
  // ships, relative to the stylesheet. Webpack's CSS loader (Next.js) reads any other path as a relative
  // one: `fonts.css` naming its files by package (`@fontsource-variable/inter/files/…`) built in Vite
  // and Turbopack and failed `next build --webpack`.
  const cssUrls = shipped
    .filter((f) => f.endsWith('.css'))
    .flatMap((f) =>
      [...readFileSync(path.join(installed, f), 'utf8').matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)]
        .map((m) => m[2] ?? '')
        .filter((url) => !/^(?:[a-z][\w+.-]*:|#)/i.test(url))
        .map((url) => ({ file: f, url })),
    );
  const unshipped = cssUrls.filter(({ file, url }) => {
    const target = path.resolve(path.dirname(path.join(installed, file)), url.split(/[?#]/)[0] ?? '');
    const pkg = path.join(installed, file.split(path.sep)[0] ?? '');
    return path.relative(pkg, target).startsWith('..') || !existsSync(target);
  });
  check(
    cssUrls.length >= 2 && unshipped.length === 0,
    `the installed stylesheets' url()s (${cssUrls.length}) name files their packages ship, relative to the stylesheet${unshipped.length ? `:\n  ${unshipped.map(({ file, url }) => `@dealer-storefront/${file}: ${url}`).join('\n  ')}` : ''}`,
  );
  const source = shipped.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  const testish = ['domain', 'theme', 'ui'].flatMap((name) =>
    shippedTestFiles(path.join(installed, name)).map((f) => `${name}/${f}`),
  );
  check(
    source.length === 0,
    `the packages ship JavaScript, no TypeScript source${source.length ? `: ${source.slice(0, 3).join(', ')}` : ''}`,
  );
  check(
    testish.length === 0,
    `no tests, stories or fixtures shipped${testish.length ? `: ${testish.slice(0, 3).join(', ')}` : ''}`,
  );
  // Every package a declaration imports is one its manifest names (pnpm resolves nothing else).
  const undeclared = ['domain', 'theme', 'ui'].flatMap((name) =>
    undeclaredTypeImports(path.join(installed, name)).map((f) => `@dealer-storefront/${name}/${f}`),
  );
  check(
    undeclared.length === 0,
    `the declarations import only the packages' dependencies and peers${undeclared.length ? `:\n  ${undeclared.slice(0, 5).join('\n  ')}` : ''}`,
  );
  // The console's styles are its own stylesheet's (`@dealer-storefront/ui/console.css`), none in the
  // one every shopper page imports (it held 112 console rules, 2.4 kB gzip).
  const uiInstalled = path.join(installed, 'ui');
  const shopperCss = consoleClassesIn(uiInstalled, path.join(uiInstalled, 'dist/styles.css'));
  const consoleCss = path.join(uiInstalled, 'dist/console.css');
  const inConsoleCss = existsSync(consoleCss) ? consoleClassesIn(uiInstalled, consoleCss).used.length : 0;
  const uiExports = JSON.parse(readFileSync(path.join(uiInstalled, 'package.json'), 'utf8')).exports;
  check(
    shopperCss.classes.size > 0 &&
      shopperCss.used.length === 0 &&
      inConsoleCss === shopperCss.classes.size &&
      uiExports?.['./console.css']?.default === './dist/console.css',
    `the shopper stylesheet holds none of the console's ${shopperCss.classes.size} classes (${shopperCss.used.length} there), console.css all (${inConsoleCss}), exported as @dealer-storefront/ui/console.css`,
  );
  figure(
    'ui stylesheets (raw / gzip)',
    ['styles.css', 'console.css']
      .filter((f) => existsSync(path.join(uiInstalled, 'dist', f)))
      .map((f) => {
        const body = readFileSync(path.join(uiInstalled, 'dist', f));
        return `${f} ${kb(body.length)} / ${kb(gzipSync(body, { level: 9 }).length)}`;
      })
      .join(', '),
  );
  const intlCopies = run('find', ['node_modules', '-path', '*/react-intl/package.json'], app)
    .trim()
    .split('\n')
    .filter(Boolean);
  check(intlCopies.length === 1, `the kit and the app share one react-intl (${intlCopies.join(', ')})`);

  // 4. Strict type-check of the app against the published types (no skipLibCheck).
  const npmTypeErrors = typeErrors(app);
  figure(
    'type-check errors (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, noPropertyAccessFromIndexSignature, no skipLibCheck)',
    npmTypeErrors.length,
  );
  figures(`npm, Vite ${versions.vite}`).typeErrors = npmTypeErrors.length;
  since = performance.now();
  const npmKitTypeErrors = kitTypeErrors(app);
  figure("npm: the README's tsconfig.kit.json", seconds(since));
  check(
    npmKitTypeErrors.length === 0,
    `the README's tsconfig.kit.json checks the kit's declarations, no skipLibCheck${npmKitTypeErrors.length ? ` (${npmKitTypeErrors.length} errors):\n  ${npmKitTypeErrors.slice(0, 8).join('\n  ')}` : ''}`,
  );
  check(
    npmTypeErrors.length === 0,
    `the app type-checks under strict flags${npmTypeErrors.length ? `:\n  ${npmTypeErrors.slice(0, 8).join('\n  ')}` : ''}`,
  );

  // The README's Jest test of the dealer page, in jsdom, against the installed kit.
  since = performance.now();
  const jestRun = spawnSync(node, [path.join(app, 'node_modules/jest/bin/jest.js'), '--ci'], {
    cwd: app,
    env,
    encoding: 'utf8',
  });
  // Jest reports on stderr.
  const jestOut = `${jestRun.stdout}${jestRun.stderr}`;
  figure('jest', seconds(since));
  check(
    jestRun.status === 0 && /Tests:\s+1 passed, 1 total/.test(jestOut),
    `Jest + jsdom: the README's test of the dealer page passes${jestRun.status === 0 ? '' : `:\n${jestOut.slice(-1500)}`}`,
  );

  // 5. The README's server: the installed domain in plain Node, to the cent.
  const serverOut = run(node, ['server.mjs'], app).trim();
  const { priceDeal, pricingRequestSchema } = await import(path.join(repo, 'packages/domain/src/index.ts'));
  /** The README's loan ($21,000 at 6.9 % in Montana) priced by the workspace's engine, in cents a month. */
  const monthly = (termMonths) =>
    priceDeal(
      pricingRequestSchema.parse({
        country: 'US',
        region: 'MT',
        paymentType: 'finance',
        vehicle: { priceCents: 2_100_000 },
        finance: { aprPercent: 6.9, termMonths },
      }),
    ).finance?.paymentCents;
  const sixtyMonths = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    monthly(60) / 100,
  );
  check(
    serverOut === '50190' && monthly(48) === 50190,
    `plain Node imports priceDeal from node_modules: ${serverOut} cents a month, the workspace engine's ${monthly(48)}`,
  );

  // 5b. The oldest Node the packages claim (engines: Node 20 and later), fetched from the registry as
  // the `node` package: the installed domain imports and prices the same loan there.
  since = performance.now();
  const oldNode = (args) =>
    spawnSync('npx', ['-y', 'node@20', ...args], { cwd: app, env, encoding: 'utf8', timeout: 300_000 });
  const node20 = oldNode(['--version']);
  const served20 = oldNode(['server.mjs']);
  figure('node 20 fetch and run', seconds(since));
  check(
    node20.status === 0 && /^v20\./.test(node20.stdout.trim()) && served20.stdout.trim() === '50190',
    `Node ${node20.stdout.trim() || '20 (not fetched)'} imports priceDeal from node_modules: ${served20.stdout.trim() || served20.stderr.slice(-800)} cents a month`,
  );

  // 6. Production build, its figures, and the first load of one locale.
  run(node, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], app);
  check(existsSync(path.join(app, 'dist/index.html')), 'the app builds with Vite and no plugin but React');
  const bundle = bundleFigures(path.join(app, 'dist'), 'index.html');
  const { sum } = bundle;
  const viteRow = figures(`npm, Vite ${versions.vite}`);
  viteRow.js = kb(sum(bundle.firstJs, 'gzip'));
  viteRow.css = kb(sum(bundle.firstCss, 'gzip'));
  figure(
    'dealer page first load JS (raw / gzip)',
    `${kb(sum(bundle.firstJs, 'raw'))} / ${kb(sum(bundle.firstJs, 'gzip'))}`,
  );
  figure(
    'dealer page CSS (raw / gzip)',
    `${kb(sum(bundle.firstCss, 'raw'))} / ${kb(sum(bundle.firstCss, 'gzip'))}`,
  );
  figure(
    'lazy chunks (gzip)',
    bundle.lazyJs.map((f) => `${f.name.replace(/-[\w-]{8}\.js$/, '')} ${kb(f.gzip)}`).join(', ') || 'none',
  );
  const en = JSON.parse(readFileSync(path.join(repo, 'packages/ui/src/messages/deal/en-US.json'), 'utf8'));
  const fr = JSON.parse(readFileSync(path.join(repo, 'packages/ui/src/messages/deal/fr-CA.json'), 'utf8'));
  const id = 'deal.vehicle.callForPrice';
  const firstLoadText = bundle.firstJs.map((f) => f.body).join('\n');
  check(
    !firstLoadText.includes(fr[id]) &&
      !firstLoadText.includes(en[id]) &&
      bundle.lazyJs.some((f) => f.body.includes(en[id]) && !f.body.includes(fr[id])),
    "the first load carries no locale's messages; KitIntlProvider loads en-US's alone",
  );
  writeFileSync(path.join(work, 'bundle.json'), JSON.stringify(bundle.files.map(({ body, ...f }) => f)));

  // 7. Chromium, production (vite preview) then dev (vite dev).
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless'],
  });
  chromiumVersion = browser.version();
  try {
    await openViteApp(browser, app, figures(`npm, Vite ${versions.vite}`), '', sixtyMonths);

    // 8. The fresh Next.js App Router apps, npm's then pnpm's: the README's install step and its
    // Next.js files, the strict type-check, `next build`, then `next start` and `next dev`:
    // server-rendered HTML and Chromium.
    const kitText = en['deal.paymentType.finance']; // the pricing header's payment-type tab (the page has no payment step and no pricing details)
    // The pnpm app builds beside the npm app's checks, once the npm app's own build is done.
    let pnpmNextBuilt = Promise.reject(new Error('the npm Next.js app did not build'));
    pnpmNextBuilt.catch(() => {});
    const nextBin = await checkNextJs('npm', nextApp, nextSetUp, browser, sixtyMonths, kitText, {
      onBuilt: () => {
        pnpmNextBuilt = pnpmNextSetUp.then(() => nextBuild(pnpmNextApp));
        pnpmNextBuilt.catch(() => {}); // awaited in step 8c
      },
    });
    // 8b. The same app built by webpack (`next build --webpack`), as a webpack 5 partner's bundler
    // reads the packages: the kit's CSS and ESM with no loader of its own; the server's HTML has the
    // kit's text and the page hydrates in Chromium.
    // A new build folder: `next dev` left its own route types in `.next/dev`, which the type-check of
    // a second build would read beside the new ones.
    rmSync(path.join(nextApp, '.next'), { recursive: true, force: true });
    since = performance.now();
    run(node, [nextBin, 'build', '--webpack'], nextApp);
    figure('next build --webpack', seconds(since));
    const webpackPort = await freePort();
    const webpackServer = start(
      node,
      [nextBin, 'start', '--port', String(webpackPort), '--hostname', '127.0.0.1'],
      nextApp,
    );
    try {
      const base = `http://127.0.0.1:${webpackPort}/`;
      await waitFor(base, 'next start (webpack build)', 240_000);
      await waitFor(`${base}configure`, 'next start (webpack build) /configure', 240_000);
      await checkNextApp(browser, base, 'webpack', sixtyMonths, kitText);
    } catch (error) {
      process.stdout.write(webpackServer.output().slice(-2000));
      throw error;
    } finally {
      await stop(webpackServer.child);
    }
    // 8c. The same fresh Next.js app installed with pnpm (its install block): pnpm's node_modules
    // (each package sees only its own dependencies) as Turbopack, the server and tsc read them.
    await checkNextJs('pnpm', pnpmNextApp, pnpmNextSetUp, browser, sixtyMonths, kitText, {
      built: pnpmNextBuilt,
    });
  } finally {
    await browser.close();
  }
  // 9. The same steps with pnpm (its install block): one react-intl, the strict type-check, the
  // server's payment, the build, then Chromium on its production build and its dev server.
  const pnpmApp = path.join(work, 'app-pnpm');
  since = performance.now();
  setUpApp(pnpmApp, 'pnpm', registry);
  figure('pnpm install of the README', seconds(since));
  const pnpmViteRow = figures(`pnpm, Vite ${versions.vite}`);
  pnpmViteRow.install = seconds(since);
  const pnpmIntl = readdirSync(path.join(pnpmApp, 'node_modules/.pnpm')).filter((d) =>
    d.startsWith('react-intl@'),
  );
  check(pnpmIntl.length === 1, `pnpm: the kit and the app share one react-intl (${pnpmIntl.join(', ')})`);
  const pnpmTypeErrors = typeErrors(pnpmApp);
  pnpmViteRow.typeErrors = pnpmTypeErrors.length;
  check(
    pnpmTypeErrors.length === 0,
    `pnpm: the app type-checks under strict flags${pnpmTypeErrors.length ? `:\n  ${pnpmTypeErrors.slice(0, 8).join('\n  ')}` : ''}`,
  );
  // The README's strict check of the kit's declarations under pnpm's layout (a partner's pnpm app
  // failed it with 64 errors: zod, @vanilla-extract/sprinkles and /recipes not found).
  since = performance.now();
  const pnpmKitTypeErrors = kitTypeErrors(pnpmApp);
  figure("pnpm: the README's tsconfig.kit.json", seconds(since));
  check(
    pnpmKitTypeErrors.length === 0,
    `pnpm: the README's tsconfig.kit.json checks the kit's declarations, no skipLibCheck${pnpmKitTypeErrors.length ? ` (${pnpmKitTypeErrors.length} errors):\n  ${pnpmKitTypeErrors.slice(0, 8).join('\n  ')}` : ''}`,
  );
  check(
    run(node, ['server.mjs'], pnpmApp).trim() === '50190',
    'pnpm: plain Node prices the loan (50190 cents)',
  );
  run(node, [path.join(pnpmApp, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], pnpmApp);
  check(existsSync(path.join(pnpmApp, 'dist/index.html')), 'pnpm: the app builds');
  // 10. The README's installs from the tarballs (started after the publish).
  for (const { manager, done } of fromTarballs) {
    const { out, time } = await done;
    figure(`${manager} install from the tarballs (beside the other steps)`, time);
    check(
      out === '50190',
      `${manager} from the README's tarballs: plain Node prices the loan (${out} cents)`,
    );
  }
  const pnpmBundle = bundleFigures(path.join(pnpmApp, 'dist'), 'index.html');
  pnpmViteRow.js = kb(pnpmBundle.sum(pnpmBundle.firstJs, 'gzip'));
  pnpmViteRow.css = kb(pnpmBundle.sum(pnpmBundle.firstCss, 'gzip'));
  // pnpm's app in Chromium too, production and dev: its node_modules (each package sees only its own
  // dependencies) as Vite's dev server and build read them.
  const pnpmBrowser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless'],
  });
  try {
    await openViteApp(pnpmBrowser, pnpmApp, pnpmViteRow, 'pnpm ', sixtyMonths);
  } finally {
    await pnpmBrowser.close();
  }
  await stop(registryProcess.child);
} catch (error) {
  const e = /** @type {{ message?: string, stderr?: Buffer, stdout?: Buffer }} */ (error);
  check(
    false,
    `${e.message ?? String(error)}${e.stderr ? `\n${String(e.stderr).slice(-2000)}` : ''}${e.stdout ? `\n${String(e.stdout).slice(-2000)}` : ''}`,
  );
} finally {
  for (const child of [...children]) await stop(child);
  printFigures(chromiumVersion);
  // KIT_PACK_KEEP=1 keeps the app and the registry's storage to look into.
  if (process.env.KIT_PACK_KEEP) process.stdout.write(`kept ${work}\n`);
  else rmSync(work, { recursive: true, force: true });
  figure('kit-pack layer', seconds(began));
}
process.exitCode = failures > 0 ? 1 : 0;
