// The server started as an operator runs it, `node src/main.ts` in a child process: the tests of the
// process itself (process-lifecycle.test.ts, cluster.test.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the server with `env` over the test's environment; resolves once `listening` processes have
 * said they listen (the workers, in multi-process mode), or rejects with its output when it exits first.
 */
export function startServer(env: Record<string, string>, listening = 1): Promise<Started> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', SWEEP_INTERVAL_MINUTES: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started: Started = { child, output: () => text, exited };
  return new Promise((resolve, reject) => {
    const onData = () => {
      if (text.split('Storefront server on').length - 1 >= listening) {
        child.stdout?.off('data', onData);
        resolve(started);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${text}`)));
  });
}
