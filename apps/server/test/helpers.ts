import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { AppDeps } from '../src/http/env.ts';
import { stopTasks } from '../src/modules/praq/tasks.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { settleAfterAnswer } from '../src/services/after-answer.ts';
import type { Mailer, MailMessage } from '../src/services/mailer.ts';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  sentMail: MailMessage[];
  /** Moves the clock used by the app (sessions, codes) forward. */
  advance(ms: number): void;
  /**
   * Stops the app's clock at its present reading (only `advance` moves it then), for boundaries
   * finer than the time the requests themselves take; `frozen(false)` lets it run again from there.
   */
  frozen(on: boolean): void;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped at the end. */
export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestContext(overrides: Partial<ServerConfig> = {}): Promise<TestContext> {
  const testUrl = process.env.TEST_DATABASE_URL;
  const pgDb = testUrl ? await freshPostgres(testUrl) : null;
  const database = await openDatabase({ url: pgDb?.url, dataDir: 'memory://', poolSize: 4 });
  await database.migrate();
  await seedDemoData(database.db);
  const config: ServerConfig = {
    ...loadConfig({}),
    storefrontDist: `${mkdtempSync(join(tmpdir(), 'sf-dist-missing-'))}/none`,
    logLevel: 'silent',
    // The test files sign up many shoppers, as the end-to-end server does (e2e/start-server.ts): a
    // large sign-up allowance per client address; test/sign-up-limit.test.ts sets a small one.
    signUpsPerIpPerHour: 100_000,
    ...overrides,
  };
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (m) => {
      sentMail.push(m);
    },
    close: () => {},
  };
  let offset = 0;
  let frozenAt: number | null = null;
  const deps: AppDeps = {
    database,
    config,
    logger: pino({ level: 'silent' }),
    mailer,
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    secret: 'test-secret',
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    sentMail,
    advance: (ms) => {
      offset += ms;
    },
    frozen: (on) => {
      if (on && frozenAt === null) frozenAt = Date.now();
      if (!on && frozenAt !== null) {
        offset -= Date.now() - frozenAt;
        frozenAt = null;
      }
    },
    close: async () => {
      await settleAfterAnswer(database.db);
      await stopTasks(database.db);
      await database.close();
      await pgDb?.drop();
    },
  };
}

export interface ClientOptions {
  dealer?: string | undefined;
  ip?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/**
 * A browser-like client over app.request(): keeps cookies, echoes the anti-forgery cookie in
 * X-CSRF-Token on unsafe requests (unless told not to) and sends the dealer header.
 */
export function client(ctx: TestContext, options: ClientOptions = {}) {
  const jar = new Map<string, string>();
  const store = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/Max-Age=0\b/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  async function request(
    method: string,
    path: string,
    body?: unknown,
    extra: { headers?: Record<string, string>; csrf?: boolean; raw?: string } = {},
  ): Promise<TestResponse> {
    if (!jar.has('sf_csrf') && method !== 'GET') {
      store(await ctx.app.request('/api/health'));
    }
    const headers: Record<string, string> = {};
    if (options.dealer) headers['X-Dealer-Code'] = options.dealer;
    Object.assign(headers, extra.headers);
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && extra.csrf !== false) headers['X-CSRF-Token'] = jar.get('sf_csrf') ?? '';
    let payload: string | undefined = extra.raw;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    } else if (payload !== undefined && !headers['Content-Type']) {
      headers['Content-Type'] = 'application/json';
    }
    const res = await ctx.app.request(
      path,
      { method, headers, body: payload },
      { incoming: { socket: { remoteAddress: options.ip ?? '127.0.0.1' } } as unknown as IncomingMessage },
    );
    store(res);
    const text = await res.text();
    // What the request started after its answer (e-mails) is done before the test reads on.
    await settleAfterAnswer(ctx.database.db);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) =>
      request('GET', path, undefined, headers ? { headers } : {}),
    post: (
      path: string,
      body?: unknown,
      extra?: { headers?: Record<string, string>; csrf?: boolean; raw?: string },
    ) => request('POST', path, body, extra),
    patch: (
      path: string,
      body?: unknown,
      extra?: { headers?: Record<string, string>; csrf?: boolean; raw?: string },
    ) => request('PATCH', path, body, extra),
    request,
  };
}

export type Client = ReturnType<typeof client>;

/** Narrows a JSON body to a record for property access in assertions. */
export function obj(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new Error(`not an object: ${String(body)}`);
  return body as Record<string, unknown>;
}

export function list(body: unknown): Record<string, unknown>[] {
  const results = obj(body).results;
  if (!Array.isArray(results)) throw new Error('no results');
  return results as Record<string, unknown>[];
}
