import { sandboxTokenize } from '@storefront/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ServerConfig } from '../../src/config.ts';
import { dealers, testDriveBookings, type VehicleRow, vehicles } from '../../src/db/schema.ts';
import { type Client, client, createTestContext, obj, type TestContext } from '../helpers.ts';

let counter = 0;

/** A new customer of the dealer, signed in through the registration call (as a shopper would be). */
export async function customer(
  ctx: TestContext,
  dealer: string,
  name = 'shopper',
): Promise<Client & { id: number; email: string }> {
  counter += 1;
  const email = `${name}.${counter}.${dealer}@example.com`;
  const c = client(ctx, { dealer, ip: `10.60.${counter % 250}.${(counter * 7) % 250}` });
  const res = await c.post('/api/customer/user/register/', {
    email,
    first_name: 'Alex',
    last_name: 'Martin',
    phone: dealer === 'lone_star_motors' ? '512-555-0142' : '416-555-0142',
    postal_code: dealer === 'lone_star_motors' ? '78704' : dealer === 'riviere_auto' ? 'H2X 1Y4' : 'M5V 2T6',
    consents: { dealer_data_collection: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return Object.assign(c, { id: Number(obj(res.body).id ?? obj(obj(res.body).user ?? {}).id), email });
}

export async function dealerId(ctx: TestContext, code: string): Promise<number> {
  const [d] = await ctx.database.db.select().from(dealers).where(eq(dealers.code, code));
  if (!d) throw new Error(`no dealer ${code}`);
  return d.id;
}

/** Vehicles of a dealer that a shopper can buy, filtered. */
export async function pickVehicles(
  ctx: TestContext,
  code: string,
  filter: (v: VehicleRow) => boolean,
): Promise<VehicleRow[]> {
  const id = await dealerId(ctx, code);
  const rows = await ctx.database.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.dealerId, id)))
    .orderBy(asc(vehicles.id));
  return rows.filter(filter);
}

export async function pickVehicle(
  ctx: TestContext,
  code: string,
  filter: (v: VehicleRow) => boolean,
): Promise<VehicleRow> {
  const [v] = await pickVehicles(ctx, code, filter);
  if (!v) throw new Error(`no matching vehicle at ${code}`);
  return v;
}

/** Weighted fuel consumption of "city/highway". */
export function weightedConsumption(v: VehicleRow): number {
  const [city = 0, hwy = 0] = v.fuelEconomy.split('/').map(Number);
  return 0.55 * city + 0.45 * hwy;
}

export const newCar = (v: VehicleRow) =>
  v.vehicleCondition === 'new' &&
  v.stockStatus === 'in stock' &&
  v.fuelType === 'gasoline' &&
  v.bodyType !== 'truck' &&
  weightedConsumption(v) < 12.5;

export const usedCar = (v: VehicleRow) =>
  v.vehicleCondition === 'used' && !v.isCpo && v.stockStatus === 'in stock';

export function put(c: Client, path: string, body?: unknown, headers?: Record<string, string>) {
  return c.request('PUT', path, body, headers ? { headers } : {});
}

export function del(c: Client, path: string) {
  return c.request('DELETE', path);
}

export const STAFF_PASSWORD = 'demo-staff-2026';

/** A demo staff account of each role at Maple Motors (and its organization), and another dealer's manager. */
export const DEMO_STAFF = {
  rep: 'rep@maplemotors.example.ca',
  manager: 'manager@maplemotors.example.ca',
  admin: 'admin@maplemotors.example.ca',
  assistant: 'assistant@mapleautogroup.example.ca',
  orgAdmin: 'orgadmin@mapleautogroup.example.ca',
  superAdmin: 'superadmin@storefront.example.com',
  otherDealerManager: 'directeur@riviereauto.example.ca',
} as const;

