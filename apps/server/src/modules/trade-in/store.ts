/** Trade-in reads the order answers share (no import of the orders module: it imports this one). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema.ts';
import { type TradeInRow, tradeIns } from '../../db/trade-in-schema.ts';
import { serializeTradeIn } from './serializers.ts';

/** The customer's trade-ins of an order (newest first). */
export async function orderTradeIns(db: Db, order: OrderRow): Promise<TradeInRow[]> {
  return db
    .select()
    .from(tradeIns)
    .where(
      and(
        eq(tradeIns.orderId, order.id),
        eq(tradeIns.dealerId, order.dealerId),
        eq(tradeIns.customerId, order.customerId),
      ),
    )
    .orderBy(desc(tradeIns.id));
}

/** The order's current trade-in: the newest one. */
export async function currentTradeIn(db: Db, order: OrderRow): Promise<TradeInRow | null> {
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(
      and(
        eq(tradeIns.orderId, order.id),
        eq(tradeIns.dealerId, order.dealerId),
        eq(tradeIns.customerId, order.customerId),
      ),
    )
    .orderBy(desc(tradeIns.id))
    .limit(1);
  return row ?? null;
}

/** The order's trade-in as the order answers it (`trade_in`), or null. */
export async function orderTradeInView(db: Db, order: OrderRow) {
  const row = await currentTradeIn(db, order);
  return row ? serializeTradeIn(row, order) : null;
}
