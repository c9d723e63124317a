/**
 * Permission matrix of the platform endpoints (issue 5): every endpoint against anonymous visitors,
 * the customer, another customer of the same dealer, a customer of another dealer (on its own
 * storefront and sending this dealer's header), each staff role, staff of another dealer, and a
 * staff user acting as the customer. Every refused write is checked against a snapshot of the
 * database: nothing changed.
 */

import { randomUUID } from 'node:crypto';
import { canActAs, LEAD_KINDS, ROLES, type Role } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  consentsGiven,
  crmEvents,
  customerNotes,
  customerQuestions,
  dealers,
  feedbackAnswers,
  leadOutbox,
  sessions,
  type UserRow,
  users,
  vehicles,
} from '../src/db/schema.ts';
import { roleMay, STAFF_PERMISSIONS } from '../src/modules/staff/permissions.ts';
import { mayActAs } from '../src/modules/staff/routes.ts';
import { DEMO_STAFF_PASSWORD } from '../src/seed/dealers.ts';
import { hashToken, sessionCache } from '../src/services/sessions.ts';
import {
  type Client,
  client,
  createTestContext,
  list,
  obj,
  type TestContext,
  type TestResponse,
} from './helpers.ts';

const MAPLE = 'maple_motors';
const LONE_STAR = 'lone_star_motors';

const STAFF = {
  rep: 'rep@maplemotors.example.ca',
  manager: 'manager@maplemotors.example.ca',
  admin: 'admin@maplemotors.example.ca',
  assistant: 'assistant@mapleautogroup.example.ca',
  orgadmin: 'orgadmin@mapleautogroup.example.ca',
  superadmin: 'superadmin@storefront.example.com',
} as const;
type StaffKey = keyof typeof STAFF;
const STAFF_KEYS = Object.keys(STAFF) as StaffKey[];

/**
 * Who sends the request:
 * - `owner`: the customer the endpoint is about; `other`: another customer of the same dealer;
 * - `foreign_home`: a customer of lone_star_motors on its own storefront (its own header);
 * - `foreign_here`: the same session sending maple_motors' header;
 * - staff roles of maple_motors (and its organization), signed in, not acting;
 * - `foreign_staff_here`: lone_star_motors' sales rep sending maple_motors' header;
 * - `manager_acting`: maple_motors' sales manager acting as the owner;
 * - `lapsed`: a customer of maple_motors whose session passed its idle timeout.
 */
type Actor =
  | 'anonymous'
  | 'owner'
  | 'other'
  | 'foreign_home'
  | 'foreign_here'
  | StaffKey
  | 'foreign_staff_here'
  | 'manager_acting'
  | 'lapsed';

let ctx: TestContext;
let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `10.60.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`;
};
const clients = new Map<string, Client>();
const ids = { owner: 0, other: 0, foreign: 0, lapsed: 0, maple: 0, loneStar: 0 };
const emails = { owner: '', other: '', foreign: '', lapsed: '' };
const staffIds = new Map<string, number>();