/** A staff user signed in on a dealer's storefront (demo accounts, see the README). */
export async function staffClient(ctx: TestContext, email: string, dealer: string): Promise<Client> {
  counter += 1;
  const c = client(ctx, { dealer, ip: `10.61.${counter % 250}.${(counter * 3) % 250}` });
  const res = await c.post('/api/dealer/auth/login/', { email, password: STAFF_PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c;
}

/** Polls a task until it leaves PENDING/IN_PROGRESS (bounded number of polls, no timing asserted). */
export async function finishedTask(c: Client, id: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 500; i++) {
    const res = await c.get(`/api/customer/tasks/${id}/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = obj(res.body);
    if (body.status !== 'PENDING' && body.status !== 'IN_PROGRESS') return body;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`task ${id} did not finish`);
}

/** A sandbox card token as the deposit form makes it in the browser (`nonce`: 8+ letters or digits). */
export function sandboxToken(number: string, nonce: string): string {
  const result = sandboxTokenize({ number, expiry: '12/34', cvc: '123' }, '2026-11-26', nonce);
  if (!result.ok) throw new Error(`not a test card: ${number}`);
  return result.token;
}

/** The deposit call's body as the deposit form sends it: Toronto billing, a card token, an attempt key. */
export function depositBody(order: number, token: string, idempotencyKey: string) {
  return {
    order,
    first_name: 'Alex',
    last_name: 'Martin',
    phone: '416-555-0142',
    address_line_1: '100 King St W',
    city: 'Toronto',
    province: 'ON',
    postal_code: 'M5V 2T6',
    cardholder_name: 'Alex Martin',
    token,
    geo_validate: true,
    idempotency_key: idempotencyKey,
  };
}

/**
 * A shopper's test-drive request at Maple Motors (a model at the dealership, in English), and its id
 * (for the console's calls).
 */
export async function bookTestDrive(
  ctx: TestContext,
  shopper: Client & { id: number },
  { model = 'CIVIC', name = 'Civic EX', first = 'Dana', last = 'Lopez' } = {},
): Promise<number> {
  const res = await shopper.post('/api/test-drive/bookings/', {
    booking_option: 'AtDealer',
    model_year: 2026,
    model_code: model,
    model_name: name,
    dealer_code: 'maple_motors',
    province: 'ON',
    first_name: first,
    last_name: last,
    phone: '416-555-0142',
    language: 'en',
  });
  expect(res.status, res.text).toBe(201);
  const [row] = await ctx.database.db
    .select()
    .from(testDriveBookings)
    .where(and(eq(testDriveBookings.userId, shopper.id), eq(testDriveBookings.modelCode, model)));
  return row?.id ?? 0;
}

/** What a test file shares: one server made before its tests and closed after them. */
export interface DealerFixture {
  /** The test context (read it inside tests and hooks: it is made in `beforeAll`). */
  readonly ctx: TestContext;
  /** The dealer's vehicles that matched the filter, in id order. */
  readonly cars: readonly VehicleRow[];
  /** The i-th of them (the first by default). */
  car(i?: number): VehicleRow;
  /** An order of the shopper's on the next vehicle no order of this file has taken. */
  orderFor(shopper: Client): Promise<number>;
  /** The vehicle of the last order `orderFor` opened. */
  lastCar(): VehicleRow;
}

/**
 * A test file's server and a dealer's vehicles: a fresh test context before the file's tests (its
 * clock moved to `now` when given), the vehicles matching `filter`, closed after the tests.
 */
export function dealerFixture({
  dealer = 'maple_motors',
  filter = newCar,
  now,
  config = {},
}: {
  dealer?: string;
  filter?: (v: VehicleRow) => boolean;
  now?: number;
  config?: Partial<ServerConfig>;
} = {}): DealerFixture {
  let ctx: TestContext | undefined;
  let cars: VehicleRow[] = [];
  let next = 0;
  beforeAll(async () => {
    ctx = await createTestContext(config);
    if (now !== undefined) ctx.advance(now - Date.now());
    cars = await pickVehicles(ctx, dealer, filter);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const car = (i = 0) => {
    const v = cars[i];
    if (!v) throw new Error(`no vehicle ${i} at ${dealer}`);
    return v;
  };
  return {
    get ctx() {
      if (!ctx) throw new Error('the fixture is made in beforeAll');
      return ctx;
    },
    get cars() {
      return cars;
    },
    car,
    async orderFor(shopper) {
      const res = await shopper.post('/api/customer/order/', { vehicle: car(next++).id });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return Number(obj(res.body).id);
    },
    lastCar: () => car(next - 1),
  };
}
