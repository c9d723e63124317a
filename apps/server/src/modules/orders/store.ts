/** Orders by id: the read every order handler starts with, cached where this process is the only writer. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invalidateReadCache, isExclusiveDatabase, readCache } from '../../db/read-cache.ts';
import { type OrderRow, orders } from '../../db/schema.ts';
import type { AppContext } from '../../http/env.ts';
import { notFoundError } from '../../http/helpers.ts';

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
  c: AppContext,
  customerId: number,
  id: number,
): Promise<OrderRow> {
  const row = await orderById(db, id);
  if (!row || row.dealerId !== c.get('dealer').id || row.customerId !== customerId) {
    throw notFoundError('Order not found.');
  }
  return row;
}
