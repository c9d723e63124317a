/**
 * Multi-process mode as an operator runs it: `WEB_CONCURRENCY=2 node src/main.ts` over PostgreSQL in a
 * child process (the primary migrates and seeds a fresh database, two workers share the port). Which
 * worker answered a request is read from the server's own log: the request's `X-Request-Id` on a line
 * with the worker's `pid`. Each request goes on a new connection, which the primary hands to the
 * workers in turn.
 *
 * The single process on the embedded database (its drain, its data-folder lock) is
 * process-lifecycle.test.ts; what is checked here is what several processes add: a session made in one
 * worker is honoured by the other, a logout in one is seen by the other within SESSION_CACHE_MS, and a
 * SIGTERM to the primary drains both workers (no started request cut) and exits 0.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from './helpers.ts';
import { freePort, MAIN, type Started as StartedProcess, startServer } from './server-process.ts';

const url = process.env.TEST_DATABASE_URL;
/** The session cache's bound, set here so that the test states the figure it checks. */
const SESSION_CACHE_MS = 2000;

interface Started extends StartedProcess {
  port: number;
}

/** Starts `node src/main.ts` on a free port with `env`; resolves once `listening` workers listen. */
async function start(env: Record<string, string>, listening: number): Promise<Started> {
  const port = await freePort();
  const started = await startServer(
    { PORT: String(port), SIGN_UPS_PER_IP_PER_HOUR: '1000', ...env },
    listening,
  );
  return { ...started, port };
}

interface Answer {
  status: number;
  body: string;
  requestId: string;
  setCookies: string[];
}

/** One request on a connection of its own (`agent: false`, `Connection: close`). */
function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          Connection: 'close',
          'X-Dealer-Code': 'maple_motors',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            requestId: String(response.headers['x-request-id'] ?? ''),
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const cookieValue = (answer: Answer, name: string) =>
  answer.setCookies.map((c) => new RegExp(`^${name}=([^;]+)`).exec(c)?.[1]).find(Boolean);

