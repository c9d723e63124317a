/** Request helpers shared by the deal engine's routes. */
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { invalidateReadCache, isExclusiveDatabase, readCache } from '../db/read-cache.ts';
import { type OrderRow, orders, type VehicleRow, vehicles } from '../db/schema.ts';
import { queryTextErrors } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError, NON_FIELD, zodFieldErrors } from '../http/errors.ts';

export type DealContext = Context<AppEnv>;

export function notFoundError(what = 'Not found.'): HttpError {
  return new HttpError(404, { detail: what, code: 'not_found' });
}

/** A numeric path parameter; anything else is a 404 (the resource cannot exist). */
export function idParam(c: DealContext, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFoundError();
  return Number(raw);
}

/** Validates the query string (first value of each key) with a zod object schema; 400 with field errors. */
export function readQuery<T extends z.ZodType>(c: DealContext, schema: T): z.output<T> {
  const url = new URL(c.req.url);
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in raw)) raw[key] = value;
  const text = queryTextErrors(raw);
  if (Object.keys(text).length) throw new HttpError(400, text);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, zodFieldErrors(parsed.error));
  return parsed.data;
}

/** Query ids: a whole number as text. */
export const queryId = z
  .string()
  .regex(/^\d{1,9}$/, 'A whole number is required.')
  .transform(Number);

/** A list of ids in a query value: `1,2,3`. */
export const queryIds = z
  .string()
  .regex(/^(\d{1,9})(,\d{1,9})*$|^$/, 'A comma-separated list of whole numbers is required.')
  .transform((v) => (v === '' ? [] : v.split(',').map(Number)));

export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const VEHICLE_TTL_MS = 2000;

/**
 * A vehicle by id, cached per process for a short time (read cache `vehicles`; feed and stock
 * changes show within two seconds on every process, at once in this one after `invalidateReadCaches`).
 */
export function vehicleById(db: Db, id: number): Promise<VehicleRow | null> {
  return readCache<number, VehicleRow | null>(db, 'vehicles', VEHICLE_TTL_MS).get(id, async () => {
    const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
    return row ?? null;
  });
}

/** The dealer's vehicle by id; a vehicle of another dealer does not exist here (400 on the field). */
export async function dealerVehicle(
  db: Db,
  c: DealContext,
  id: number,
  field = 'vehicle',
): Promise<VehicleRow> {
  const row = await vehicleById(db, id);
  if (!row || row.dealerId !== c.get('dealer').id) {
    throw new HttpError(400, { [field]: ['This vehicle does not exist.'] });
  }
  return row;
}

const ORDER_TTL_MS = 5000;

/**
 * Orders by id, cached only where this process is the database's only writer (the embedded PGlite
 * database, see `exclusiveDatabase`): every write to `orders` goes through this code and calls
 * `orderWritten`, so the cache is exact. Over PostgreSQL (several processes, hand edits) orders are
 * always read from the database.
 */
const orderQueries = new WeakMap<Db, ReturnType<typeof prepareOrderQuery>>();

/** One prepared statement per database handle (no query building per call; planned once per connection). */
function prepareOrderQuery(db: Db) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('sf_order_by_id');
}

function orderById(db: Db, id: number): Promise<OrderRow | null> {
  const load = async () => {
    let query = orderQueries.get(db);
    if (!query) {
      query = prepareOrderQuery(db);
      orderQueries.set(db, query);
    }
    const [row] = await query.execute({ id });
    return row ?? null;
  };
  if (!isExclusiveDatabase(db)) return load();
  const cache = readCache<number, OrderRow | null>(db, 'orders', ORDER_TTL_MS);
  return cache.get(id, load).then((row) => {
    // Not cached as missing: an insert would not be seen.
    if (row === null) cache.invalidate(id);
    return row;
  });
}

/** Every writer of an order calls this after its write (and after an insert, with the new id). */
export function orderWritten(db: Db, id: number): void {
  invalidateReadCache(db, 'orders', id);
}

/** An order of the customer at this dealer, or 404 (another customer's order does not exist for them). */
export async function customerOrder(
  db: Db,
  c: DealContext,
  customerId: number,
  id: number,
): Promise<OrderRow> {
  const row = await orderById(db, id);
  if (!row || row.dealerId !== c.get('dealer').id || row.customerId !== customerId) {
    throw notFoundError('Order not found.');
  }
  return row;
}

/** An If-Match header: the version (`3`, `"3"`, `W/"3"`), null when absent, 'invalid' otherwise. */
export function parseIfMatch(header: string | undefined): number | null | 'invalid' {
  if (header === undefined) return null;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  return m ? Number(m[1]) : 'invalid';
}

export function nonField(message: string): HttpError {
  return new HttpError(400, { [NON_FIELD]: [message] });
}
