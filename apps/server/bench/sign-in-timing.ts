// Answer times of the sign-in e-mail calls for a customer's address and for an address that is no
// one's (issue 24, account probing): `send_login_link`, `send_reentry_code` and `verify_reentry_code`
// (a wrong code, after a code was sent to each address), and `register` (a sign-up with a customer's
// address, refused 400, against one with a new address, 201 and signed in), alternating known and unknown addresses, each from its own client address (X-Forwarded-For behind one trusted proxy)
// and for its own customer, so no limit answers instead. Prints the median, p90 and their ratio.
// `BENCH_ROUNDS` (200) requests of each kind; `BENCH_SMTP_MS` (0) makes the demo mailer take that
// long per e-mail, as an SMTP relay would; `BENCH_ONLY=send_login_link` runs one call. The server runs in this process (loopback, fresh in-memory
// PGlite); the requests are sent and timed from a worker thread, so that the work the server does
// after an answer (the e-mail) does not delay the client's reading of that answer.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { dealers, users } from '../src/db/schema.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { createRuntime } from '../src/server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SMTP_MS = Number(process.env.BENCH_SMTP_MS ?? 0);

if (isMainThread) {
  const config = { ...loadConfig(), logLevel: 'silent', host: '127.0.0.1', trustedProxies: 1 };
  const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await seedDemoData(database.db);
  const [dealer] = await database.db.select().from(dealers).where(eq(dealers.code, 'maple_motors'));
  if (!dealer) throw new Error('no demo dealer');
  const known: string[] = [];
  for (let i = 0; i < ROUNDS * 3; i += 1) {
    const email = `timing.${i}@example.com`;
    known.push(email);
    await database.db.insert(users).values({
      uid: randomUUID(),
      dealerId: dealer.id,
      role: 'customer',
      email,
      emailNormalized: email,
      firstName: 'Timing',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  }
  const runtime = await createRuntime(config, pino({ level: 'silent' }), database);
  if (SMTP_MS > 0) {
    const send = runtime.deps.mailer.send.bind(runtime.deps.mailer);
    runtime.deps.mailer.send = async (m) => {
      await new Promise((r) => setTimeout(r, SMTP_MS));
      return send(m);
    };
  }
  const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const worker = new Worker(new URL(import.meta.url), { workerData: { base, known } });
  await new Promise((resolve, reject) => worker.once('exit', resolve).once('error', reject));
  server.close();
  await runtime.close();
} else {
  const { base, known } = workerData as { base: string; known: string[] };
  const health = await fetch(`${base}/api/health`);
  const csrf = /sf_csrf=([^;]+)/.exec(health.headers.getSetCookie().join('\n'))?.[1] ?? '';
  let ip = 0;
  function bodyOf(path: string, email: string): Record<string, unknown> {
    if (path === 'verify_reentry_code') return { email, code: '000000' };
    if (path === 'register')
      return {
        email,
        first_name: 'Sam',
        last_name: 'Roy',
        phone: '416-555-0199',
        consents: { dealer_data_collection: true },
      };
    return { email };
  }
  async function timed(path: string, email: string, expected = 200): Promise<number> {
    ip += 1;
    const started = performance.now();
    const res = await fetch(`${base}/api/customer/user/${path}/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Dealer-Code': 'maple_motors',
        'X-CSRF-Token': csrf,
        Cookie: `sf_csrf=${csrf}`,
        'X-Forwarded-For': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      },
      body: JSON.stringify(bodyOf(path, email)),
    });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== expected) throw new Error(`${path} answered ${res.status}`);
    return ms;
  }

  const quantile = (xs: number[], q: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
  };

  let k = 0;
  const only = process.env.BENCH_ONLY;
  const calls = ['send_login_link', 'send_reentry_code', 'verify_reentry_code', 'register'];
  for (const path of calls.filter((p) => !only || p === only)) {
    // A wrong code (403) for an address that was sent one: the known address has a code to count
    // the attempt on and compare with (a code never matches 000000 but once in a million).
    const verify = path === 'verify_reentry_code';
    // A sign-up answers 201 for a new address and 400 for a customer's (the answer itself differs).
    const status = (which: 'known' | 'unknown') =>
      verify ? 403 : path !== 'register' ? 200 : which === 'known' ? 400 : 201;
    // Warm-up: the first calls compile queries.
    for (let i = 0; i < 20; i += 1) await timed(path, `warm.${path}.${i}@example.com`, status('unknown'));
    const order: Array<{ which: 'known' | 'unknown'; email: string }> = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const pair: Array<'known' | 'unknown'> = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const which of pair)
        order.push({
          which,
          email: which === 'known' ? (known[k++] ?? '') : `nobody.${path}.${i}@example.com`,
        });
    }
    if (verify) {
      // The codes first (stored after their answers), then a pause for the last ones to be written.
      for (const { email } of order) await timed('send_reentry_code', email, 200);
      await new Promise((r) => setTimeout(r, 2000));
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    for (const { which, email } of order) times[which].push(await timed(path, email, status(which)));
    const [km, um] = [quantile(times.known, 0.5), quantile(times.unknown, 0.5)];
    console.log(
      `${path} (${ROUNDS} each${SMTP_MS ? `, mailer ${SMTP_MS} ms` : ''}): known median ${km.toFixed(2)} ms, p90 ${quantile(times.known, 0.9).toFixed(2)} ms; unknown median ${um.toFixed(2)} ms, p90 ${quantile(times.unknown, 0.9).toFixed(2)} ms; known/unknown ${(km / um).toFixed(2)}`,
    );
  }
}