/** The pid of the worker that answered a request (its `request` log line), once the line is out. */
async function workerOf(server: Started, requestId: string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    for (const line of server.output().split('\n')) {
      if (!line.includes(requestId) || !line.includes('"msg":"request"')) continue;
      return (JSON.parse(line) as { pid: number }).pid;
    }
    // Log lines are buffered (at most 200 ms, src/logger.ts).
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line for request ${requestId}:\n${server.output()}`);
}

/** Each worker's `drained` account (its pid, answered and cut). */
function drainedLines(output: string): { pid: number; answered: number; cut: number }[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"msg":"drained"'))
    .map((line) => JSON.parse(line) as { pid: number; answered: number; cut: number });
}

describe.runIf(!url)('several processes on the embedded database', () => {
  it('are refused: WEB_CONCURRENCY=2 without DATABASE_URL exits 1 naming DATABASE_URL, and nothing listens', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), WEB_CONCURRENCY: '2', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout?.on('data', (chunk) => (text += chunk));
    child.stderr?.on('data', (chunk) => (text += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code, text).toBe(1);
    expect(text).toMatch(/WEB_CONCURRENCY > 1 needs DATABASE_URL/);
    expect(text).not.toContain('Storefront server on');
  }, 60_000);
});

// The PGlite layer has no PostgreSQL server: the name says why these are skipped there.
describe.skipIf(!url)(
  'several processes over PostgreSQL (WEB_CONCURRENCY=2; skipped without TEST_DATABASE_URL, e.g. in the PGlite layer)',
  () => {
    let database: { url: string; drop: () => Promise<void> };
    let server: Started;
    beforeAll(async () => {
      database = await freshPostgres(String(url));
      server = await start(
        {
          DATABASE_URL: database.url,
          WEB_CONCURRENCY: '2',
          SEED_ON_START: 'true',
          SESSION_CACHE_MS: String(SESSION_CACHE_MS),
        },
        2,
      );
    }, 120_000);
    afterAll(async () => {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await database?.drop();
    });

    it('both workers serve, and a session made in one is honoured by the other; a logout in one is seen by the other within SESSION_CACHE_MS', async () => {
      const { port } = server;
      const first = await request(port, 'GET', '/api/health', {});
      expect(first.status).toBe(200);
      const csrf = String(cookieValue(first, 'sf_csrf'));
      const email = `cluster.${Date.now()}@example.com`;
      const registered = await request(
        port,
        'POST',
        '/api/customer/user/register/',
        { Cookie: `sf_csrf=${csrf}`, 'X-CSRF-Token': csrf },
        {
          email,
          first_name: 'Cluster',
          last_name: 'Shopper',
          phone: '416-555-0142',
          postal_code: 'M5V 2T6',
          consents: { dealer_data_collection: true },
        },
      );
      expect(registered.status, registered.body).toBe(201);
      const madeBy = await workerOf(server, registered.requestId);
      const session = String(cookieValue(registered, 'sf_session'));
      const csrfAfter = cookieValue(registered, 'sf_csrf') ?? csrf;
      const cookie = `sf_csrf=${csrfAfter}; sf_session=${session}`;

      // Signed in on every worker: each answer is the customer, and both workers gave some of them.
      const byWorker = new Map<number, number>();
      for (let i = 0; i < 6; i++) {
        const me = await request(port, 'GET', '/api/customer/user/current_user/', { Cookie: cookie });
        expect(me.status).toBe(200);
        expect(JSON.parse(me.body)?.email).toBe(email);
        const pid = await workerOf(server, me.requestId);
        byWorker.set(pid, (byWorker.get(pid) ?? 0) + 1);
      }
      expect([...byWorker.keys()].sort(), JSON.stringify([...byWorker])).toHaveLength(2);
      expect(byWorker.get(madeBy)).toBeGreaterThan(0);

      // Both workers hold the session in their caches now. Log out through one of them.
      const loggedOut = await request(port, 'POST', '/api/customer/user/logout/', {
        Cookie: cookie,
        'X-CSRF-Token': csrfAfter,
      });
      expect(loggedOut.status, loggedOut.body).toBe(200);
      const logoutBy = await workerOf(server, loggedOut.requestId);
      const loggedOutAt = performance.now();

      // In the worker that logged out: anonymous at once. In the other: within SESSION_CACHE_MS.
      const seen = new Map<number, number>();
      while (seen.size < 2) {
        const me = await request(port, 'GET', '/api/customer/user/current_user/', { Cookie: cookie });
        const pid = await workerOf(server, me.requestId);
        const elapsed = performance.now() - loggedOutAt;
        const signedIn = me.status === 200 && JSON.parse(me.body)?.email === email;
        if (pid === logoutBy)
          expect(signedIn, 'the worker that logged out still knows the session').toBe(false);
        if (!signedIn && !seen.has(pid)) seen.set(pid, elapsed);
        // Still signed in in the other worker: allowed only within the bound (with 500 ms for the
        // request's own time on this shared machine).
        if (signedIn) expect(elapsed).toBeLessThan(SESSION_CACHE_MS + 500);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, 60_000);

    it('drains both workers on SIGTERM to the primary under load: no started request cut, exit 0', async () => {
      const { port } = server;
      const connections = 20;
      const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
      const counts = { ok: 0, cut: 0, refused: 0, unanswered: 0 };
      let signalled = false;
      const get = () =>
        new Promise<'ok' | 'cut' | 'refused' | 'unanswered'>((resolve) => {
          const req = http.get(
            {
              agent,
              host: '127.0.0.1',
              port,
              path: '/api/customer/inventory/simple/?page_size=20',
              headers: { 'X-Dealer-Code': 'maple_motors' },
            },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode === 200 ? 'ok' : 'cut'));
              response.on('error', () => resolve('cut'));
            },
          );
          req.on('error', (error: NodeJS.ErrnoException) =>
            resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'unanswered'),
          );
        });
      const loops = Array.from({ length: connections }, async () => {
        for (;;) {
          const outcome = await get();
          counts[outcome] += 1;
          if (outcome === 'refused') return;
          // Before the signal, a failure is a defect: stop so that the assertions report it.
          if (outcome !== 'ok' && !signalled) return;
        }
      });
      while (counts.ok < connections * 3 && counts.cut + counts.unanswered === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
      signalled = true;
      server.child.kill('SIGTERM');
      await Promise.all(loops);
      agent.destroy();
      const code = await server.exited;

      const drained = drainedLines(server.output());
      // Each worker drained (its own account), and none cut a request it had started.
      expect(new Set(drained.map((d) => d.pid)).size, server.output()).toBe(2);
      for (const d of drained) expect(d.cut, server.output()).toBe(0);
      expect(counts.cut, JSON.stringify(counts)).toBe(0);
      expect(counts.refused).toBe(connections);
      expect(code, server.output()).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
    }, 60_000);

    it('exits 1 when a worker had to cut a request at the drain limit, as one process does', async () => {
      const again = await start(
        { DATABASE_URL: database.url, WEB_CONCURRENCY: '2', SEED_ON_START: 'false' },
        2,
      );
      try {
        // A request whose body never finishes (past the anti-forgery check, the route waits for the
        // body): under way in a worker until the drain's limit (10 s).
        const csrf = String(cookieValue(await request(again.port, 'GET', '/api/health', {}), 'sf_csrf'));
        const socket = connect(again.port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          [
            'POST /api/customer/payment-type/finance/pricing/ HTTP/1.1',
            'Host: 127.0.0.1',
            'X-Dealer-Code: maple_motors',
            'Content-Type: application/json',
            `Cookie: sf_csrf=${csrf}`,
            `X-CSRF-Token: ${csrf}`,
            'Content-Length: 100',
            '',
            '{',
          ].join('\r\n'),
        );
        socket.on('error', () => {});
        await new Promise((resolve) => setTimeout(resolve, 500));
        again.child.kill('SIGTERM');
        const code = await again.exited;
        socket.destroy();
        const drained = drainedLines(again.output());
        expect(drained.map((d) => d.cut).sort(), again.output()).toEqual([0, 1]);
        expect(code, again.output()).toBe(1);
      } finally {
        if (again.child.exitCode === null) again.child.kill('SIGKILL');
      }
    }, 90_000);
  },
);
