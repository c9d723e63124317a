/**
 * Property tests generated from the route schemas (issue 5): for every operation of the API with a body
 * (the platform's and every module's, `allOperations()` of platform/openapi.ts),
 * payloads are generated FROM its zod schema (test/zod-arbitrary.ts) and then broken in one way —
 * a field of the wrong type, an unknown field, a string over its length limit, a missing required
 * field, SQL and HTML payloads in every string, a body over the size limit. The server must answer
 * 400 with Django-style field errors naming the broken field (413 for the size), and never 500.
 */
import { inventoryQuerySchema } from '@storefront/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_JSON_DEPTH } from '../src/http/body.ts';
import { zodFieldErrors } from '../src/http/helpers.ts';
import { LANGUAGE_COOKIE } from '../src/modules/i18n/routes.ts';
import { allOperations, ID, type Op } from '../src/modules/platform/openapi.ts';
import { DEMO_STAFF, depositBody, pickVehicles, sandboxToken, staffClient } from './deal/helpers.ts';
import {
  type Client,
  client,
  createTestContext,
  list,
  obj,
  type TestContext,
  type TestResponse,
} from './helpers.ts';
import {
  HOSTILE_PATH_VALUES,
  HOSTILE_QUERY_VALUES,
  hostileQueryValue,
  isOptional,
  maxLengthOf,
  NASTY_STRINGS,
  nestedJson,
  shapeOf,
  unwrap,
  validArbitrary,
  wrongArbitrary,
} from './zod-arbitrary.ts';

const RUNS = Number(process.env.PROPERTY_RUNS) || 40;
/**
 * Every answer the API may give to a request; 500 is not among them. 202: a task or a payment awaiting
 * authentication; 204: nothing to answer; 303: the sign-in link's redirect; 402: a declined payment;
 * 409: a reserved vehicle or a slot taken.
 */
const ACCEPTABLE = new Set([200, 201, 202, 204, 303, 400, 401, 402, 403, 404, 409, 412, 413, 428, 429]);
/**
 * Operations that find their resource (or check its token) before they read the body, and whose resource
 * this file does not make: their broken payloads meet the 401 or 404 first, so those are accepted in
 * place of the 400 (never a 500). Each with the resource it would need.
 */
const RESOURCE_FIRST: Record<string, string> = {
  'PATCH /api/customer/v1/configurations/{id}/': 'a configuration and its token (Authorization)',
  'POST /api/dealer/credit-applications/{id}/decision/': 'a credit application sent to the dealer',
};
const OPERATIONS = allOperations();

