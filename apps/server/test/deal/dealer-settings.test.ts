/**
 * Staff payment settings over HTTP: who may read and edit, anti-forgery, optimistic concurrency,
 * every validation path, the audit row, and that the next pricing uses the edit.
 */
import { paymentSettingsUpdateSchema } from '@storefront/domain';
import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dealPaymentSettings } from '../../src/db/deal-schema.ts';
import { auditLog, dealers, type VehicleRow } from '../../src/db/schema.ts';
import { zodFieldErrors } from '../../src/http/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from '../helpers.ts';
import { unwrap, validArbitrary, wrongArbitrary } from '../zod-arbitrary.ts';
import { customer, newCar, pickVehicle, put, staffClient } from './helpers.ts';

const PATH = '/api/dealer/payment-settings/';
let ctx: TestContext;
let car: VehicleRow;
let admin: Client;
let manager: Client;

beforeAll(async () => {
  ctx = await createTestContext();
  car = await pickVehicle(ctx, 'maple_motors', newCar);
  admin = await staffClient(ctx, 'admin@maplemotors.example.ca', 'maple_motors');
  manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
});
afterAll(async () => {
  await ctx.close();
});

type Doc = Record<string, unknown> & { settings: Record<string, unknown> };

async function read(c: Client = admin, dealer = 'maple_motors') {
  const res = await c.get(PATH, { 'X-Dealer-Code': dealer });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { doc: obj(res.body) as Doc, etag: res.headers.get('etag') ?? '' };
}

/** The PUT body of a read document, with `change` applied to a deep copy of its settings. */
function bodyOf(doc: Doc, change: (s: Record<string, unknown>) => void = () => {}) {
  const settings = structuredClone(doc.settings);
  change(settings);
  return {
    payment_system: doc.payment_system,
    default_payment_type: doc.default_payment_type,
    settings,
  };
}

const section = (s: Record<string, unknown>, key: string) => s[key] as Record<string, unknown>;

async function snapshot() {
  const [row] = await ctx.database.db.select().from(dealPaymentSettings);
  const audits = await ctx.database.db.select().from(auditLog);
  const dealerRows = await ctx.database.db.select().from(dealers);
  return JSON.stringify({
    all: await ctx.database.db.select().from(dealPaymentSettings),
    row,
    audits,
    dealerRows,
  });
}

