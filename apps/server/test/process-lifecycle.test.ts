/**
 * The server as an operator runs it: `node src/main.ts` in a child process on the embedded database.
 * A SIGTERM under load drains (no request that had started is reset, the database is closed, exit 0);
 * a second process on the same data folder refuses to start instead of losing the first one's writes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, MAIN, startServer } from './server-process.ts';

const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const LOADED_PATH = '/api/customer/inventory/simple/?page_size=20';
/** The drain's grace for idle kept-alive connections (src/http/drain.ts, its default). */
const IDLE_GRACE_MS = 1000;
const DEALER = { 'X-Dealer-Code': 'maple_motors' };

/**
 * A request's end: answered; refused (no connection: the server stopped listening); cut after its
 * answer began; or unanswered: the connection closed before any byte of an answer, which a client
 * retries (HTTP/1.1 §9.3.1: a request sent on a kept-alive connection the server was closing may never
 * have reached it; whether the server had started it, only the server can say: its `drained` count).
 */
type Outcome = 'ok' | 'refused' | 'cut' | 'unanswered';

function get(agent: http.Agent, port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    // A call that reads the database (tens of milliseconds, not the health check's one): at the signal,
    // requests are under way in the server, whose cut a careless drain would count.
    const request = http.get(
      { agent, host: '127.0.0.1', port, path: LOADED_PATH, headers: DEALER },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? 'ok' : 'cut'));
        response.on('error', () => resolve('cut'));
      },
    );
    // A new connection the kernel queued but the server never accepted (its listening socket closed
    // at the signal) is reset, not refused: like a refusal, no request of it reached the server. Only
    // an error on a reused (kept-alive) connection can be a request the drain dropped.
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && !request.reusedSocket)
          ? 'refused'
          : 'unanswered',
      ),
    );
  });
}

/** The server's own account of its drain (its `drained` log line). */
function drainedOf(output: string): { answered: number; cut: number } | null {
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"drained"')) continue;
    const { answered, cut } = JSON.parse(line) as { answered: number; cut: number };
    return { answered, cut };
  }
  return null;
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
    const counts = { before: 0, after: 0, refused: 0, cut: 0, unanswered: 0, unansweredInGrace: 0 };
    let signalled = false;
    let signalAt = 0;
    const loops = Array.from({ length: connections }, async () => {
      for (;;) {
        const startedAfterSignal = signalled;
        const outcome = await get(agent, port);
        if (outcome === 'refused') {
          counts.refused += 1;
          return;
        }
        if (outcome === 'cut') counts.cut += 1;
        // Unanswered within the idle grace: a connection closed with a request on it (the server closes
        // an idle connection only after the grace; one that a stalled client reused then is retried).
        else if (outcome === 'unanswered' && performance.now() - signalAt < IDLE_GRACE_MS)
          counts.unansweredInGrace += 1;
        else if (outcome === 'unanswered') counts.unanswered += 1;
        else if (startedAfterSignal) counts.after += 1;
        else counts.before += 1;
      }
    });
    // Let every connection serve a few requests first.
    while (counts.before < connections * 5) await new Promise((resolve) => setTimeout(resolve, 20));
    signalled = true;
    signalAt = performance.now();
    server.child.kill('SIGTERM');
    await Promise.all(loops);
    agent.destroy();
    const code = await server.exited;

    // No request the server started was cut (its own count), and no answer the client saw begin was.
    expect(drainedOf(server.output()), server.output()).toMatchObject({ cut: 0 });
    expect(counts.cut, server.output()).toBe(0);
    expect(counts.unansweredInGrace, JSON.stringify(counts)).toBe(0);
    // A request that never reached the server before it closed the connection is retried, as clients
    // do; each loop ends refused once the server no longer listens.
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