let ctx: TestContext;
let owner: Client;
/** An admin of the owner's dealer, for the staff calls (settings and embedding included). */
let staff: Client;
let ownerId = 0;
/** The owner's order, and a quote flow (with one quote) the dealer made for the owner: the ids of the deal routes. */
let orderId = 0;
let flowId = 0;
let quoteId = 0;
/** The owner's booked appointment, and a deposit of theirs (another order) awaiting authentication. */
let appointmentId = 0;
let depositId = 0;
let testDriveId = 0;
/** The owner's trade-in (a draft of their order), whose photos the trade-in 2 calls change. */
let tradeInId = 0;
let ipSeq = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = client(ctx, { ip: '10.70.0.1' });
  const res = await owner.post('/api/customer/user/register/', {
    email: 'schema.props@example.com',
    first_name: 'Pat',
    last_name: 'Property',
    phone: '416-555-0123',
    consents: { dealer_data_collection: true },
  });
  expect(res.status).toBe(201);
  ownerId = Number(obj(res.body).id);
  staff = await staffClient(ctx, DEMO_STAFF.admin, 'maple_motors');
  const [vehicle, other] = await pickVehicles(ctx, 'maple_motors', () => true);
  if (!vehicle || !other) throw new Error('the demo dealer has no two vehicles');
  const order = await owner.post('/api/customer/order/', { vehicle: vehicle.id });
  expect(order.status, order.text).toBe(201);
  orderId = Number(obj(order.body).id);
  const vid = `demo-${ctx.deps.now().getUTCFullYear() - 6}-honda-civic-ex`;
  const tradeIn = await owner.post('/api/customer/tradein/', { order: orderId, vid, odometer: 80000 });
  expect(tradeIn.status, tradeIn.text).toBe(201);
  tradeInId = Number(obj(tradeIn.body).id);
  const flow = await staff.post('/api/dealer/praq/flow/', { customer: ownerId });
  expect(flow.status, flow.text).toBe(201);
  flowId = Number(obj(flow.body).id);
  const quote = await staff.post(`/api/dealer/praq/flow/${flowId}/quotes/`, {
    vehicle: vehicle.id,
    payment_type: 'cash',
  });
  expect(quote.status, quote.text).toBe(201);
  quoteId = Number(obj((obj(quote.body).praqs as unknown[])[0]).id);
  expect((await staff.post(`/api/dealer/praq/flow/${flowId}/activate/`, {})).status).toBe(200);
  const slots = obj((await owner.get('/api/customer/appointment/slots/')).body);
  const start = (slots.days as { slots: { start: string }[] }[]).flatMap((d) => d.slots)[0]?.start;
  const booked = await owner.post('/api/customer/appointment/', {
    order: orderId,
    start,
    location: 'AtDealer',
  });
  expect(booked.status, booked.text).toBe(201);
  appointmentId = Number(obj(booked.body).id);
  const second = await owner.post('/api/customer/order/', { vehicle: other.id });
  expect(second.status, second.text).toBe(201);
  const challenged = await owner.post(
    '/api/customer/deposit/charge_deposit/',
    depositBody(
      Number(obj(second.body).id),
      sandboxToken('4000 0025 0000 3155', 'nonce-properties-1'),
      'attempt-properties-0001',
    ),
  );
  expect(challenged.status, challenged.text).toBe(202);
  depositId = Number(obj(challenged.body).id);
  const drive = await owner.post('/api/test-drive/bookings/', {
    booking_option: 'AtDealer',
    model_year: 2026,
    model_code: 'CRV',
    model_name: 'CR-V',
    dealer_code: 'maple_motors',
    province: 'ON',
    first_name: 'Pat',
    last_name: 'Property',
    phone: '416-555-0123',
    language: 'en',
  });
  expect(drive.status, drive.text).toBe(201);
  const drives = list((await staff.get('/api/dealer/test-drives/')).body);
  testDriveId = Number(drives[0]?.id);
});
afterAll(async () => {
  // The fuzzed answers by status, for the README's figures (`PROPERTY_RUNS` runs).
  const totals = Object.fromEntries([...BY_STATUS].sort(([a], [b]) => a - b));
  const all = [...BY_STATUS.values()].reduce((a, b) => a + b, 0);
  // biome-ignore lint/suspicious/noConsole: the README's fuzz figures, reported on each run
  console.log(`fuzz answers by status (PROPERTY_RUNS=${RUNS}, ${all} in all): ${JSON.stringify(totals)}`);
  await ctx.close();
  expect(all).toBeGreaterThan(0);
  expect([...BY_STATUS.keys()].filter((status) => status >= 500)).toEqual([]);
});

/** Every fuzzed answer counted by its status. */
const BY_STATUS = new Map<number, number>();
function counted<T extends { status: number }>(res: T): T {
  BY_STATUS.set(res.status, (BY_STATUS.get(res.status) ?? 0) + 1);
  return res;
}

