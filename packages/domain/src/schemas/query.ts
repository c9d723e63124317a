/**
 * The fields of a query string (`?vehicle=12&active=true`): every value arrives as text, so each
 * field reads the text and gives the value the call means (an id, a bounded number, a list of ids, a
 * yes or no). The request schemas of the calls with a query string are built from these, and the
 * server answers a value they refuse with `{field: [message]}` in the server's English, which it
 * localises on the way out.
 */
import { z } from 'zod';

/** A record id as text: one to nine digits (past that it cannot be a 32-bit serial). */
export const RECORD_ID_PATTERN = /^\d{1,9}$/;
const RECORD_ID_LIST_PATTERN = /^(\d{1,9})(,\d{1,9})*$|^$/;

/** A record id in a query value: a whole number as text. */
export const queryIdSchema = z
  .string()
  .regex(RECORD_ID_PATTERN, 'A whole number is required.')
  .transform(Number);

/** A whole number as text within bounds (page sizes, years, terms). */
export const queryIntSchema = (min: number, max: number) =>
  queryIdSchema.pipe(z.number().int().min(min).max(max));

/** A list of record ids in a query value: `1,2,3` (empty: none). */
export const queryIdsSchema = z
  .string()
  .regex(RECORD_ID_LIST_PATTERN, 'A comma-separated list of whole numbers is required.')
  .transform((v) => (v === '' ? [] : v.split(',').map(Number)));

/** Yes or no in a query value: `true`/`1` or `false`/`0`. */
export const queryBoolSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A rate in percent as text, at most two digits and three decimals (`5.49`). */
export const queryRateSchema = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,3})?$/, 'A rate in percent is required, like 5.49.')
  .transform(Number);

/** A term in months as text, 1 to 120. */
export const queryTermSchema = queryIntSchema(1, 120);