async function registerCustomer(
  dealer: string,
  label: string,
): Promise<{ c: Client; id: number; email: string }> {
  const c = client(ctx, { dealer, ip: nextIp() });
  const email = `perm.${label}.${randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/customer/user/register/', {
    email,
    first_name: 'Robin',
    last_name: 'Lee',
    phone: dealer === LONE_STAR ? '512-555-0123' : '416-555-0123',
    consents: { dealer_data_collection: true },
  });
  expect(res.status, res.text).toBe(201);
  return { c, id: Number(obj(res.body).id), email };
}

async function staffLogin(email: string, dealer = MAPLE): Promise<Client> {
  const c = client(ctx, { dealer, ip: nextIp() });
  const res = await c.post('/api/dealer/auth/login/', { email, password: DEMO_STAFF_PASSWORD });
  expect(res.status, `${email}: ${res.text}`).toBe(200);
  return c;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  for (const d of await db.select().from(dealers)) {
    if (d.code === MAPLE) ids.maple = d.id;
    if (d.code === LONE_STAR) ids.loneStar = d.id;
  }
  const owner = await registerCustomer(MAPLE, 'owner');
  const other = await registerCustomer(MAPLE, 'other');
  const foreign = await registerCustomer(LONE_STAR, 'foreign');
  Object.assign(ids, { owner: owner.id, other: other.id, foreign: foreign.id });
  Object.assign(emails, { owner: owner.email, other: other.email, foreign: foreign.email });
  clients.set('owner', owner.c);
  clients.set('other', other.c);
  clients.set('foreign', foreign.c);
  for (const key of STAFF_KEYS) clients.set(key, await staffLogin(STAFF[key]));
  clients.set('foreign_staff', await staffLogin('rep@lonestarmotors.example.com', LONE_STAR));
  // A customer whose session lapsed (idle timeout passed): its requests answer 440 with the e-mail.
  const lapsed = await registerCustomer(MAPLE, 'lapsed');
  clients.set('lapsed', lapsed.c);
  Object.assign(ids, { lapsed: lapsed.id });
  Object.assign(emails, { lapsed: lapsed.email });
  const idle = (ctx.deps.config.sessionIdleMinutes + 5) * 60_000;
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(ctx.deps.now().getTime() - idle) })
    .where(eq(sessions.userId, lapsed.id));
  // An edit by hand: this process forgets what it cached (another would within SESSION_CACHE_MS).
  sessionCache(db, ctx.deps.config).clear();
  const acting = await staffLogin(STAFF.manager);
  expect((await acting.post(`/api/dealer/users/${owner.id}/act_as/`)).status).toBe(200);
  clients.set('manager_acting', acting);
  for (const u of await db.select().from(users)) staffIds.set(u.email, u.id);
});
afterAll(async () => {
  await ctx.close();
});

function clientOf(actor: Actor): { c: Client; headers: Record<string, string> } {
  if (actor === 'anonymous') return { c: client(ctx, { dealer: MAPLE, ip: nextIp() }), headers: {} };
  if (actor === 'foreign_home') return { c: need('foreign'), headers: { 'X-Dealer-Code': LONE_STAR } };
  if (actor === 'foreign_here') return { c: need('foreign'), headers: { 'X-Dealer-Code': MAPLE } };
  if (actor === 'foreign_staff_here')
    return { c: need('foreign_staff'), headers: { 'X-Dealer-Code': MAPLE } };
  return { c: need(actor), headers: { 'X-Dealer-Code': MAPLE } };
}
function need(name: string): Client {
  const c = clients.get(name);
  if (!c) throw new Error(`no client ${name}`);
  return c;
}
function send(
  actor: Actor,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const { c, headers: base } = clientOf(actor);
  return c.request(method, path, body, { headers: { ...base, ...headers } });
}

/** Everything a request could change, except the session touch time and rate-limit counters. */
async function snapshot() {
  const db = ctx.database.db;
  const sessionRows = await db.select().from(sessions);
  return {
    users: await db.select().from(users).orderBy(users.id),
    consents: await db.select().from(consentsGiven).orderBy(consentsGiven.id),
    leads: await db.select().from(leadOutbox).orderBy(leadOutbox.id),
    crm: await db.select().from(crmEvents).orderBy(crmEvents.id),
    notes: await db.select().from(customerNotes).orderBy(customerNotes.id),
    feedback: await db.select().from(feedbackAnswers).orderBy(feedbackAnswers.id),
    questions: await db.select().from(customerQuestions).orderBy(customerQuestions.id),
    audit: await db.select().from(auditLog).orderBy(auditLog.id),
    sessions: sessionRows
      .map((s) => ({ ...s, lastSeenAt: null }))
      .sort((a, b) => a.tokenHash.localeCompare(b.tokenHash)),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

function expectRefused(res: TestResponse, status: number) {
  expect(res.status, res.text).toBe(status);
  expect(obj(res.body).code).toBe(status === 401 ? 'not_authenticated' : 'permission_denied');
}

/** Sends the request and checks it was refused with `status` and left the database as it was. */
async function refusedWithoutChange(
  actor: Actor,
  status: number,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const before = await snapshot();
  const res = await send(actor, method, path, body, headers);
  expectRefused(res, status);
  expect(await snapshot()).toEqual(before);
}

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

async function sessionOf(actor: Actor) {
  const token = clientOf(actor).c.jar.get('sf_session') ?? '';
  const [row] = await ctx.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

async function newAuditRows(before: Snapshot) {
  const last = before.audit.at(-1)?.id ?? 0;
  return (await ctx.database.db.select().from(auditLog).orderBy(auditLog.id)).filter((r) => r.id > last);
}

const STAFF_REFUSED: [Actor, number][] = [
  ...STAFF_KEYS.map((k): [Actor, number] => [k, 403]),
  ['foreign_staff_here', 403],
];
/** Refusals of an endpoint about the owner's record (the `{id}` routes). */
const OWN_RECORD_REFUSED: [Actor, number][] = [
  ['anonymous', 401],
  ['other', 403],
  ['foreign_home', 403],
  ['foreign_here', 401],
  ...STAFF_REFUSED,
];

interface OwnRecordEndpoint {
  name: string;
  method: string;
  path: (id: number) => string;
  body: (actor: Actor) => unknown;
  status: number;
  /** Runs before an allowed request (resets what it changes). */
  prepare?: () => Promise<void>;
  /** Checks the change on the owner's record after an allowed request. */
  changed: (before: Snapshot, actor: Actor, res: TestResponse) => Promise<void>;
}

const nameFor = (actor: Actor) => (actor === 'owner' ? 'Olivia' : 'Stacey');

const OWN_RECORD_ENDPOINTS: OwnRecordEndpoint[] = [
  {
    name: 'PATCH /api/customer/user/{id}/',
    method: 'PATCH',
    path: (id) => `/api/customer/user/${id}/`,
    body: (actor) => ({ first_name: nameFor(actor) }),
    status: 200,
    changed: async (_before, actor, res) => {
      expect(obj(res.body).first_name).toBe(nameFor(actor));
      expect((await userRow(ids.owner)).firstName).toBe(nameFor(actor));
    },
  },
  {
    name: 'POST /api/customer/user/{id}/unsubscribe/',
    method: 'POST',
    path: (id) => `/api/customer/user/${id}/unsubscribe/`,
    body: () => undefined,
    status: 200,
    prepare: async () => {
      await ctx.database.db.update(users).set({ unsubscribedAt: null }).where(eq(users.id, ids.owner));
    },
    changed: async (_before, _actor, res) => {
      expect(obj(res.body).is_unsubscribed).toBe(true);
      expect((await userRow(ids.owner)).unsubscribedAt).not.toBeNull();
    },
  },
  {
    name: 'POST /api/customer/user/{id}/save_consents/',
    method: 'POST',
    path: (id) => `/api/customer/user/${id}/save_consents/`,
    body: () => ({ consent_values: { dealer_data_collection: true, dealer_marketing: true } }),
    status: 200,
    changed: async (before) => {
      const rows = (await ctx.database.db.select().from(consentsGiven)).filter(
        (r) => !before.consents.some((b) => b.id === r.id),
      );
      expect(rows.map((r) => [r.userId, r.dealerId, r.key, r.value]).sort()).toEqual([
        [ids.owner, ids.maple, 'dealer_data_collection', true],
        [ids.owner, ids.maple, 'dealer_marketing', true],
      ]);
    },
  },
  ...LEAD_KINDS.map(
    (kind): OwnRecordEndpoint => ({
      name: `POST /api/customer/user/{id}/${kind}/`,
      method: 'POST',
      path: (id) => `/api/customer/user/${id}/${kind}/`,
      body: () => ({}),
      status: 201,
      changed: async (before, _actor, res) => {
        const rows = (await ctx.database.db.select().from(leadOutbox)).filter(
          (r) => !before.leads.some((b) => b.id === r.id),
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ userId: ids.owner, dealerId: ids.maple, kind, status: 'queued' });
        expect(rows[0]?.adfXml).toContain(`<email>${emails.owner}</email>`);
        expect(obj(res.body)).toMatchObject({ status: 'queued', lead_id: rows[0]?.id });
      },
    }),
  ),
];

describe.each(OWN_RECORD_ENDPOINTS)('$name', (endpoint) => {
  it.each(OWN_RECORD_REFUSED)('%s: %i, nothing changed', async (actor, status) => {
    await refusedWithoutChange(
      actor,
      status,
      endpoint.method,
      endpoint.path(ids.owner),
      endpoint.body(actor),
    );
  });

  it.each<Actor>(['owner', 'manager_acting'])('%s: allowed, the owner record changes', async (actor) => {
    await endpoint.prepare?.();
    const before = await snapshot();
    const res = await send(actor, endpoint.method, endpoint.path(ids.owner), endpoint.body(actor));
    expect(res.status, res.text).toBe(endpoint.status);
    await endpoint.changed(before, actor, res);
    // Nobody else's record changed.
    const after = await snapshot();
    const others = (s: Snapshot) => s.users.filter((u) => u.id !== ids.owner);
    expect(others(after)).toEqual(others(before));
  });

  it('a customer whose session lapsed: 440 with its e-mail, on its own record and on the owner one, nothing changed', async () => {
    for (const id of [ids.lapsed, ids.owner]) {
      const before = await snapshot();
      const res = await send('lapsed', endpoint.method, endpoint.path(id), endpoint.body('lapsed'));
      expect(res.status, res.text).toBe(440);
      expect(res.body).toEqual({
        detail: 'Your session has expired.',
        code: 'session_expired',
        email: emails.lapsed,
      });
      expect(await snapshot()).toEqual(before);
    }
  });

  it("a customer of another dealer cannot reach the owner's record through an id of its own dealer's space", async () => {
    // The foreign customer's own record, addressed on this dealer's storefront: anonymous there.
    await refusedWithoutChange(
      'foreign_here',
      401,
      endpoint.method,
      endpoint.path(ids.foreign),
      endpoint.body('foreign_here'),
    );
    // The owner addressing the foreign customer's record: not theirs.
    await refusedWithoutChange(
      'owner',
      403,
      endpoint.method,
      endpoint.path(ids.foreign),
      endpoint.body('owner'),
    );
  });
});

describe('customer endpoints without an id (their own record)', () => {
  const SELF_REFUSED: [Actor, number][] = [['anonymous', 401], ['foreign_here', 401], ...STAFF_REFUSED];
  const SELF_ALLOWED: [Actor, 'owner' | 'other' | 'foreign'][] = [
    ['owner', 'owner'],
    ['other', 'other'],
    ['foreign_home', 'foreign'],
    ['manager_acting', 'owner'],
  ];

  describe('POST /api/customer/user/log_crm_event/', () => {
    it.each(SELF_REFUSED)('%s: %i, nothing changed', async (actor, status) => {
      await refusedWithoutChange(actor, status, 'POST', '/api/customer/user/log_crm_event/', { event: 'x' });
    });
    it.each(SELF_ALLOWED)('%s: 201, the event is recorded for %s at its dealer', async (actor, subject) => {
      const before = await snapshot();
      const res = await send(actor, 'POST', '/api/customer/user/log_crm_event/', { event: `evt-${actor}` });
      expect(res.status, res.text).toBe(201);
      const rows = (await ctx.database.db.select().from(crmEvents)).filter(
        (r) => !before.crm.some((b) => b.id === r.id),
      );
      expect(rows.map((r) => [r.userId, r.dealerId, r.event])).toEqual([
        [ids[subject], subject === 'foreign' ? ids.loneStar : ids.maple, `evt-${actor}`],
      ]);
    });
  });

  describe('POST /api/customer/consents/', () => {
    const body = { consent_values: { dealer_data_collection: true, dealer_marketing: false } };
    it.each(SELF_REFUSED)('%s: %i, nothing changed', async (actor, status) => {
      await refusedWithoutChange(actor, status, 'POST', '/api/customer/consents/', body);
    });
    it.each(SELF_ALLOWED)('%s: 200, consents saved for %s at its dealer', async (actor, subject) => {
      const before = await snapshot();
      const res = await send(actor, 'POST', '/api/customer/consents/', body);
      expect(res.status, res.text).toBe(200);
      const rows = (await ctx.database.db.select().from(consentsGiven)).filter(
        (r) => !before.consents.some((b) => b.id === r.id),
      );
      const dealerId = subject === 'foreign' ? ids.loneStar : ids.maple;
      expect(new Set(rows.map((r) => `${r.userId}/${r.dealerId}`))).toEqual(
        new Set([`${ids[subject]}/${dealerId}`]),
      );
    });
  });

  describe('GET /api/customer/consents/?get_user=true', () => {
    it('answers each customer its own values; 401 anonymous and across dealers; staff see no customer values', async () => {
      const db = ctx.database.db;
      const now = new Date();
      await db.insert(consentsGiven).values([
        { dealerId: ids.maple, userId: ids.owner, key: 'dealer_marketing', value: true, createdAt: now },
        { dealerId: ids.maple, userId: ids.other, key: 'dealer_marketing', value: false, createdAt: now },
      ]);
      const read = async (actor: Actor) => send(actor, 'GET', '/api/customer/consents/?get_user=true');
      expect(obj(obj((await read('owner')).body).consent_values).dealer_marketing).toBe(true);
      expect(obj(obj((await read('other')).body).consent_values).dealer_marketing).toBe(false);
      expect(obj(obj((await read('manager_acting')).body).consent_values).dealer_marketing).toBe(true);
      expectRefused(await read('anonymous'), 401);
      expectRefused(await read('foreign_here'), 401);
      for (const actor of [...STAFF_KEYS, 'foreign_staff_here'] as Actor[]) {
        const res = await read(actor);
        expect(res.status).toBe(200);
        expect(Object.values(obj(obj(res.body).consent_values)).every((v) => v === null)).toBe(true);
      }
    });
  });

  describe('GET /api/customer/user/current_user/', () => {
    it.each<[Actor, string | null]>([
      ['anonymous', null],
      ['owner', 'owner'],
      ['other', 'other'],
      ['foreign_home', 'foreign'],
      ['foreign_here', null],
      ['manager_acting', 'owner'],
    ])('%s sees %s', async (actor, who) => {
      const res = await send(actor, 'GET', '/api/customer/user/current_user/');
      expect(res.status).toBe(200);
      if (who === null) expect(res.body).toBeNull();
      else expect(obj(res.body).email).toBe(emails[who as keyof typeof emails]);
      if (actor === 'manager_acting')
        expect(obj(obj(res.body).dealer_user).role).toBe('dealer_sales_manager');
      else if (who !== null) expect(obj(res.body).dealer_user).toBeNull();
    });
    it.each(STAFF_KEYS)('%s sees itself, with its role', async (key) => {
      const res = await send(key, 'GET', '/api/customer/user/current_user/');
      expect(obj(res.body).email).toBe(STAFF[key]);
      expect(obj(res.body).dealer_user).toBeNull();
    });
  });
});

describe('public writes are attributed to the signed-in customer only', () => {
  const ATTRIBUTION: [Actor, 'owner' | 'other' | null][] = [
    ['anonymous', null],
    ['owner', 'owner'],
    ['other', 'other'],
    ['foreign_here', null],
    ...STAFF_KEYS.map((k): [Actor, null] => [k, null]),
    ['foreign_staff_here', null],
    ['manager_acting', 'owner'],
  ];

  it.each(ATTRIBUTION)('save_client_id from %s is saved on %s', async (actor, subject) => {
    const before = await snapshot();
    const clientId = `ga.${randomUUID()}`;
    const res = await send(actor, 'POST', '/api/customer/user/save_client_id/', { client_id: clientId });
    expect(res.status).toBe(200);
    expect(obj(res.body).saved).toBe(subject !== null);
    const after = await snapshot();
    if (subject === null) expect(after).toEqual(before);
    else {
      expect((await userRow(ids[subject])).clientId).toBe(clientId);
      const rest = (s: Snapshot) => s.users.filter((u) => u.id !== ids[subject]);
      expect(rest(after)).toEqual(rest(before));
    }
  });

  const ROWS = [
    {
      path: '/api/customer/user/add_note/',
      table: customerNotes,
      body: { email: 'note@example.com', message: 'Call me after five.' },
    },
    {
      path: '/api/customer/bounce-recovery/',
      table: feedbackAnswers,
      body: { found_what_was_looking_for: true, why_not: null, rating: 4, feedback: '' },
    },
    {
      path: '/api/customer/customer-question/',
      table: customerQuestions,
      body: { email: 'q@example.com', message: 'Is it still available?' },
    },
  ] as const;
  for (const route of ROWS) {
    it.each(ATTRIBUTION)(`${route.path} from %s is stored for this dealer on %s`, async (actor, subject) => {
      const db = ctx.database.db;
      const before = (await db.select().from(route.table)).map((r) => r.id);
      const res = await send(actor, 'POST', route.path, route.body);
      expect(res.status, res.text).toBe(201);
      const rows = (await db.select().from(route.table)).filter((r) => !before.includes(r.id));
      expect(rows.map((r) => [r.dealerId, r.userId])).toEqual([
        [ids.maple, subject === null ? null : ids[subject]],
      ]);
    });
  }
});

describe('public calls answer every actor alike, with this dealer data only', () => {
  const ACTORS: Actor[] = [
    'owner',
    'other',
    'foreign_here',
    ...STAFF_KEYS,
    'foreign_staff_here',
    'manager_acting',
  ];
  const PUBLIC: [string, string, unknown][] = [
    ['GET', '/settings/', undefined],
    ['GET', '/i18n/', undefined],
    ['GET', '/api/customer/dealership/home-dealership/', undefined],
    ['GET', '/api/customer/dealership/static-data/', undefined],
    ['GET', '/api/customer/dealership/payment-settings/', undefined],
    ['GET', '/api/customer/static_data/province/', undefined],
    ['GET', '/api/customer/inventory/simple/?page_size=5', undefined],
    ['GET', '/api/customer/consents/', undefined],
    ['POST', '/api/customer/dealership/map/', { latitude: 43.7, longitude: -79.4 }],
    ['POST', '/api/customer/user/validate_input/', { first_name: 'Robin', postal_code: 'M5V 2T6' }],
  ];
  it.each(PUBLIC)('%s %s', async (method, path, body) => {
    const expected = await send('anonymous', method, path, body);
    expect(expected.status, expected.text).toBe(200);
    for (const actor of ACTORS) {
      const before = await snapshot();
      const res = await send(actor, method, path, body);
      expect(res.status, `${actor}: ${res.text}`).toBe(200);
      expect(res.body, actor).toEqual(expected.body);
      expect(await snapshot(), actor).toEqual(before);
    }
    // The customer of another dealer on its own storefront reads its own dealer, not this one.
    const home = await send('foreign_home', method, path, body);
    if (path.includes('validate_input')) {
      // Its dealer's rules: a ZIP code, not a Canadian postal code.
      expect(home.status).toBe(400);
      expect(Object.keys(obj(home.body))).toEqual(['postal_code']);
      return;
    }
    expect(home.status).toBe(200);
    if (path.includes('home-dealership')) expect(obj(home.body).code).toBe(LONE_STAR);
    if (path.includes('inventory')) {
      const own = new Set(
        (await ctx.database.db.select().from(vehicles).where(eq(vehicles.dealerId, ids.loneStar))).map(
          (v) => v.id,
        ),
      );
      expect(list(home.body).every((v) => own.has(Number(v.id)))).toBe(true);
    }
  });

  it('a vehicle of this dealer reads the same by id and uid for every actor', async () => {
    const [v] = await ctx.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.dealerId, ids.maple))
      .limit(1);
    if (!v) throw new Error('no vehicle');
    for (const path of [`/api/customer/inventory/${v.id}/`, `/api/customer/inventory/by_uid/?uid=${v.uid}`]) {
      const expected = await send('anonymous', 'GET', path);
      expect(obj(expected.body).id).toBe(v.id);
      for (const actor of ACTORS) expect((await send(actor, 'GET', path)).body, actor).toEqual(expected.body);
      expect((await send('foreign_home', 'GET', path)).status).toBe(404);
    }
  });
});

describe('cross-tenant reads and references', () => {
  async function foreignVehicle() {
    const [v] = await ctx.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.dealerId, ids.loneStar))
      .limit(1);
    if (!v) throw new Error('no vehicle');
    return v;
  }

  it.each<Actor>(['anonymous', 'owner', 'foreign_here', 'superadmin'])(
    "%s cannot read another dealer's vehicle by id or uid",
    async (actor) => {
      const v = await foreignVehicle();
      for (const path of [
        `/api/customer/inventory/${v.id}/`,
        `/api/customer/inventory/${v.uid}/`,
        `/api/customer/inventory/by_uid/?uid=${v.uid}`,
      ]) {
        const res = await send(actor, 'GET', path);
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual({ detail: 'Vehicle not found.', code: 'vehicle_not_found' });
      }
      const listed = list((await send(actor, 'GET', '/api/customer/inventory/simple/?page_size=100')).body);
      expect(listed.some((x) => x.id === v.id || x.vin === v.vin)).toBe(false);
    },
  );

  it("refuses another dealer's vehicle in a question or a lead, and stores nothing", async () => {
    const v = await foreignVehicle();
    for (const [actor, path, body] of [
      ['owner', '/api/customer/customer-question/', { email: 'q@example.com', message: 'Hi', vehicle: v.id }],
      ['owner', `/api/customer/user/${ids.owner}/send_customer_lead/`, { vehicle: v.id }],
      ['manager_acting', `/api/customer/user/${ids.owner}/send_finance_lead/`, { vehicle: v.id }],
    ] as const) {
      const before = await snapshot();
      const res = await send(actor, 'POST', path, body);
      expect(res.status, path).toBe(400);
      expect(obj(res.body).vehicle).toEqual(['Unknown vehicle.']);
      expect(await snapshot()).toEqual(before);
    }
  });

  it("does not sign in with another dealer's customer: code, link and e-mail stay per dealer", async () => {
    const here = client(ctx, { dealer: MAPLE, ip: nextIp() });
    const sentBefore = ctx.sentMail.length;
    // Answered as for any address (no account probing). No code and no link is sent: the address is
    // e-mailed that it has no account here (with the sign-up link), after the answer.
    const code = await here.post('/api/customer/user/send_reentry_code/', { email: emails.foreign });
    expect(code.status).toBe(200);
    const link = await here.post('/api/customer/user/send_login_link/', { email: emails.foreign });
    expect(link.status).toBe(200);
    await vi.waitFor(() => expect(ctx.sentMail.length).toBe(sentBefore + 1));
    const told = ctx.sentMail.at(-1);
    expect(told?.to).toBe(emails.foreign);
    expect(told?.subject).toMatch(/no account with this e-mail address/);
    expect(told?.text).not.toMatch(/\b\d{6}\b/);

    // A real code issued at lone_star_motors is no key to maple_motors.
    const home = client(ctx, { dealer: LONE_STAR, ip: nextIp() });
    expect((await home.post('/api/customer/user/send_reentry_code/', { email: emails.foreign })).status).toBe(
      200,
    );
    const mail = ctx.sentMail.at(-1);
    const digits = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const before = await snapshot();
    const verify = await here.post('/api/customer/user/verify_reentry_code/', {
      email: emails.foreign,
      code: digits,
    });
    expect(verify.status).toBe(403);
    expect(obj(verify.body).code).toBe('invalid_code');
    expect(here.jar.has('sf_session')).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/dealer/customers/', () => {
  it.each<[Actor, number]>([
    ['anonymous', 401],
    ['owner', 403],
    ['other', 403],
    ['foreign_home', 403],
    ['foreign_here', 401],
    ['foreign_staff_here', 403],
    ['manager_acting', 200],
    ...STAFF_KEYS.map((k): [Actor, number] => [k, 200]),
  ])('%s: %i', async (actor, status) => {
    const res = await send(actor, 'GET', '/api/dealer/customers/');
    if (status !== 200) return expectRefused(res, status);
    expect(res.status).toBe(200);
    const listed = list(res.body);
    const shown = listed.map((u) => u.email);
    expect(shown).toEqual(expect.arrayContaining([emails.owner, emails.other]));
    expect(shown).not.toContain(emails.foreign);
    expect(listed.every((u) => u.role === 'customer')).toBe(true);
  });

  it("organization staff outside the organization are refused; the super admin sees the other dealer's customers only there", async () => {
    expectRefused(
      await send('orgadmin', 'GET', '/api/dealer/customers/', undefined, { 'X-Dealer-Code': LONE_STAR }),
      403,
    );
    expectRefused(
      await send('assistant', 'GET', '/api/dealer/customers/', undefined, { 'X-Dealer-Code': LONE_STAR }),
      403,
    );
    const res = await send('superadmin', 'GET', '/api/dealer/customers/', undefined, {
      'X-Dealer-Code': LONE_STAR,
    });
    const shown = list(res.body).map((u) => u.email);
    expect(shown).toContain(emails.foreign);
    expect(shown).not.toContain(emails.owner);
  });
});

describe('GET /api/dealer/audit/', () => {
  it.each<[Actor, number]>([
    ['anonymous', 401],
    ['owner', 403],
    ['foreign_home', 403],
    ['foreign_here', 401],
    ['rep', 403],
    ['manager', 403],
    ['manager_acting', 403],
    ['assistant', 403],
    ['admin', 200],
    ['orgadmin', 200],
    ['superadmin', 200],
    ['foreign_staff_here', 403],
  ])('%s: %i, and only this dealer rows', async (actor, status) => {
    const res = await send(actor, 'GET', '/api/dealer/audit/');
    if (status !== 200) return expectRefused(res, status);
    const shown = new Set(list(res.body).map((r) => r.id));
    const rows = await ctx.database.db.select().from(auditLog);
    const mine = rows.filter((r) => r.dealerId === ids.maple);
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine.slice(-200)) expect(shown.has(r.id)).toBe(true);
    for (const r of rows.filter((x) => x.dealerId !== ids.maple)) expect(shown.has(r.id)).toBe(false);
  });
});

describe('POST /api/dealer/users/{id}/act_as/ on a customer', () => {
  it.each<[Actor, number]>([
    ['anonymous', 401],
    ['owner', 403],
    ['other', 403],
    ['foreign_home', 403],
    ['foreign_here', 401],
  ])('%s: %i, nothing changed (no audit row either)', async (actor, status) => {
    await refusedWithoutChange(actor, status, 'POST', `/api/dealer/users/${ids.owner}/act_as/`);
  });

  it.each<[Actor]>([['assistant'], ['foreign_staff_here']])(
    '%s: 403, the session is unchanged and the refusal is audited',
    async (actor) => {
      const before = await snapshot();
      const res = await send(actor, 'POST', `/api/dealer/users/${ids.owner}/act_as/`);
      expectRefused(res, 403);
      expect((await sessionOf(actor))?.actingAsUserId).toBeNull();
      const rows = await newAuditRows(before);
      expect(rows.map((r) => [r.action, r.dealerId, r.subjectUserId])).toEqual([
        ['act_as_denied', ids.maple, ids.owner],
      ]);
      const { audit: _a, ...restBefore } = before;
      const { audit: _b, ...restAfter } = await snapshot();
      expect(restAfter).toEqual(restBefore);
    },
  );

  it("staff of another dealer on its own storefront: 404 for this dealer's customer, nothing changed", async () => {
    const before = await snapshot();
    const res = await send(
      'foreign_staff_here',
      'POST',
      `/api/dealer/users/${ids.owner}/act_as/`,
      undefined,
      {
        'X-Dealer-Code': LONE_STAR,
      },
    );
    expect(res.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it.each<StaffKey>(['rep', 'manager', 'admin', 'orgadmin', 'superadmin'])(
    '%s: 200, acts as the customer (audited), then ends the customer session',
    async (actor) => {
      const before = await snapshot();
      const res = await send(actor, 'POST', `/api/dealer/users/${ids.owner}/act_as/`);
      expect(res.status, res.text).toBe(200);
      expect(obj(res.body).redirect_to).toBe(`/${MAPLE}/saved-vehicles/`);
      expect((await sessionOf(actor))?.actingAsUserId).toBe(ids.owner);
      const me = obj((await send(actor, 'GET', '/api/customer/user/current_user/')).body);
      expect(me.email).toBe(emails.owner);
      expect(obj(me.dealer_user).role).toBe(
        actor === 'superadmin' ? 'super_admin' : (await userRow(staffIds.get(STAFF[actor]) ?? 0)).role,
      );
      const rows = await newAuditRows(before);
      expect(rows.map((r) => [r.action, r.actorUserId, r.subjectUserId, r.dealerId])).toEqual([
        ['act_as_start', staffIds.get(STAFF[actor]), ids.owner, ids.maple],
      ]);
      const end = await send(actor, 'POST', '/api/customer/user/end_customer_session/');
      expect(end.status).toBe(200);
      expect((await sessionOf(actor))?.actingAsUserId).toBeNull();
    },
  );
});

describe('POST /api/dealer/users/{id}/act_as/ on staff: the role hierarchy', () => {
  // Targets beside the seeded ones, so that "covers its own role" is tested on another person.
  const extra = [
    { key: 'manager2', role: 'dealer_sales_manager', isSuperAdmin: false },
    { key: 'admin2', role: 'dealer_admin', isSuperAdmin: false },
    { key: 'orgadmin2', role: 'organization_admin', isSuperAdmin: false },
    { key: 'superadmin2', role: 'super_admin', isSuperAdmin: true },
  ] as const;
  const targets: Record<string, number> = {};
  beforeAll(async () => {
    for (const key of STAFF_KEYS) targets[key] = staffIds.get(STAFF[key]) ?? 0;
    for (const e of extra) {
      const email = `${e.key}@maplemotors.example.ca`;
      const [row] = await ctx.database.db
        .insert(users)
        .values({
          uid: randomUUID(),
          dealerId: ids.maple,
          role: e.role,
          isSuperAdmin: e.isSuperAdmin,
          email,
          emailNormalized: email,
          firstName: 'Extra',
          lastName: 'Staff',
          language: 'en',
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .returning({ id: users.id });
      targets[e.key] = row?.id ?? 0;
    }
  });

  /** Spec 1 §6: organization admin covers organization admin, dealer admin, rep and manager; dealer admin covers dealer admin, rep and manager; sales manager covers rep and manager; the super admin covers every staff role; nobody acts as itself. */
  const ALLOWED: Record<StaffKey, string[]> = {
    rep: [],
    assistant: [],
    manager: ['rep', 'manager2'],
    admin: ['rep', 'manager', 'manager2', 'admin2'],
    orgadmin: ['rep', 'manager', 'manager2', 'admin', 'admin2', 'orgadmin2'],
    superadmin: [
      'rep',
      'manager',
      'manager2',
      'admin',
      'admin2',
      'assistant',
      'orgadmin',
      'orgadmin2',
      'superadmin2',
    ],
  };
  const TARGETS = [...STAFF_KEYS, ...extra.map((e) => e.key)];
  const rows: [StaffKey, string, number][] = STAFF_KEYS.flatMap((actor) =>
    TARGETS.map((target): [StaffKey, string, number] => [
      actor,
      target,
      ALLOWED[actor].includes(target) ? 200 : 403,
    ]),
  );

  it.each(rows)('%s acting as %s: %i', async (actor, target, status) => {
    const before = await snapshot();
    const res = await send(actor, 'POST', `/api/dealer/users/${targets[target]}/act_as/`);
    expect(res.status, res.text).toBe(status);
    const audit = await newAuditRows(before);
    expect(audit.map((r) => [r.action, r.subjectUserId])).toEqual([
      [status === 200 ? 'act_as_start' : 'act_as_denied', targets[target]],
    ]);
    const session = await sessionOf(actor);
    expect(session?.actingAsUserId ?? null).toBe(status === 200 ? targets[target] : null);
    if (status === 200) {
      expect((await send(actor, 'POST', '/api/customer/user/back_to_dealer_panel/')).status).toBe(200);
    }
  });
});

describe.each([
  ['end_customer_session', 'act_as_end'],
  ['back_to_dealer_panel', 'back_to_dealer_panel'],
] as const)('POST /api/customer/user/%s/', (endpoint, action) => {
  const path = `/api/customer/user/${endpoint}/`;

  it.each<[Actor, number]>([
    ['anonymous', 401],
    ['owner', 403],
    ['other', 403],
    ['foreign_home', 403],
    ['foreign_here', 401],
    ['foreign_staff_here', 403],
  ])('%s: %i, nothing changed', async (actor, status) => {
    await refusedWithoutChange(actor, status, 'POST', path);
  });

  it.each(STAFF_KEYS)('%s (not acting): 200 with the dealer panel address, audited', async (actor) => {
    const before = await snapshot();
    const res = await send(actor, 'POST', path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirect_to: `/dealer/?dealer=${MAPLE}` });
    const rows = await newAuditRows(before);
    expect(rows.map((r) => [r.action, r.actorUserId, r.subjectUserId, r.dealerId])).toEqual([
      [action, staffIds.get(STAFF[actor]), null, ids.maple],
    ]);
  });

  it('a staff user acting as the customer: ends acting, audited with the customer, back to the staff identity', async () => {
    const admin = clientOf('admin');
    expect(
      (
        await admin.c.request('POST', `/api/dealer/users/${ids.other}/act_as/`, undefined, {
          headers: admin.headers,
        })
      ).status,
    ).toBe(200);
    const before = await snapshot();
    const res = await send('admin', 'POST', path);
    expect(res.status).toBe(200);
    expect((await sessionOf('admin'))?.actingAsUserId).toBeNull();
    const rows = await newAuditRows(before);
    expect(rows.map((r) => [r.action, r.subjectUserId])).toEqual([[action, ids.other]]);
    const me = obj((await send('admin', 'GET', '/api/customer/user/current_user/')).body);
    expect(me.email).toBe(STAFF.admin);
    // The customer's own data was not touched.
    const other = (s: Snapshot) => s.users.find((u) => u.id === ids.other);
    expect(other(await snapshot())).toEqual(other(before));
  });
});

describe('POST /api/customer/user/logout/', () => {
  it('revokes only the caller session: the other customer and staff stay signed in', async () => {
    const c = await registerCustomer(MAPLE, 'leaving');
    const res = await c.c.post('/api/customer/user/logout/');
    expect(res.status).toBe(200);
    expect((await c.c.get('/api/customer/user/current_user/')).body).toBeNull();
    for (const actor of ['owner', 'other', 'admin'] as Actor[]) {
      const me = await send(actor, 'GET', '/api/customer/user/current_user/');
      expect(me.body).not.toBeNull();
    }
    const anonymous = await send('anonymous', 'POST', '/api/customer/user/logout/');
    expect(anonymous.status).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, c.id), eq(sessions.dealerId, ids.maple)));
    expect(row?.revokedAt).not.toBeNull();
  });
});

describe('act-as reads the permission table', () => {
  const row = (id: number, role: Role) =>
    ({ id, role, isSuperAdmin: role === 'super_admin' }) as unknown as UserRow;
  const shopper = row(1, 'customer');

  it("acting as a customer is the table's actForCustomers, for every role; the table is the one list", () => {
    for (const role of ROLES) {
      expect(mayActAs(row(2, role), shopper), role).toBe(
        role !== 'customer' && role !== 'anonymous' && roleMay(role, 'actForCustomers'),
      );
    }
    // A role taken out of the table may no longer act as a customer (no second list decides it).
    const table = STAFF_PERMISSIONS.actForCustomers as unknown as Role[];
    const at = table.indexOf('dealer_sales_rep');
    table.splice(at, 1);
    try {
      expect(mayActAs(row(2, 'dealer_sales_rep'), shopper)).toBe(false);
    } finally {
      table.splice(at, 0, 'dealer_sales_rep');
    }
  });

  it("acting as staff follows the domain's hierarchy, never oneself", () => {
    for (const actor of ROLES) {
      for (const target of ROLES.filter((r) => r !== 'customer' && r !== 'anonymous')) {
        expect(mayActAs(row(2, actor), row(3, target)), `${actor} → ${target}`).toBe(canActAs(actor, target));
      }
      expect(mayActAs(row(2, actor), row(2, actor)), actor).toBe(false);
    }
  });
});
