/**
 * The roles' matrix (issue 24): every staff operation the server documents, called over HTTP as every
 * staff role, a customer, a visitor and staff of another dealer, refused exactly when the permission
 * table (`STAFF_OPERATIONS` by `STAFF_PERMISSIONS`, modules/staff/permissions.ts) says so. The
 * operations come from the server (its OpenAPI list and its routes), and a staff route missing from
 * the table fails here. One server, each caller signed in once; calls that change something act on
 * records made for them or on an id that names nothing (answered 404, after the permission check).
 */
import { readFileSync } from 'node:fs';
import type { Role } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '../src/modules/platform/openapi.ts';
import {
  ANY_STAFF,
  operationKey,
  PUBLIC_DEALER_OPERATIONS,
  STAFF_OPERATIONS,
  STAFF_PERMISSIONS,
  type StaffOperation,
} from '../src/modules/staff/permissions.ts';
import { customer, newCar, pickVehicle, STAFF_PASSWORD, staffClient } from './deal/helpers.ts';
import {
  type Client,
  type ClientOptions,
  client,
  createTestContext,
  list,
  obj,
  type TestContext,
} from './helpers.ts';

const STAFF: Record<Exclude<Role, 'customer' | 'anonymous'>, string> = {
  dealer_sales_rep: 'rep@maplemotors.example.ca',
  dealer_sales_manager: 'manager@maplemotors.example.ca',
  dealer_admin: 'admin@maplemotors.example.ca',
  organization_assistant: 'assistant@mapleautogroup.example.ca',
  organization_admin: 'orgadmin@mapleautogroup.example.ca',
  super_admin: 'superadmin@storefront.example.com',
};
type StaffRole = keyof typeof STAFF;
/** The callers: the six staff roles at Maple Motors, then those every staff call refuses. */
const CALLERS = [
  ...(Object.keys(STAFF) as StaffRole[]),
  'customer',
  'visitor',
  'admin of another dealer',
  'organization admin at another organization',
] as const;
type Caller = (typeof CALLERS)[number];

/** What the table says a caller gets: null when allowed, else the refusal's status. */
function expectedRefusal(op: StaffOperation, caller: Caller): 401 | 403 | null {
  if (caller === 'visitor') return 401;
  if (!(caller in STAFF)) return 403;
  const permission = STAFF_OPERATIONS[op];
  if (permission === ANY_STAFF) return null;
  return (STAFF_PERMISSIONS[permission] as readonly string[]).includes(caller) ? null : 403;
}

/** An id no record has: the call passes the permission check, then finds nothing (404). */
const NONE = 999_999;

let ctx: TestContext;
const callers = {} as Record<Caller, Client>;
/** Real ids for the path's `{id}` where the call reads or may safely change them. */
const real: Partial<Record<StaffOperation, number>> = {};
/** A customer of Lone Star Motors: act-as finds its target at the dealer called before checking who asks. */
let loneStarCustomer = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const car = await pickVehicle(ctx, 'maple_motors', newCar);
  const shopper = await customer(ctx, 'maple_motors', 'matrix');
  callers.customer = shopper;
  callers.visitor = client(ctx, { dealer: 'maple_motors', ip: '10.24.0.1' });
  for (const [role, email] of Object.entries(STAFF)) {
    callers[role as StaffRole] = await staffClient(ctx, email, 'maple_motors');
  }
  // Staff signed in at their own dealer, calling another one's (their session stays theirs).
  const away = async (email: string, home: string, there: string, ip: string) => {
    const options: ClientOptions = { dealer: home, ip };
    const c = client(ctx, options);
    expect((await c.post('/api/dealer/auth/login/', { email, password: STAFF_PASSWORD })).status).toBe(200);
    options.dealer = there;
    return c;
  };
  callers['admin of another dealer'] = await away(
    'admin@lonestarmotors.example.com',
    'lone_star_motors',
    'maple_motors',
    '10.24.0.2',
  );
  loneStarCustomer = (await customer(ctx, 'lone_star_motors', 'matrix')).id;
  callers['organization admin at another organization'] = await away(
    STAFF.organization_admin,
    'maple_motors',
    'lone_star_motors',
    '10.24.0.3',
  );

  const order = await shopper.post('/api/customer/order/', { vehicle: car.id, payment_type: 'finance' });
  expect(order.status, order.text).toBeLessThan(300);
  const asked = await shopper.post('/api/customer/customer-question/', {
    email: shopper.email,
    message: 'Is it still there on Saturday?',
    vehicle: car.id,
  });
  expect(asked.status, asked.text).toBe(201);
  const question = list((await callers.dealer_sales_rep.get('/api/dealer/questions/')).body)[0];
  // The question is also a lead of Maple Motors: read by id, it is refused or shown by role alone.
  const lead = list((await callers.dealer_sales_rep.get('/api/dealer/leads/')).body)[0];
  const flow = await callers.dealer_sales_rep.post('/api/dealer/praq/flow/', { customer: shopper.id });
  expect(flow.status, flow.text).toBeLessThan(300);
  const flowId = Number(obj(flow.body).id);
  Object.assign(real, {
    'GET /api/dealer/customers/{id}/': shopper.id,
    'POST /api/dealer/users/{id}/act_as/': shopper.id,
    'POST /api/dealer/customers/{id}/privacy/export/': shopper.id,
    'POST /api/dealer/questions/{id}/answered/': Number(question?.id),
    'POST /api/dealer/questions/{id}/reply/': Number(question?.id),
    'GET /api/dealer/leads/{id}/': Number(lead?.id),
    'POST /api/dealer/leads/{id}/handled/': Number(lead?.id),
    'PUT /api/dealer/orders/{id}/trade_in_offer/': Number(obj(order.body).id),
    'DELETE /api/dealer/orders/{id}/trade_in_offer/': Number(obj(order.body).id),
    'GET /api/dealer/praq/flow/{id}/quotes/': flowId,
    'POST /api/dealer/praq/flow/{id}/quotes/': flowId,
    'POST /api/dealer/praq/flow/{id}/activate/': flowId,
    'PATCH /api/dealer/praq/flow/{id}/update_quote_expiry/': flowId,
  } satisfies Partial<Record<StaffOperation, number>>);
});
afterAll(async () => {
  await ctx.close();
});

