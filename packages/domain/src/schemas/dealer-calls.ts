/**
 * Request queries of the dealer console's calls under `/api/dealer/` that the console sends and the
 * server parses. The server answers a value these refuse with `{field: [message]}` in its English,
 * which it localises on the way out.
 */
import { z } from 'zod';
import { queryIntSchema } from './query.ts';

/** A page of a console list in a query: 1 to 100,000. */
const consolePageQuery = queryIntSchema(1, 100_000);

/** GET /api/dealer/customers/?q=&page= : the dealer's customers, searched by name, e-mail or phone. */
export const dealerCustomerSearchQuerySchema = z.object({
  q: z.string().max(100, 'Enter at most 100 characters.').optional(),
  page: consolePageQuery.optional(),
});

/**
 * GET /api/dealer/deposits/?q= : the dealer's deposits, searched by the customer's name or e-mail, the
 * order number (`41` or `#41`) or the reserved vehicle's stock number.
 */
export const dealerDepositsQuerySchema = z.object({
  q: z.string().max(100, 'Enter at most 100 characters.').optional(),
});

/** GET /api/dealer/questions/?page= : the questions shoppers asked the dealer. */
export const dealerQuestionsQuerySchema = z.object({ page: consolePageQuery.optional() });
