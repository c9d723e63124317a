// For the page benchmarks (lighthouse.mjs, throttled-load.mjs): the storefront built and served by
// the real server on its embedded database with the demo dealers, in a throwaway data folder.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the storefront and the dealer console of a checkout (this one by default; a checkout without a
 * console builds the storefront alone). Exits the process when a build fails.
 */
export function buildStorefront(checkout = root) {
  const storefront = join(checkout, 'apps/storefront');
  const build = spawnSync(join(storefront, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: storefront,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
  if (!existsSync(join(storefront, 'vite.console.config.ts'))) return;
  const consoleBuild = spawnSync(
    join(storefront, 'node_modules/.bin/vite'),
    ['build', '-c', 'vite.console.config.ts', '--logLevel', 'warn'],
    { cwd: storefront, stdio: 'inherit' },
  );
  if (consoleBuild.status !== 0) process.exit(1);
}

/**
 * Starts the server of a checkout (this one by default) on `port` and waits for its health check;
 * `await stop()` ends it and removes its data.
 */
export async function serveStorefront(port, checkout = root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const server = spawn(process.execPath, [join(checkout, 'apps/server/src/main.ts')], {
    cwd: join(checkout, 'apps/server'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  // Removes the data once the server has exited (it may still write while it shuts down).
  const stop = async () => {
    const exited = server.exitCode === null ? once(server, 'exit') : Promise.resolve();
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      // (2 min: a server starting beside other sessions' builds on a shared two-core machine)
      if (i === 240) throw new Error('server did not start');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** `after / before` as a ratio with two decimals ("–" when the baseline is 0 or missing). */
export const ratio = (after, before) => (before > 0 ? (after / before).toFixed(2) : '–');

/**
 * The checkouts a benchmark measures: this one, served on `port`, and with `--baseline <dir>` (another
 * clone or worktree of the repository, its dependencies installed) that one too, on `port + 10`. Each is
 * built first (unless `--no-build`), and known with its origin and the id of the default dealer's first
 * vehicle. A benchmark alternates its runs between them, so that both see the same machine load, and
 * reports the figures side by side with their ratio. `await stop()` ends the servers.
 */
export async function serveCheckouts(args, port) {
  const at = args.indexOf('--baseline');
  const baseline = at === -1 ? null : args[at + 1];
  const checkouts = [{ name: 'this', dir: root, port }];
  if (baseline) checkouts.push({ name: 'baseline', dir: baseline, port: port + 10 });
  if (!args.includes('--no-build')) for (const checkout of checkouts) buildStorefront(checkout.dir);
  const servers = [];
  const stop = async () => {
    for (const server of servers) await server.stop();
  };
  try {
    for (const checkout of checkouts) {
      const server = await serveStorefront(checkout.port, checkout.dir);
      servers.push(server);
      checkout.origin = server.origin;
      const list = await (await fetch(`${server.origin}/api/customer/inventory/simple/?page_size=1`)).json();
      checkout.vehicleId = list.results?.[0]?.id;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { checkouts, baseline, stop };
}