async function financePrice(): Promise<Record<string, unknown>> {
  const res = await client(ctx, { dealer: 'maple_motors' }).post(
    '/api/customer/payment-type/finance/pricing/',
    {
      vehicle: car.id,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return obj(res.body);
}

describe('GET /api/dealer/payment-settings/', () => {
  it('answers the whole document with its version as the ETag to readers', async () => {
    const { doc, etag } = await read(manager);
    expect(doc).toMatchObject({
      dealer: 'maple_motors',
      payment_system: 'MS',
      pricing_stack_version: 1,
      default_payment_type: expect.any(String),
    });
    expect(etag).toBe(`"${doc.version}"`);
    expect(section(doc.settings, 'finance').terms).toContain(72);
  });

  it('refuses anonymous (401), customers, sales reps, organization assistants and other dealers’ staff (403)', async () => {
    expect((await client(ctx, { dealer: 'maple_motors' }).get(PATH)).status).toBe(401);
    const shopper = await customer(ctx, 'maple_motors');
    expect((await shopper.get(PATH)).status).toBe(403);
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    expect(obj((await rep.get(PATH)).body).code).toBe('permission_denied');
    const assistant = await staffClient(ctx, 'assistant@mapleautogroup.example.ca', 'maple_motors');
    expect((await assistant.get(PATH)).status).toBe(403);
    const texasAdmin = await staffClient(ctx, 'admin@lonestarmotors.example.com', 'lone_star_motors');
    // On its own dealer it reads its own settings; with this dealer's header it is refused.
    expect(obj((await read(texasAdmin, 'lone_star_motors')).doc).dealer).toBe('lone_star_motors');
    expect((await texasAdmin.get(PATH, { 'X-Dealer-Code': 'maple_motors' })).status).toBe(403);
  });

  it('lets the organization admin and the super admin read', async () => {
    const org = await staffClient(ctx, 'orgadmin@mapleautogroup.example.ca', 'maple_motors');
    expect((await org.get(PATH)).status).toBe(200);
    const sa = await staffClient(ctx, 'superadmin@storefront.example.com', 'lone_star_motors');
    expect(obj((await read(sa, 'riviere_auto')).doc).dealer).toBe('riviere_auto');
  });

  it('answers 440 with the e-mail to a staff session that lapsed', async () => {
    const c = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    ctx.advance((ctx.deps.config.sessionIdleMinutes + 1) * 60_000);
    try {
      const res = await c.get(PATH);
      expect(res.status).toBe(440);
      expect(obj(res.body).email).toBe('manager@maplemotors.example.ca');
    } finally {
      ctx.advance(-(ctx.deps.config.sessionIdleMinutes + 1) * 60_000);
    }
  });
});

describe('PUT /api/dealer/payment-settings/', () => {
  it('saves an edit, bumps the version, audits it, and the next pricing uses it', async () => {
    const before = await financePrice();
    const { doc, etag } = await read();
    const res = await put(
      admin,
      PATH,
      bodyOf(doc, (s) => {
        const finance = section(s, 'finance');
        finance.rates = (finance.rates as { condition: string; term: number; apr: number }[]).map((r) =>
          r.condition === 'new' && r.term === 72 ? { ...r, apr: 1.99 } : r,
        );
      }),
      { 'If-Match': etag },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(obj(res.body).version).toBe(Number(doc.version) + 1);
    expect(res.headers.get('etag')).toBe(`"${Number(doc.version) + 1}"`);
    const after = await financePrice();
    expect(before.rate).toBe(6.99);
    expect(after.rate).toBe(1.99);
    expect(Number(after.payment)).toBeLessThan(Number(before.payment));
    const [row] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      action: 'payment_settings_update',
      details: {
        version_before: doc.version,
        version_after: Number(doc.version) + 1,
        changed: ['settings.finance'],
      },
    });
    const audit = await admin.get('/api/dealer/audit/');
    expect(obj(audit.body).results).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'payment_settings_update' })]),
    );
  });

  it('changes the payment system (and so the pricing stack) and the default payment type', async () => {
    const { doc, etag } = await read();
    const res = await put(
      admin,
      PATH,
      { ...bodyOf(doc), payment_system: 'PC', default_payment_type: 'lease' },
      { 'If-Match': etag },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(obj(res.body)).toMatchObject({
      payment_system: 'PC',
      pricing_stack_version: 2,
      default_payment_type: 'lease',
    });
    const priced = await financePrice();
    expect(priced).toMatchObject({ pricing_stack_version: 2, payment_system: 'PC' });
    const list = await client(ctx, { dealer: 'maple_motors' }).get(
      `/api/customer/payment-type/?vehicle=${car.id}`,
    );
    expect(obj(list.body).default_payment_type).toBe('lease');
    const again = await read();
    await put(
      admin,
      PATH,
      { ...bodyOf(again.doc), payment_system: 'MS', default_payment_type: 'finance' },
      {
        'If-Match': again.etag,
      },
    );
    expect((await financePrice()).pricing_stack_version).toBe(1);
  });

  it('two editors: the second save with the old version gets 412 with the current version; nothing is lost', async () => {
    const { doc, etag } = await read();
    const first = await put(
      admin,
      PATH,
      bodyOf(doc, (s) => {
        s.quote_validity_days = 5;
      }),
      { 'If-Match': etag },
    );
    expect(first.status).toBe(200);
    const org = await staffClient(ctx, 'orgadmin@mapleautogroup.example.ca', 'maple_motors');
    const before = await snapshot();
    const second = await put(
      org,
      PATH,
      bodyOf(doc, (s) => {
        s.local_tax_rate_percent = 1;
      }),
      { 'If-Match': etag },
    );
    expect(second.status).toBe(412);
    expect(obj(second.body)).toMatchObject({ code: 'settings_conflict', version: Number(doc.version) + 1 });
    expect(await snapshot()).toBe(before);
    expect((await read()).doc.settings.quote_validity_days).toBe(5);
  });

  it('needs If-Match (428 with the version), a well-formed one (400), and the anti-forgery header (403)', async () => {
    const { doc } = await read();
    const before = await snapshot();
    const missing = await put(admin, PATH, bodyOf(doc));
    expect(missing.status).toBe(428);
    expect(obj(missing.body)).toMatchObject({ code: 'precondition_required', version: doc.version });
    const bad = await put(admin, PATH, bodyOf(doc), { 'If-Match': 'yesterday' });
    expect(bad.status).toBe(400);
    expect(obj(bad.body)).toHaveProperty('If-Match');
    const forged = await admin.request('PUT', PATH, bodyOf(doc), {
      csrf: false,
      headers: { 'If-Match': `"${doc.version}"` },
    });
    expect(forged.status).toBe(403);
    expect(obj(forged.body).code).toBe('csrf_failed');
    expect(await snapshot()).toBe(before);
  });

  it('refuses managers, reps, customers, anonymous and other dealers’ admins, writing nothing', async () => {
    const { doc, etag } = await read();
    const rep = await staffClient(ctx, 'rep@maplemotors.example.ca', 'maple_motors');
    const shopper = await customer(ctx, 'maple_motors');
    const riviere = await staffClient(ctx, 'admin@riviereauto.example.ca', 'riviere_auto');
    const before = await snapshot();
    const headers = { 'If-Match': etag };
    expect((await put(manager, PATH, bodyOf(doc), headers)).status).toBe(403);
    expect((await put(rep, PATH, bodyOf(doc), headers)).status).toBe(403);
    expect((await put(shopper, PATH, bodyOf(doc), headers)).status).toBe(403);
    expect((await put(client(ctx, { dealer: 'maple_motors' }), PATH, bodyOf(doc), headers)).status).toBe(401);
    expect(
      (await put(riviere, PATH, bodyOf(doc), { ...headers, 'X-Dealer-Code': 'maple_motors' })).status,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  describe('validation: 400 with the field, nothing written', () => {
    const cases: [string, (b: ReturnType<typeof bodyOf>) => unknown, string][] = [
      ['a missing field', (b) => ({ ...b, payment_system: undefined }), 'payment_system'],
      ['an unknown payment system', (b) => ({ ...b, payment_system: 'XX' }), 'payment_system'],
      ['an unknown top-level field', (b) => ({ ...b, pricing_stack_version: 2 }), 'pricing_stack_version'],
      [
        'an unknown settings field',
        (b) => ({ ...b, settings: { ...b.settings, surprise: 1 } }),
        'settings.surprise',
      ],
      [
        'a default type not offered',
        (b) => ({
          ...b,
          default_payment_type: 'lease',
          settings: { ...b.settings, payment_types: ['cash', 'finance'] },
        }),
        'default_payment_type',
      ],
      [
        'no payment type',
        (b) => ({ ...b, settings: { ...b.settings, payment_types: [] } }),
        'settings.payment_types',
      ],
      [
        'a payment type twice',
        (b) => ({
          ...b,
          settings: { ...b.settings, payment_types: ['cash', 'cash', 'finance', 'lease'].slice(0, 3) },
        }),
        'settings.payment_types',
      ],
      [
        'a default frequency not offered',
        (b) => ({ ...b, settings: { ...b.settings, frequencies: ['monthly'], default_frequency: 'weekly' } }),
        'settings.default_frequency',
      ],
      [
        'a default term not offered',
        (b) => ({
          ...b,
          settings: { ...b.settings, finance: { ...section(b.settings, 'finance'), default_term: 66 } },
        }),
        'settings.finance.default_term',
      ],
      [
        'a term without a rate',
        (b) => {
          const finance = section(b.settings, 'finance');
          return {
            ...b,
            settings: { ...b.settings, finance: { ...finance, terms: [...(finance.terms as number[]), 96] } },
          };
        },
        'settings.finance.rates',
      ],
      [
        'a rate over 99.99',
        (b) => {
          const finance = section(b.settings, 'finance');
          const [first, ...rest] = finance.rates as Record<string, unknown>[];
          return {
            ...b,
            settings: { ...b.settings, finance: { ...finance, rates: [{ ...first, apr: 120 }, ...rest] } },
          };
        },
        'settings.finance.rates.0.apr',
      ],
      [
        'a lease term without a residual',
        (b) => {
          const lease = section(b.settings, 'lease');
          return { ...b, settings: { ...b.settings, lease: { ...lease, residuals: [] } } };
        },
        'settings.lease.residuals',
      ],
      [
        'a default allowance not offered',
        (b) => {
          const lease = section(b.settings, 'lease');
          return { ...b, settings: { ...b.settings, lease: { ...lease, default_distance_allowance: 7 } } };
        },
        'settings.lease.default_distance_allowance',
      ],
      [
        'fractional cents',
        (b) => ({ ...b, settings: { ...b.settings, default_down_payment: 10.5 } }),
        'settings.default_down_payment',
      ],
      [
        'a negative fee',
        (b) => {
          const [fee, ...rest] = b.settings.fees as Record<string, unknown>[];
          return { ...b, settings: { ...b.settings, fees: [{ ...fee, amountCents: -1 }, ...rest] } };
        },
        'settings.fees.0.amountCents',
      ],
      [
        'a fee code twice',
        (b) => {
          const [fee] = b.settings.fees as Record<string, unknown>[];
          return { ...b, settings: { ...b.settings, fees: [fee, fee] } };
        },
        'settings.fees',
      ],
      [
        'an unknown levy',
        (b) => ({ ...b, settings: { ...b.settings, excluded_levies: ['nope'] } }),
        'settings.excluded_levies.0',
      ],
      [
        'credit score tiers in Canada',
        (b) => ({
          ...b,
          settings: {
            ...b.settings,
            credit_score_tiers: [{ value: 'good', title: { en: 'Good' }, min_score: 670, apr_adjustment: 1 }],
            default_credit_score: 'good',
          },
        }),
        'settings.credit_score_tiers',
      ],
      [
        'a local tax over 15%',
        (b) => ({ ...b, settings: { ...b.settings, local_tax_rate_percent: 16 } }),
        'settings.local_tax_rate_percent',
      ],
      [
        'a string for a number',
        (b) => ({ ...b, settings: { ...b.settings, quote_validity_days: '7' } }),
        'settings.quote_validity_days',
      ],
    ];
    for (const [name, make, field] of cases) {
      it(name, async () => {
        const { doc, etag } = await read();
        const before = await snapshot();
        const res = await put(admin, PATH, make(bodyOf(doc)), { 'If-Match': etag });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(Object.keys(obj(res.body))).toContain(field);
        expect(await snapshot()).toBe(before);
      });
    }

    it('malformed JSON and a non-object body', async () => {
      const { etag } = await read();
      for (const raw of ['{"a":', '[1]']) {
        const res = await admin.request('PUT', PATH, undefined, { raw, headers: { 'If-Match': etag } });
        expect(res.status).toBe(400);
        expect(obj(res.body)).toHaveProperty('non_field_errors');
      }
    });

    it('credit score tiers in the USA need a default among them', async () => {
      const texasAdmin = await staffClient(ctx, 'admin@lonestarmotors.example.com', 'lone_star_motors');
      const { doc, etag } = await read(texasAdmin, 'lone_star_motors');
      const res = await put(
        texasAdmin,
        PATH,
        bodyOf(doc, (s) => {
          s.default_credit_score = 'platinum';
        }),
        { 'If-Match': etag },
      );
      expect(res.status).toBe(400);
      expect(obj(res.body)).toHaveProperty('settings.default_credit_score');
    });
  });

  it('a document read and saved unchanged prices the same', async () => {
    const before = await financePrice();
    const { doc, etag } = await read();
    expect((await put(admin, PATH, bodyOf(doc), { 'If-Match': etag })).status).toBe(200);
    const after = await financePrice();
    expect({ ...after, expiry_date: null }).toEqual({ ...before, expiry_date: null });
    const [row] = await ctx.database.db
      .select()
      .from(dealPaymentSettings)
      .where(eq(dealPaymentSettings.version, Number(doc.version) + 1));
    expect(row).toBeDefined();
  });
});

describe('OpenAPI', () => {
  it('documents the staff calls, the offer and the task producer', async () => {
    const doc = obj((await client(ctx).get('/api/docs')).body);
    const paths = obj(doc.paths);
    const put = obj(obj(paths['/api/dealer/payment-settings/']).put);
    expect(put.requestBody).toBeDefined();
    expect(put.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'If-Match' })]));
    expect(Object.keys(obj(put.responses))).toEqual(
      expect.arrayContaining(['400', '401', '403', '412', '428']),
    );
    expect(obj(paths['/api/dealer/payment-settings/']).get).toBeDefined();
    expect(Object.keys(obj(paths['/api/dealer/orders/{id}/trade_in_offer/']))).toEqual(['put', 'delete']);
    expect(obj(paths['/api/customer/order/{id}/send_order_link/']).post).toBeDefined();
    expect(obj(paths['/api/customer/tasks/{task_id}/']).get).toBeDefined();
  });
});

