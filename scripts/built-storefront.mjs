// For the page benchmarks (lighthouse.mjs, throttled-load.mjs): the storefront built and served by
// the real server on its embedded database with the demo dealers, in a throwaway data folder.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the storefront and the dealer console (exits the process when a build fails). */
export function buildStorefront() {
  const storefront = join(root, 'apps/storefront');
  const build = spawnSync(join(storefront, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: storefront,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
  const consoleBuild = spawnSync(
    join(storefront, 'node_modules/.bin/vite'),
    ['build', '-c', 'vite.console.config.ts', '--logLevel', 'warn'],
    { cwd: storefront, stdio: 'inherit' },
  );
  if (consoleBuild.status !== 0) process.exit(1);
}

/** Starts the server on `port` and waits for its health check; `await stop()` ends it and removes its data. */
export async function serveStorefront(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const server = spawn(process.execPath, [join(root, 'apps/server/src/main.ts')], {
    cwd: join(root, 'apps/server'),
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
      if (i === 120) throw new Error('server did not start');
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
