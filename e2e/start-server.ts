// Builds the storefront and starts the server on a fresh embedded database in a temporary
// folder, so every end-to-end run starts from the demo data and leaves nothing behind.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const storefront = join(root, 'apps/storefront');
const build = spawnSync(join(storefront, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
  cwd: storefront,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('storefront build failed', build.error ?? '');
  process.exit(build.status ?? 1);
}
// The dealer console: its own build into dist/console/ (after the storefront's, which empties dist/).
const consoleBuild = spawnSync(
  join(storefront, 'node_modules/.bin/vite'),
  ['build', '-c', 'vite.console.config.ts', '--logLevel', 'warn'],
  { cwd: storefront, stdio: 'inherit' },
);
if (consoleBuild.status !== 0) {
  console.error('dealer console build failed', consoleBuild.error ?? '');
  process.exit(consoleBuild.status ?? 1);
}
// Bundle-size budgets of the pages' up-front JavaScript: a regression fails the test command.
const budget = spawnSync(process.execPath, [join(root, 'scripts/check-bundle-size.mjs')], {
  stdio: 'inherit',
});
if (budget.status !== 0) process.exit(budget.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
const port = process.env.E2E_PORT ?? '3111';
const server = spawn(process.execPath, [join(root, 'apps/server/src/main.ts')], {
  cwd: join(root, 'apps/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The journeys read sign-in codes on the dev mailbox (served to loopback clients only) and follow
    // e-mailed links, which the server builds on its public origin: the address the browser uses.
    DEV_PAGES: '1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // Every journey signs its shoppers up from 127.0.0.1 against this one server: far more than the
    // production allowance of sign-ups per client address (10 an hour).
    SIGN_UPS_PER_IP_PER_HOUR: '100000',
  },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
