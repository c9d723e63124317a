import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
