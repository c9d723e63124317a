/** Trade-in reads the order answers share (no import of the orders module: it imports this one). */
import type { TradeInAnswerBody } from '@storefront/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema.ts';
import {
  type TradeInAnswerRow,
  type TradeInRow,
  tradeInAnswers,
  tradeIns,
} from '../../db/trade-in-schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { nonField, notFoundError } from '../../http/helpers.ts';
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
export async function orderTradeInView(db: Db, order: OrderRow, language: string, origin: string) {
  const row = await currentTradeIn(db, order);
  return row ? serializeTradeIn(row, order, language, origin) : null;
}

// Answers -----------------------------------------------------------------------------------------

export const serializeAnswer = (a: TradeInAnswerRow) => ({
  id: a.id,
  trade_in: a.tradeInId,
  question: a.question,
  response: a.response,
});

export async function answersOf(db: Db, tradeIn: TradeInRow) {
  const rows = await db
    .select()
    .from(tradeInAnswers)
    .where(eq(tradeInAnswers.tradeInId, tradeIn.id))
    .orderBy(asc(tradeInAnswers.id));
  return rows.map(serializeAnswer);
}

/** An answer of the trade-in, or 404 (an answer of another trade-in does not exist for it). */
export async function answerOf(db: Db, tradeIn: TradeInRow, id: number): Promise<TradeInAnswerRow> {
  const [row] = await db
    .select()
    .from(tradeInAnswers)
    .where(and(eq(tradeInAnswers.id, id), eq(tradeInAnswers.tradeInId, tradeIn.id)))
    .limit(1);
  if (!row) throw notFoundError('Answer not found.');
  return row;
}

/** Creates the trade-in's answer to a question; one answer a question (update it with its id). */
export async function createAnswer(db: Db, tradeIn: TradeInRow, body: TradeInAnswerBody) {
  const [row] = await db
    .insert(tradeInAnswers)
    .values({
      dealerId: tradeIn.dealerId,
      tradeInId: tradeIn.id,
      question: body.question,
      response: body.response,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw nonField('This question is already answered: change its answer instead.');
  return serializeAnswer(row);
}

export async function updateAnswer(deps: AppDeps, answer: TradeInAnswerRow, body: TradeInAnswerBody) {
  const [row] = await deps.database.db
    .update(tradeInAnswers)
    .set({ response: body.response, updatedAt: deps.now() })
    .where(eq(tradeInAnswers.id, answer.id))
    .returning();
  return serializeAnswer(row ?? answer);
}