/** A fresh client (and address, so rate limits stay out of the way); signed in as the owner for customer routes. */
function clientFor(op: Op): Client {
  ipSeq += 1;
  const c = client(ctx, { ip: `10.71.${Math.floor(ipSeq / 250) % 250}.${ipSeq % 250}` });
  if (op.auth === 'customer') for (const [k, v] of owner.jar) c.jar.set(k, v);
  if (op.auth === 'staff') for (const [k, v] of staff.jar) c.jar.set(k, v);
  // The messages asserted below are English: a generated valid payload may set the owner's profile
  // language to French (POST /i18n/, the profile), and the language cookie wins over the profile.
  c.jar.set(LANGUAGE_COOKIE, 'en');
  return c;
}
/** The id an operation's `{id}` names: the owner's order, trade-in, the quote flow, its quote, or the owner. */
function idFor(path: string): number {
  if (/^\/api\/(customer\/(order|order-steps|credit-application)|dealer\/orders)\//.test(path))
    return orderId;
  if (path.startsWith('/api/dealer/praq/flow/')) return flowId;
  if (/^\/api\/(customer\/appointment|dealer\/appointments)\//.test(path)) return appointmentId;
  if (path.startsWith('/api/dealer/test-drives/')) return testDriveId;
  if (path.startsWith('/api/customer/deposit/')) return depositId;
  if (/^\/api\/(customer\/tradein2|dealer\/trade-ins)\//.test(path)) return tradeInId;
  if (/^\/(api\/(customer|dealer)\/)?praq\/\{id\}/.test(path)) return quoteId;
  return ownerId;
}
const PATH_VALUES: Record<string, string> = {
  type: 'finance',
  token: 'x'.repeat(32),
  task_id: '0'.repeat(36),
  field: 'image_front',
};
const pathOf = (op: Op, fixtures = true) =>
  op.path
    .replace(ID, String(fixtures ? idFor(op.path) : ownerId))
    .replace(/\{([a-z_]+)\}/, (_, name: string) => PATH_VALUES[name] ?? name);

type Case =
  | { kind: 'valid' | 'nasty'; body: Record<string, unknown> }
  | {
      kind: 'wrong_type' | 'unknown_field' | 'huge_string' | 'missing';
      body: Record<string, unknown>;
      field: string;
    }
  | { kind: 'too_large' | 'too_deep'; raw: string };

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

const unknownKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 16 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'role',
    'is_super_admin',
    'dealer_id',
    'id',
    'a.b',
    "x' OR 1=1",
  ),
);

function caseArbitrary(schema: z.ZodType, bodyLimit: number): fc.Arbitrary<Case> {
  const shape = shapeOf(schema);
  const keys = Object.keys(shape);
  const stringKeys = keys.filter((k) => maxLengthOf(shape[k] as z.ZodType) !== undefined);
  const anyString = keys.filter((k) => unwrap(shape[k] as z.ZodType)._zod.def.type === 'string');
  const required = keys.filter((k) => !isOptional(shape[k] as z.ZodType));
  const base = validArbitrary(schema).map(asRecord);
  const cases: fc.Arbitrary<Case>[] = [
    base.map((body) => ({ kind: 'valid', body })),
    fc
      .tuple(
        base,
        unknownKey.filter((k) => !keys.includes(k)),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([body, field, value]) => ({
        kind: 'unknown_field',
        body: Object.defineProperty(body, field, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        }),
        field,
      })),
    fc
      .tuple(
        base,
        fc.constantFrom(...(anyString.length ? anyString : ['_'])),
        fc.integer({ min: 1, max: 4000 }),
      )
      .map(
        ([body, field, extra]): Case => ({
          kind: 'too_large',
          raw: JSON.stringify({ ...body, [field]: 'x'.repeat(bodyLimit + extra) }),
        }),
      ),
  ];
  cases.push(
    fc
      .tuple(base, fc.constantFrom(...(keys.length ? keys : ['_'])), fc.integer({ min: 1, max: 2000 }))
      .map(([body, field, extra]): Case => {
        const marker = '"__nested__"';
        const raw = JSON.stringify({ ...body, [field]: '__nested__' });
        return { kind: 'too_deep', raw: raw.replace(marker, nestedJson(MAX_JSON_DEPTH + extra)) };
      }),
  );
  if (keys.length) {
    cases.push(
      fc
        .constantFrom(...keys)
        .chain((field) => fc.tuple(base, fc.constant(field), wrongArbitrary(shape[field] as z.ZodType)))
        .map(([body, field, value]) => ({ kind: 'wrong_type', body: { ...body, [field]: value }, field })),
    );
  }
  if (anyString.length) {
    cases.push(
      fc
        .tuple(
          base,
          fc.array(fc.constantFrom(...NASTY_STRINGS), {
            minLength: anyString.length,
            maxLength: anyString.length,
          }),
        )
        .map(([body, values]) => {
          const out = { ...body };
          anyString.forEach((k, i) => {
            out[k] = values[i];
          });
          return { kind: 'nasty', body: out };
        }),
    );
  }
  if (stringKeys.length) {
    cases.push(
      fc
        .tuple(base, fc.constantFrom(...stringKeys), fc.integer({ min: 1, max: 20_000 }))
        .map(([body, field, extra]) => ({
          kind: 'huge_string',
          body: { ...body, [field]: 'A'.repeat((maxLengthOf(shape[field] as z.ZodType) ?? 0) + extra) },
          field,
        })),
    );
  }
  if (required.length) {
    cases.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([body, field]) => {
        const out = { ...body };
        delete out[field];
        return { kind: 'missing', body: out, field };
      }),
    );
  }
  return fc.oneof(...cases);
}

