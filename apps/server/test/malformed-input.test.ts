import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, textErrors } from '../src/http/body.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';

let ctx: TestContext;
let signed: Client;
let userId = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  signed = client(ctx, { ip: '10.99.0.1' });
  const res = await signed.post('/api/customer/user/register/', {
    email: 'fuzz@example.com',
    first_name: 'Fuzz',
    last_name: 'Tester',
    phone: '416-555-0123',
    consents: { dealer_data_collection: true },
  });
  userId = Number(obj(res.body).id);
});
afterAll(async () => {
  await ctx.close();
});

/** Every route that reads a body. */
const ROUTES = (): [string, string][] => [
  ['POST', '/i18n/'],
  ['POST', '/api/customer/user/register/'],
  ['POST', '/api/customer/user/send_login_link/'],
  ['POST', '/api/customer/user/send_reentry_code/'],
  ['POST', '/api/customer/user/verify_reentry_code/'],
  ['PATCH', `/api/customer/user/${userId}/`],
  ['POST', '/api/customer/user/save_client_id/'],
  ['POST', '/api/customer/user/add_note/'],
  ['POST', '/api/customer/user/log_crm_event/'],
  ['POST', '/api/customer/user/validate_input/'],
  ['POST', `/api/customer/user/${userId}/save_consents/`],
  ['POST', `/api/customer/user/${userId}/send_customer_lead/`],
  ['POST', `/api/customer/user/${userId}/send_finance_lead/`],
  ['POST', '/api/customer/consents/'],
  ['POST', '/api/customer/bounce-recovery/'],
  ['POST', '/api/customer/customer-question/'],
  ['POST', '/api/customer/dealership/map/'],
  ['POST', '/api/dealer/auth/login/'],
];

const ACCEPTABLE = new Set([200, 201, 400, 401, 403, 404, 412, 413, 429]);

