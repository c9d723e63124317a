/**
 * The server as an operator runs it: `node src/main.ts` in a child process on the embedded database.
 * A SIGTERM under load drains (no request that had started is reset, the database is closed, exit 0);
 * a second process on the same data folder refuses to start instead of losing the first one's writes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freePort(): Promise<number> {
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

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the server; resolves once it listens (or rejects with its output when it exits first). */
function startServer(env: Record<string, string>): Promise<Started> {
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
      if (text.includes('Storefront server on')) {
        child.stdout?.off('data', onData);
        resolve(started);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${text}`)));
  });
}

type Outcome = 'ok' | 'refused' | 'reset';

function get(agent: http.Agent, port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ agent, host: '127.0.0.1', port, path: '/api/health' }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? 'ok' : 'reset'));
      response.on('error', () => resolve('reset'));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'),
    );
  });
}

// A process on the embedded database: the PostgreSQL layer would repeat it unchanged.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process', () => {
  it('drains on SIGTERM under load: no started request is reset, each connection serves at most its current request, the database closes, exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sf-drain-'));
    folders.push(dataDir);
    const port = await freePort();
    const server = await startServer({ PORT: String(port), DATA_DIR: join(dataDir, 'pglite') });

    const connections = 40;
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const counts = { before: 0, after: 0, refused: 0, reset: 0, otherStatus: 0 };
    let signalled = false;
    const loops = Array.from({ length: connections }, async () => {
      for (;;) {
        const startedAfterSignal = signalled;
        const outcome = await get(agent, port);
        if (outcome === 'refused') {
          counts.refused += 1;
          return;
        }
        if (outcome === 'reset') counts.reset += 1;
        else if (startedAfterSignal) counts.after += 1;
        else counts.before += 1;
      }
    });
    // Let every connection serve a few requests first.
    while (counts.before < connections * 5) await new Promise((resolve) => setTimeout(resolve, 20));
    signalled = true;
    server.child.kill('SIGTERM');
    await Promise.all(loops);
    agent.destroy();
    const code = await server.exited;

    expect(counts.reset, server.output()).toBe(0);
    expect(counts.refused).toBe(connections);
    // The request each connection had under way when the signal came, and at most one sent before its
    // `Connection: close` answer arrived.
    expect(counts.after).toBeLessThanOrEqual(connections * 2);
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain('database closed');
  }, 60_000);

  it('refuses a second process on the same data folder with a clear message, and the first keeps serving', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sf-lock-'));
    folders.push(dataDir);
    const env = { DATA_DIR: join(dataDir, 'pglite') };
    const first = await startServer({ ...env, PORT: String(await freePort()) });
    try {
      const secondPort = await freePort();
      const second = spawn(process.execPath, [MAIN], {
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          SWEEP_INTERVAL_MINUTES: '0',
          ...env,
          PORT: String(secondPort),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      second.stdout?.on('data', (chunk) => {
        text += chunk;
        // Listening is the defect: stop it so the assertions below report it.
        if (text.includes('Storefront server on')) second.kill('SIGKILL');
      });
      second.stderr?.on('data', (chunk) => (text += chunk));
      const code = await new Promise<number | null>((resolve) => second.on('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(text).toMatch(/data folder .* is in use by process \d+/);
      expect(text).not.toContain('Storefront server on');

      const agent = new http.Agent();
      const firstPort = Number(/localhost:(\d+)/.exec(first.output())?.[1]);
      expect(await get(agent, firstPort)).toBe('ok');
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    // The lock goes with the process: a new one starts on the same folder.
    const again = await startServer({ ...env, PORT: String(await freePort()) });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