/** A 400 body is `{field: [messages]}`: a non-empty object of non-empty string lists. */
function expectFieldErrors(res: TestResponse) {
  const body = obj(res.body);
  const entries = Object.entries(body);
  expect(entries.length, res.text).toBeGreaterThan(0);
  for (const [, messages] of entries) {
    expect(Array.isArray(messages), res.text).toBe(true);
    expect((messages as unknown[]).length).toBeGreaterThan(0);
    for (const m of messages as unknown[]) expect(typeof m === 'string' && m.length > 0).toBe(true);
  }
  return body;
}

function namesField(errors: Record<string, unknown>, field: string): boolean {
  return Object.keys(errors).some((k) => k === field || k.startsWith(`${field}.`));
}

async function check(op: Op, schema: z.ZodType, tc: Case): Promise<void> {
  const c = clientFor(op);
  const method = op.method.toUpperCase();
  const res = counted(
    'raw' in tc
      ? await c.request(method, pathOf(op), undefined, { raw: tc.raw })
      : await c.request(method, pathOf(op), tc.body),
  );
  const label = `${method} ${op.path} ${tc.kind}: ${res.status} ${res.text.slice(0, 300)}`;
  expect(ACCEPTABLE.has(res.status), label).toBe(true);
  if (`${method} ${op.path}` in RESOURCE_FIRST && (res.status === 401 || res.status === 404)) return;
  if (res.status === 400) expectFieldErrors(res);
  if ('raw' in tc && tc.kind === 'too_large') {
    expect(res.status, label).toBe(413);
    expect(obj(res.body).non_field_errors).toEqual(['Request body is too large.']);
    return;
  }
  if ('raw' in tc) {
    if (tc.raw.length > ctx.deps.config.bodyLimitBytes) expect(res.status, label).toBe(413);
    else {
      expect(res.status, label).toBe(400);
      expect(obj(res.body).non_field_errors, label).toEqual(['The JSON is nested too deeply.']);
    }
    return;
  }
  // Whatever the schema rejects, the server rejects, naming every field the schema names.
  const parsed = schema.safeParse(tc.body);
  if (!parsed.success) {
    expect(res.status, label).toBe(400);
    const errors = obj(res.body);
    for (const key of Object.keys(zodFieldErrors(parsed.error))) expect(errors, label).toHaveProperty([key]);
  }
  if (!('field' in tc)) return;
  expect(res.status, label).toBe(400);
  expect(namesField(obj(res.body), tc.field), label).toBe(true);
  // A field the server owns (an order's id, status...) is refused as such; any other as unknown.
  if (tc.kind === 'unknown_field')
    expect([['Unknown field.'], ['This field is read-only.']], label).toContainEqual(obj(res.body)[tc.field]);
  if (tc.kind === 'missing') expect(obj(res.body)[tc.field], label).toEqual(['This field is required.']);
}

const BODY_OPS = OPERATIONS.filter((op): op is Op & { body: z.ZodType } => op.body !== undefined);

