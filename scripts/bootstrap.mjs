#!/usr/bin/env node
// Brings a fresh clone to a runnable state. Written for any Node >= 18, because on a
// fresh machine it runs before the project's own Node 24 (the `node` package, a root
// devDependency) is installed. Steps:
//   1. pnpm install (also installs Node 24 into node_modules/.bin/node);
//   2. with --browser: make sure Debian's Chromium is at /usr/bin/chromium (apt-get, as root);
//   3. check that node_modules/.bin/node is Node 24.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wantBrowser = process.argv.includes('--browser');
const CHROMIUM = '/usr/bin/chromium';
// Chromium with its recommended packages, and the fonts the visual baselines were taken with
// (e2e/visual/__baselines__): the same text rendering on every machine.
const BROWSER_PACKAGES = ['chromium', 'fonts-liberation', 'fonts-dejavu-core'];

function log(message) {
  console.log(`[bootstrap] ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`[bootstrap] failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

// pnpm is the process that started us (npx -y pnpm@12 <script>): reuse it.
// pnpm 12 ships as a native executable; older releases as a JavaScript file run by Node.
const execPath = process.env.npm_execpath ?? '';
const pnpm = !/pnpm/.test(execPath)
  ? ['pnpm']
  : /\.[cm]?js$/.test(execPath)
    ? [process.execPath, execPath]
    : [execPath];
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

log('installing dependencies (pnpm install)');
const install = spawnSync(pnpm[0], [...pnpm.slice(1), 'install', '--prefer-offline'], {
  stdio: 'inherit',
  cwd: root,
  env,
});
if (install.status !== 0) {
  // pnpm 12 installs before it runs a script; when that install is in place, a failure of this second
  // pass (a registry hiccup) is reported and the run goes on; the checks below still apply.
  if (!existsSync(join(root, 'node_modules', '.modules.yaml'))) {
    console.error('[bootstrap] pnpm install failed and no installed dependencies are present');
    process.exit(install.status ?? 1);
  }
  console.warn('[bootstrap] pnpm install failed; using the dependencies pnpm installed before the script');
}

if (wantBrowser && !existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `[bootstrap] ${CHROMIUM} is missing; install Debian's chromium package (sudo apt-get install -y chromium).`,
    );
    process.exit(1);
  }
  log("installing Debian's chromium (apt-get)");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const first = spawnSync('apt-get', ['install', '-y', ...BROWSER_PACKAGES], {
    stdio: 'inherit',
    env: aptEnv,
  });
  if (first.status !== 0) {
    run('apt-get', ['update'], { env: aptEnv });
    run('apt-get', ['install', '-y', ...BROWSER_PACKAGES], { env: aptEnv });
  }
}

const projectNode = join(root, 'node_modules', '.bin', 'node');
const version = execFileSync(projectNode, ['--version'], { encoding: 'utf8' }).trim();
if (!version.startsWith('v24.')) {
  console.error(`[bootstrap] expected Node 24 at ${projectNode}, found ${version}`);
  process.exit(1);
}
log(`ready: Node ${version} (machine Node ${process.version})`);
