/** Reading the order write bodies (the domain's, spec 2 §3 whitelists): the fields the server owns are refused by name. */
import { orderCreateBodySchema, orderUpdateBodySchema } from '@storefront/domain';
import type { z } from 'zod';
import { MAX_JSON_DEPTH, nestingExceeds, readJson } from '../../http/body.ts';
import type { AppContext } from '../../http/env.ts';
import { type FieldErrors, HttpError } from '../../http/helpers.ts';

/** Fields the server owns: sent by a client they are refused, never silently ignored. */
const READ_ONLY_FIELDS = [
  'id',
  'customer',
  'status',
  'reserveit_id',
  'deposit_step_status',
  'has_deposit',
  'credit_application_status',
  'is_archived',
  'progress',
  'sections',
  'tokenized_url',
  'accessories',
  'protection_plan_prices',
  'version',
] as const;

/** The write bodies are the domain's (the storefront sends them as `OrderCreateBody`, `OrderUpdateBody`). */
export { orderCreateBodySchema, orderUpdateBodySchema };
export type OrderWrite = z.output<typeof orderUpdateBodySchema>;

function readOnlyErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (body && typeof body === 'object') {
    for (const key of READ_ONLY_FIELDS) if (key in body) errors[key] = ['This field is read-only.'];
  }
  return errors;
}

/** Reads an order write body: read-only fields named first, then the whitelist schema. */
export async function readOrderBody<T extends z.ZodType>(c: AppContext, schema: T): Promise<z.output<T>> {
  const raw = await c.req.raw.clone().text();
  let parsed: unknown = null;
  try {
    // Too deep a body is readJson's to refuse, before anything parses it.
    parsed = !raw.trim() ? {} : nestingExceeds(raw, MAX_JSON_DEPTH) ? null : JSON.parse(raw);
  } catch {
    // readJson answers malformed JSON
  }
  const readOnly = readOnlyErrors(parsed);
  if (Object.keys(readOnly).length === 0) return readJson(c, schema);
  // Every problem of the body at once: the schema's too, a read-only field named as such.
  let others: Record<string, unknown> = {};
  try {
    await readJson(c, schema);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    others = error.body;
  }
  throw new HttpError(400, { ...others, ...readOnly });
}
