/**
 * The questions shoppers asked the dealership (`POST /api/customer/customer-question/`: a question,
 * an availability or a price request), for the console's Questions screen: who asked (their account
 * when signed in), about which vehicle, what, and when, newest first. Each is also a lead in the CRM
 * outbox; this is where staff without a CRM read and answer them.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerQuestions, type DealerRow, vehicles } from '../../db/schema.ts';

/** Questions a page answers. */
export const QUESTIONS_PAGE_SIZE = 50;

export async function dealerQuestions(db: Db, dealer: DealerRow, page: number) {
  const where = eq(customerQuestions.dealerId, dealer.id);
  const rows = await db
    .select({ question: customerQuestions, vehicle: vehicles })
    .from(customerQuestions)
    .leftJoin(vehicles, and(eq(vehicles.id, customerQuestions.vehicleId), eq(vehicles.dealerId, dealer.id)))
    .where(where)
    .orderBy(desc(customerQuestions.createdAt), desc(customerQuestions.id))
    .limit(QUESTIONS_PAGE_SIZE + 1)
    .offset((page - 1) * QUESTIONS_PAGE_SIZE);
  return {
    next_page: rows.length > QUESTIONS_PAGE_SIZE ? page + 1 : null,
    results: rows.slice(0, QUESTIONS_PAGE_SIZE).map(({ question: q, vehicle: v }) => ({
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
    })),
  };
}