const operations = allOperations();
const documented = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;
/** The staff operations the server documents: every one under /api/dealer/ but signing in, and any other for staff only. */
const staffOperations = operations
  .filter((op) => op.auth === 'staff' || op.path.startsWith('/api/dealer/'))
  .map(documented)
  .filter((op) => !PUBLIC_DEALER_OPERATIONS.includes(op));

describe('the permission table', () => {
  it('names every staff operation the server documents, and no other', () => {
    const table = Object.keys(STAFF_OPERATIONS);
    expect(
      staffOperations.filter((op) => !table.includes(op)),
      'staff operations without a permission',
    ).toEqual([]);
    expect(
      table.filter((op) => !staffOperations.includes(op)),
      'table entries no operation has',
    ).toEqual([]);
    // Under /api/dealer/, only signing in is for everyone; it is documented as such.
    for (const op of PUBLIC_DEALER_OPERATIONS) expect(operations.map(documented)).toContain(op);
    for (const op of operations.filter((o) => o.path.startsWith('/api/dealer/')))
      expect(op.auth === 'staff' || PUBLIC_DEALER_OPERATIONS.includes(documented(op)), documented(op)).toBe(
        true,
      );
  });

  it('names every staff route the app serves (a new route without an entry fails here)', () => {
    const table = new Set(
      Object.keys(STAFF_OPERATIONS).map((op) => {
        const [method = '', path = ''] = op.split(' ');
        return operationKey(method, path);
      }),
    );
    const open = new Set(
      PUBLIC_DEALER_OPERATIONS.map((op) => {
        const [method = '', path = ''] = op.split(' ');
        return operationKey(method, path);
      }),
    );
    const served = [
      ...new Set(ctx.app.routes.filter((r) => r.method !== 'ALL').map((r) => operationKey(r.method, r.path))),
    ];
    const dealerRoutes = served.filter((r) => r.split(' ')[1]?.startsWith('/api/dealer/') && !open.has(r));
    expect(dealerRoutes.length).toBeGreaterThan(40);
    expect(
      dealerRoutes.filter((r) => !table.has(r)),
      'staff routes without a permission',
    ).toEqual([]);
    expect(
      [...table].filter((op) => !served.includes(op)),
      'table entries no route serves',
    ).toEqual([]);
  });
});

const cells = (Object.keys(STAFF_OPERATIONS) as StaffOperation[]).flatMap((op) =>
  CALLERS.map((caller) => [op, caller, expectedRefusal(op, caller)] as const),
);

describe('every staff operation by every caller', () => {
  it.each(cells)('%s as %s: refused with %s (null: not refused)', async (op, caller, refusal) => {
    const [method = '', template = ''] = op.split(' ');
    const c = callers[caller];
    const away = caller === 'organization admin at another organization';
    const id = away && op === 'POST /api/dealer/users/{id}/act_as/' ? loneStarCustomer : (real[op] ?? NONE);
    const path = template.replace('{id}', String(id));
    const res = await c.request(method, path, method === 'GET' ? undefined : {});
    if (refusal === null) {
      expect([401, 403], `${op} as ${caller}: ${res.status} ${res.text}`).not.toContain(res.status);
      // Acting as the customer: back to the console, so that the caller's next calls are their own.
      if (op === 'POST /api/dealer/users/{id}/act_as/') {
        expect(res.status, res.text).toBe(200);
        expect((await c.post('/api/customer/user/back_to_dealer_panel/')).status).toBe(200);
      }
    } else {
      expect(res.status, `${op} as ${caller}: ${res.text}`).toBe(refusal);
    }
  });

  it('covers every operation by every caller, as the README counts them', () => {
    const count = Object.keys(STAFF_OPERATIONS).length;
    expect(cells).toHaveLength(count * CALLERS.length);
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`(${count} operations by ${CALLERS.length} callers, ${cells.length} calls)`);
  });
});