describe('property: edits of one value', () => {
  /** Leaf paths of a JSON document, with the zod schema that governs each. */
  function leaves(value: unknown, schema: z.core.$ZodType, path: (string | number)[] = []) {
    const out: { path: (string | number)[]; schema: z.core.$ZodType }[] = [];
    const inner = unwrap(schema);
    const def = inner._zod.def;
    if (def.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
      const shape = (def as z.core.$ZodObjectDef).shape;
      for (const [k, v] of Object.entries(value)) {
        const sub = shape[k];
        if (sub) out.push(...leaves(v, sub, [...path, k]));
      }
    } else if (def.type === 'array' && Array.isArray(value)) {
      const element = (def as z.core.$ZodArrayDef).element;
      value.forEach((v, i) => {
        out.push(...leaves(v, element, [...path, i]));
      });
      out.push({ path, schema: inner });
    } else if (def.type === 'record' && value && typeof value === 'object') {
      const valueType = (def as z.core.$ZodRecordDef).valueType;
      for (const [k, v] of Object.entries(value)) out.push(...leaves(v, valueType, [...path, k]));
    } else out.push({ path, schema: inner });
    return out;
  }

  function setAt(doc: Record<string, unknown>, path: (string | number)[], value: unknown) {
    const copy = structuredClone(doc);
    let at: Record<string | number, unknown> = copy;
    for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
    const last = path.at(-1);
    if (last !== undefined) at[last] = value;
    return copy;
  }

  it('any one value changed: 400 naming it, or saved and still priced (never 500)', async () => {
    const { doc } = await read();
    const original = bodyOf(doc);
    const paths = leaves(original, paymentSettingsUpdateSchema);
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...paths)
          .chain((leaf) =>
            fc.tuple(
              fc.constant(leaf.path),
              fc.oneof(validArbitrary(leaf.schema), wrongArbitrary(leaf.schema)),
            ),
          ),
        async ([path, value]) => {
          const current = await read();
          const body = setAt(original, path, value);
          const res = await put(admin, PATH, body, { 'If-Match': current.etag });
          expect([200, 400], `${path.join('.')}=${JSON.stringify(value)}: ${res.text}`).toContain(res.status);
          const parsed = paymentSettingsUpdateSchema.safeParse(body);
          if (!parsed.success) {
            expect(res.status).toBe(400);
            for (const key of Object.keys(zodFieldErrors(parsed.error)))
              expect(obj(res.body)).toHaveProperty([key]);
          }
          if (res.status !== 200) return;
          // Saved: pricing answers 200, or 400 with the reason (a type not offered, a default down
          // payment larger than this vehicle allows), never 500.
          for (const type of ['cash', 'finance', 'lease']) {
            const priced = await client(ctx, { dealer: 'maple_motors' }).post(
              `/api/customer/payment-type/${type}/pricing/`,
              { vehicle: car.id },
            );
            expect([200, 400], `${type} after ${path.join('.')}: ${priced.text}`).toContain(priced.status);
            if (priced.status === 400) expect(Object.keys(obj(priced.body)).length).toBeGreaterThan(0);
          }
          const back = await read();
          expect((await put(admin, PATH, original, { 'If-Match': back.etag })).status).toBe(200);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS) || 40 },
    );
  });
});
