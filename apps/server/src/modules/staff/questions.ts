/**
 * The questions shoppers asked the dealership (`POST /api/customer/customer-question/`: a question,
 * an availability or a price request), for the console's Questions screen: who asked (their account
 * when signed in), about which vehicle, what, and when, newest first. Each is also a lead in the CRM
 * outbox; this is where staff without a CRM read and answer them.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customerQuestions, type DealerRow, users, vehicles } from '../../db/schema.ts';
import { notFoundError } from '../../http/helpers.ts';

/** The staff member who marked a question answered. */
const answerer = alias(users, 'answerer');

/** Questions a page answers. */
export const QUESTIONS_PAGE_SIZE = 50;

/** The questions of a dealer, with their vehicle and who answered them. */
function questionRows(db: Db, dealer: DealerRow) {
  return db
    .select({ question: customerQuestions, vehicle: vehicles, answerer })
    .from(customerQuestions)
    .leftJoin(vehicles, and(eq(vehicles.id, customerQuestions.vehicleId), eq(vehicles.dealerId, dealer.id)))
    .leftJoin(answerer, eq(answerer.id, customerQuestions.answeredBy));
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionRows>['where']>>[number];

function serializeQuestion({ question: q, vehicle: v, answerer: by }: QuestionRow) {
  return {
    id: q.id,
    customer: q.userId,
    name: q.name,
    email: q.email,
    phone: q.phone,
    message: q.message,
    created_at: q.createdAt.toISOString(),
    vehicle: v
      ? { id: v.id, year: v.year, make: v.make, model: v.model, trim: v.trim, stock_number: v.stockNumber }
      : null,
    // Who answered (a staff member since deleted: null), and when.
    answered: q.answeredAt
      ? {
          at: q.answeredAt.toISOString(),
          by: by ? `${by.firstName} ${by.lastName}`.trim() || by.email : null,
        }
      : null,
  };
}

export async function dealerQuestions(db: Db, dealer: DealerRow, page: number) {
  const rows = await questionRows(db, dealer)
    .where(eq(customerQuestions.dealerId, dealer.id))
    .orderBy(desc(customerQuestions.createdAt), desc(customerQuestions.id))
    .limit(QUESTIONS_PAGE_SIZE + 1)
    .offset((page - 1) * QUESTIONS_PAGE_SIZE);
  return {
    next_page: rows.length > QUESTIONS_PAGE_SIZE ? page + 1 : null,
    results: rows.slice(0, QUESTIONS_PAGE_SIZE).map(serializeQuestion),
  };
}

/**
 * Marks a question of the dealer answered by a staff member, once: the first to do it stays the
 * answerer (two staff members on one question see who took it). Another dealer's question is a 404.
 * Answers the question and whether this call marked it.
 */
export async function markAnswered(db: Db, dealer: DealerRow, id: number, staffId: number, now: Date) {
  const mine = and(eq(customerQuestions.id, id), eq(customerQuestions.dealerId, dealer.id));
  const marked = await db
    .update(customerQuestions)
    .set({ answeredAt: now, answeredBy: staffId })
    .where(and(mine, isNull(customerQuestions.answeredAt)))
    .returning({ id: customerQuestions.id });
  const [row] = await questionRows(db, dealer).where(mine).limit(1);
  if (!row) throw notFoundError();
  return { question: serializeQuestion(row), marked: marked.length > 0 };
}