describe('payloads generated from the route schemas', () => {
  it('covers every route that may take a request body, of every module', () => {
    const normal = (path: string) =>
      path
        .replace(/:[A-Za-z_]+(\{(?:[^{}]|\{[^}]*\})*\})?\??/g, '{}')
        .replace(/\{[A-Za-z_]+\}/g, '{}')
        .replace(/(.)\/$/, '$1');
    const declared = new Set(OPERATIONS.map((op) => `${op.method.toUpperCase()} ${normal(op.path)}`));
    const served = ctx.app.routes
      .filter((r) => r.method !== 'GET' && r.method !== 'ALL')
      .map((r) => `${r.method} ${normal(r.path)}`);
    expect(served.length).toBeGreaterThan(80);
    for (const route of served) expect(declared, route).toContain(route);
    // Deal, credit, deposit, appointment, trade-in and embedding bodies among them, not the platform's alone.
    expect(BODY_OPS.length).toBeGreaterThanOrEqual(70);
    for (const path of [
      '/api/customer/order/',
      '/api/customer/payment-type/{type}/pricing/',
      '/praq/{id}/difference/',
    ])
      expect(BODY_OPS.map((op) => op.path)).toContain(path);
  });

  it.each(BODY_OPS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s: 400 with field errors for each broken payload, 413 over the limit, 400 too deep, never 500',
    async (_name, op) => {
      await fc.assert(
        fc.asyncProperty(caseArbitrary(op.body, ctx.deps.config.bodyLimitBytes), (tc) =>
          check(op, op.body, tc),
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('body-less calls ignore any JSON body sent to them, never 500', async () => {
    const ops = OPERATIONS.filter((op) => op.method !== 'get' && !op.body);
    expect(ops.length).toBeGreaterThanOrEqual(15);
    await fc.assert(
      // The owner's id in every path (not the fixtures: an archive or a delete would undo them).
      fc.asyncProperty(fc.constantFrom(...ops), fc.jsonValue({ maxDepth: 3 }), async (op, body) => {
        const res = counted(await clientFor(op).request(op.method.toUpperCase(), pathOf(op, false), body));
        expect(ACCEPTABLE.has(res.status), `${op.path}: ${res.status} ${res.text}`).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('regressions the generated payloads found', () => {
  it('answers 400 to a NUL character or a lone surrogate in any string (PostgreSQL refused them with a 500)', async () => {
    const c = clientFor({ method: 'post', path: '', summary: '', tag: '', auth: 'customer' });
    const nul = await c.post('/api/customer/user/log_crm_event/', { event: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ event: ['Null characters are not allowed.'] });
    const lone = await c.post(`/api/customer/user/${ownerId}/send_finance_lead/`, {
      event: 'x',
      data: { note: '\ud800' },
    });
    expect(lone.status).toBe(400);
    expect(lone.body).toEqual({ 'data.note': ['Invalid Unicode text.'] });
    const key = await c.post('/api/customer/consents/', { consent_values: { 'a\u0000': true } });
    expect(key.status).toBe(400);
    expect(obj(key.body)['consent_values.a']).toEqual(['Null characters are not allowed.']);
  });

  it('answers a type error, not a 500, when a name or phone is not a string', async () => {
    const anonymous = client(ctx, { ip: '10.72.0.1' });
    const reg = await anonymous.post('/api/customer/user/register/', {
      email: 'typed@example.com',
      first_name: true,
      phone: 4165550123,
    });
    expect(reg.status).toBe(400);
    expect(obj(reg.body).first_name).toEqual(['Expected string.']);
    expect(obj(reg.body).phone).toEqual(['Expected string.']);
    const valid = await anonymous.post('/api/customer/user/validate_input/', { last_name: ['x'] });
    expect(valid.body).toEqual({ last_name: ['Expected string.'] });
  });

  it('names a missing field "required" whatever its type, and keeps an unknown "__proto__" field', async () => {
    const c = client(ctx, { ip: '10.72.0.2' });
    expect((await c.post('/i18n/', {})).body).toEqual({ language: ['This field is required.'] });
    const feedback = await c.post('/api/customer/bounce-recovery/', {
      found_what_was_looking_for: false,
      rating: null,
      feedback: '',
    });
    expect(feedback.body).toEqual({ why_not: ['This field is required.'] });
    const proto = await c.request('POST', '/api/customer/bounce-recovery/', undefined, {
      raw: '{"found_what_was_looking_for":true,"why_not":null,"rating":4,"feedback":"","__proto__":{}}',
    });
    expect(proto.status).toBe(400);
    expect(proto.text).toBe('{"__proto__":["Unknown field."]}');
  });
});

describe('hostile path parameters and query strings (issue 16, item 6)', () => {
  let staff: Client;
  beforeAll(async () => {
    staff = client(ctx, { dealer: 'maple_motors', ip: '10.73.0.1' });
    const login = await staff.post('/api/dealer/auth/login/', {
      email: 'manager@maplemotors.example.ca',
      password: 'demo-staff-2026',
    });
    expect(login.status).toBe(200);
  });

  /** Every route the app serves, with its parameters (`:id`, `:id{[0-9]+}`, `:code`...) named. */
  const servedRoutes = () =>
    [
      ...new Map(
        ctx.app.routes.filter((r) => !r.path.includes('*')).map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ]
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path }));
  const params = /:[A-Za-z_]+(\{[^}]*\})?\??/g;

  it('answers a NUL byte or an id past 32 bits in any path parameter of any route without a 5xx', async () => {
    const routes = servedRoutes().filter((r) => r.path.includes(':'));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of HOSTILE_PATH_VALUES) {
        const path = route.path.replace(params, value).replace(/\/?$/, '/');
        for (const who of [staff, owner]) {
          const res = counted(await who.request(route.method, path, route.method === 'GET' ? undefined : {}));
          if (res.status >= 500)
            failures.push(`${route.method} ${path} -> ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a NUL byte or an id past 32 bits in every inventory query parameter with 200 or 400', async () => {
    const failures: string[] = [];
    for (const key of Object.keys(inventoryQuerySchema.shape)) {
      for (const value of HOSTILE_QUERY_VALUES) {
        const qs = new URLSearchParams({ [key]: value }).toString();
        const res = await client(ctx).get(`/api/customer/inventory/simple/?${qs}`);
        if (res.status !== 200 && res.status !== 400) failures.push(`?${qs} -> ${res.status}`);
        if (res.status === 400 && value.includes('\u0000')) {
          const body = obj(res.body);
          if (
            !Object.values(body)
              .flat()
              .every((m) => typeof m === 'string' && m.length > 0)
          )
            failures.push(`?${qs} -> ${res.text}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers hostile query strings on every GET route without a 5xx (property test)', async () => {
    const gets = servedRoutes().filter((r) => r.method === 'GET');
    const keys = [
      ...new Set([
        ...OPERATIONS.flatMap((op) => (op.query ? Object.keys(op.query.shape) : [])),
        'vehicle',
        'order',
        'uid',
        'country',
        'get_user',
        'financing',
        'term',
        'rate',
        'category',
        'oem_origin',
        'payment_type',
        'accessories',
        'km_range',
        'view',
        'praq_flow',
      ]),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...gets),
        fc.constantFrom('1', ...HOSTILE_PATH_VALUES),
        fc.dictionary(fc.constantFrom(...keys), hostileQueryValue, { minKeys: 1, maxKeys: 4 }),
        fc.constantFrom('anonymous', 'customer', 'staff'),
        async (route, param, query, who) => {
          const path = route.path.replace(params, param).replace(/\/?$/, '/');
          const c =
            who === 'customer' ? owner : who === 'staff' ? staff : client(ctx, { dealer: 'maple_motors' });
          const res = counted(await c.get(`${path}?${new URLSearchParams(query)}`));
          expect(
            res.status,
            `${path}?${new URLSearchParams(query)} -> ${res.text.slice(0, 200)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 10 },
    );
  }, 120_000);
});