describe('malformed input never answers 500', () => {
  it('answers 400 with non_field_errors to bad JSON, arrays and scalars', async () => {
    for (const [method, path] of ROUTES()) {
      for (const raw of ['{"a":', '[1,2]', '"text"', '42', 'null', '{"a":1}}']) {
        const res = await signed.request(method, path, undefined, { raw });
        expect(res.status, `${method} ${path} ${raw}`).toBe(400);
        expect(obj(res.body)).toHaveProperty('non_field_errors');
      }
    }
  });

  it('answers 413 to a huge body', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(200_000) });
    for (const [method, path] of ROUTES()) {
      const res = await signed.request(method, path, undefined, { raw: huge });
      expect(res.status, `${method} ${path}`).toBe(413);
    }
  });

  it('answers field errors to wrong types, SQL and HTML payloads', async () => {
    const payloads: Record<string, unknown>[] = [
      { email: 42, message: ['x'], language: { $ne: 1 } },
      {
        email: "' OR 1=1 --@example.com",
        message: "'; DROP TABLE users; --",
        first_name: '<script>alert(1)</script>',
      },
      { consent_values: 'yes', found_what_was_looking_for: 'maybe', latitude: -1e308 },
      { __proto__: { admin: true }, constructor: { prototype: {} } },
    ];
    for (const [method, path] of ROUTES()) {
      for (const body of payloads) {
        const res = await signed.request(method, path, body);
        expect(ACCEPTABLE.has(res.status), `${method} ${path} -> ${res.status} ${res.text}`).toBe(true);
        expect(res.status).not.toBe(200);
      }
    }
  });

  it('survives random JSON objects at every route (property test)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES()),
        fc.dictionary(
          fc.oneof(
            fc.constantFrom('email', 'code', 'language', 'consent_values', 'phone', 'vehicle', 'rating'),
            fc.string(),
          ),
          fc.jsonValue({ maxDepth: 3 }),
          { maxKeys: 6 },
        ),
        async ([method, path], body) => {
          const res = await signed.request(method, path, body);
          return ACCEPTABLE.has(res.status);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('survives random query strings on the inventory list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'page',
            'page_size',
            'condition',
            'make',
            'budget',
            'modelYear',
            'sort',
            'stock_status',
            'search',
            'features',
          ),
          fc.string({ maxLength: 30 }),
          { maxKeys: 5 },
        ),
        async (query) => {
          const res = await client(ctx).get(`/api/customer/inventory/simple/?${new URLSearchParams(query)}`);
          return res.status === 200 || res.status === 400;
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** The worst body of issue 16: 16,000 levels of nesting in 96 KB, under the 100 KB limit. */
const DEPTH = 16_000;
const worstArrays = () => `{"feedback":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;
const worstObjects = () => `{"feedback":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}}`;

describe('deeply nested JSON (issue 16, item 2)', () => {
  it('answers 400 with a localised message to a body nested deeper than the limit, at every route', async () => {
    for (const [method, path] of ROUTES()) {
      for (const raw of [worstArrays(), worstObjects()]) {
        expect(raw.length).toBeLessThan(ctx.deps.config.bodyLimitBytes);
        const res = await signed.request(method, path, undefined, { raw });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(obj(res.body).non_field_errors).toEqual(['The JSON is nested too deeply.']);
      }
    }
    const fr = await signed.request('POST', '/api/customer/bounce-recovery/', undefined, {
      raw: worstArrays(),
      headers: { 'X-Language': 'fr' },
    });
    expect(obj(fr.body).non_field_errors).toEqual(['Le JSON est imbriqué trop profondément.']);
  }, 120_000);

  it('accepts nesting up to the limit (strings inside brackets do not count) and refuses one level more', async () => {
    // The body itself is the first level: `levels` in all.
    const nested = (levels: number) =>
      `{"event":"x","data":${'['.repeat(levels - 1)}"[[{{\\"["${']'.repeat(levels - 1)}}`;
    const at = await signed.post('/api/customer/user/log_crm_event/', undefined, {
      raw: nested(MAX_JSON_DEPTH),
    });
    expect(at.status, at.text).not.toBe(500);
    expect(obj(at.body).non_field_errors).toBeUndefined();
    const over = await signed.post('/api/customer/user/log_crm_event/', undefined, {
      raw: nested(MAX_JSON_DEPTH + 1),
    });
    expect(over.status).toBe(400);
    expect(obj(over.body).non_field_errors).toEqual(['The JSON is nested too deeply.']);
  });

  it('names the path of a bad string deep in a body, each bad field once', () => {
    const body = { a: [{ b: 'ok' }, { c: 'x\u0000' }], d: { e: { f: '\ud800' } }, 'g\u0000': 1 };
    expect({ ...textErrors(body) }).toEqual({
      'a.1.c': ['Null characters are not allowed.'],
      'd.e.f': ['Invalid Unicode text.'],
      g: ['Null characters are not allowed.'],
    });
    expect({ ...textErrors('\u0000') }).toEqual({ non_field_errors: ['Null characters are not allowed.'] });
  });

  it('keeps answering a concurrent health check while the worst bodies are processed (over a socket)', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${base}/api/health`);
      const csrf = /sf_csrf=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Cookie: `sf_csrf=${csrf}` };
      // The health checks are answered between the worst bodies, not after them. How fast is a figure
      // of the machine, not asserted here (no wall-clock assertion in a test): measured beside the
      // fuzz by bench/fuzz-health.ts (the README's figures).
      let outstanding = 0;
      const worstStatuses: number[] = [];
      const sender = async () => {
        for (let i = 0; i < 25; i++) {
          outstanding += 1;
          const res = await fetch(`${base}/api/customer/bounce-recovery/`, {
            method: 'POST',
            headers,
            body: i % 2 ? worstObjects() : worstArrays(),
          });
          worstStatuses.push(res.status);
          await res.arrayBuffer();
          outstanding -= 1;
        }
      };
      const senders = [sender(), sender()];
      const health: { status: number; whileBusy: boolean }[] = [];
      const checker = async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        while (outstanding > 0) {
          const res = await fetch(`${base}/api/health`);
          await res.arrayBuffer();
          health.push({ status: res.status, whileBusy: outstanding > 0 });
        }
      };
      await Promise.all([checker(), ...senders]);
      expect(
        health.filter((h) => h.whileBusy).length,
        'health checks answered between the bodies',
      ).toBeGreaterThan(0);
      expect(health.every((h) => h.status === 200)).toBe(true);
      expect(worstStatuses.length).toBe(50);
      expect(new Set(worstStatuses)).toEqual(new Set([400]));
    } finally {
      server.close();
    }
  }, 180_000);
});
