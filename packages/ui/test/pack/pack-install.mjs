/**
 * The kit is consumable outside the workspace: `pnpm pack` domain, theme and ui, install the
 * tarballs into a fresh Vite React app in a temporary folder (offline from the pnpm store), type-check
 * it with the app's own TypeScript, build it, and open it in Debian's Chromium: the dealer-themed
 * header and the sign-in modal must render.
 *
 *   node packages/ui/test/pack/pack-install.mjs     (from the repository root, on the project's Node)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const node = process.execPath;
const work = mkdtempSync(path.join(tmpdir(), 'ui-pack-'));
const app = path.join(work, 'app');
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const pnpm = (args, cwd) => run('npx', ['-y', 'pnpm@12', ...args], cwd);
const versions = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).devDependencies;
const uiPkg = JSON.parse(readFileSync(path.join(repo, 'packages/ui/package.json'), 'utf8'));

let failed = false;
const check = (ok, message) => {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${message}\n`);
  if (!ok) failed = true;
};

try {
  const tarballs = {};
  for (const name of ['domain', 'theme', 'ui']) {
    const cwd = path.join(repo, 'packages', name);
    try {
      pnpm(['pack', '--pack-destination', work], cwd);
    } catch {
      // The workspace is shared with people editing it: one retry for a read that caught a file mid-write.
      pnpm(['pack', '--pack-destination', work], cwd);
    }
    tarballs[`@storefront/${name}`] = `file:../storefront-${name}-0.1.0.tgz`;
  }
  // What a partner installs is the packages' source and READMEs: no tests, stories or tool configs.
  const extra = Object.keys(tarballs).flatMap((name) =>
    run('tar', ['tzf', path.join(work, `storefront-${name.split('/')[1]}-0.1.0.tgz`)], work)
      .split('\n')
      .filter((f) =>
        /(^|\/)(test|stories|storybook)\/|\.(test|stories)\.tsx?$|(tsconfig|vitest\.config)/.test(f),
      ),
  );
  check(
    extra.length === 0,
    `the tarballs hold no tests, stories or tool configs${extra.length ? `: ${extra.slice(0, 5).join(', ')}` : ''}`,
  );
  cpSync(path.join(here, 'app'), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'oem-partner-app',
        private: true,
        type: 'module',
        dependencies: {
          ...tarballs,
          react: versions.react,
          'react-dom': versions['react-dom'],
          // As a partner adds it: the newest react-intl 12, whatever patch the kit was built with.
          'react-intl': uiPkg.peerDependencies['react-intl'],
        },
        devDependencies: {
          vite: versions.vite,
          '@vanilla-extract/vite-plugin': versions['@vanilla-extract/vite-plugin'],
          '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          typescript: versions.typescript,
          '@types/react': uiPkg.devDependencies['@types/react'],
          '@types/react-dom': uiPkg.devDependencies['@types/react-dom'],
        },
      },
      null,
      2,
    ),
  );
  // The tarballs name each other by version; point those names at the tarballs too.
  writeFileSync(
    path.join(app, 'pnpm-workspace.yaml'),
    `overrides:\n${Object.entries(tarballs)
      .map(([n, t]) => `  '${n}': ${t}`)
      .join('\n')}\nallowBuilds:\n  esbuild: true\n`,
  );
  pnpm(['install', '--prefer-offline'], app);
  check(true, 'installed the packed kit into a fresh app outside the workspace');
  // One react-intl: the kit's components read the app's IntlProvider (two copies: a blank page).
  const intlCopies = readdirSync(path.join(app, 'node_modules/.pnpm')).filter((d) =>
    d.startsWith('react-intl@'),
  );
  check(intlCopies.length === 1, `the kit and the app share one react-intl (${intlCopies.join(', ')})`);

  run(node, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], app);
  check(true, "the app type-checks against the kit's types (strict)");

  run(node, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], app);
  check(true, 'the app builds with Vite and the vanilla-extract plugin');

  const dist = path.join(app, 'dist');
  const server = createServer((req, res) => {
    const file = req.url === '/' || req.url === undefined ? '/index.html' : req.url.split('?')[0];
    try {
      const body = readFileSync(path.join(dist, file ?? '/index.html'));
      const type = file?.endsWith('.js')
        ? 'text/javascript'
        : file?.endsWith('.css')
          ? 'text/css'
          : 'text/html';
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    const dialog = page.getByRole('dialog', { name: 'Unlock your pricing' });
    await dialog.waitFor({ timeout: 10000 });
    check(true, 'the sign-in modal renders with its source wording');
    const header = page.locator('header').first();
    check(
      (await header.textContent())?.includes('Partner Motors') === true,
      'the header shows the dealer name',
    );
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    check(background === 'rgb(11, 31, 58)', `the header carries the dealer's header colour (${background})`);
  } finally {
    await browser.close();
    server.close();
  }
} catch (error) {
  check(false, String(error instanceof Error ? error.message : error));
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
