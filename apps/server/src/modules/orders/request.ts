/** The order write bodies (spec 2 §3 whitelists): what a customer may write, and the fields the server owns. */
import { CAMPAIGN_QUERY_KEYS, MAX_RECORD_ID, PAYMENT_FREQUENCIES, PAYMENT_TYPES } from '@storefront/domain';
import { z } from 'zod';
import { MAX_JSON_DEPTH, nestingExceeds, readJson } from '../../http/body.ts';
import type { AppContext } from '../../http/env.ts';
import { type FieldErrors, HttpError } from '../../http/helpers.ts';

const id = z.number().int().nonnegative().max(MAX_RECORD_ID);
const ids = z.array(id).max(100);
const cents = z.number().int().nonnegative().max(99_999_999);
const shortText = (max: number) => z.string().trim().max(max);

const campaignSchema = z
  .record(z.string().max(40), z.string().max(500))
  .refine((v) => Object.keys(v).length <= 20, 'Too many campaign values.')
  .transform((v) => {
    const kept: Record<string, string> = {};
    for (const key of CAMPAIGN_QUERY_KEYS) if (v[key] !== undefined) kept[key] = v[key];
    return kept;
  });

/** Fields a customer may write, on create and on update (spec 2 §3 whitelists; server-owned fields excluded). */
const writableFields = {
  email: z.email('Enter a valid e-mail address.').max(254).optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  postal_code: shortText(10).nullable().optional(),
  proposed_appointment: z.iso.datetime({ offset: true }).nullable().optional(),
  campaign: campaignSchema.nullable().optional(),
  build_state: z.string().max(20_000).nullable().optional(),
  configuration_id: id.nullable().optional(),
  source_slug: shortText(100).nullable().optional(),
  uses_oem_code: z.boolean().optional(),
  analytics: z
    .strictObject({ source_document_url: z.string().max(2000), referrer: z.string().max(2000) })
    .nullable()
    .optional(),
  payment_include_tax: z.boolean().optional(),
  accessory_ids: ids.optional(),
  install_accessories_ids: ids.optional(),
  protection_ids: ids.optional(),
  incentives: ids.optional(),
  payment_type_settings: z
    .strictObject({ trade_in_credit: cents.optional(), trade_in_owing: cents.optional() })
    .optional(),
  down_payment: cents.nullable().optional(),
  term: z.number().int().min(1).max(120).nullable().optional(),
  payment_frequency: z.enum(PAYMENT_FREQUENCIES).nullable().optional(),
  lease_model_km: z.number().int().positive().max(200_000).nullable().optional(),
  payment_credit_score: shortText(40).nullable().optional(),
  options_price: cents.optional(),
  options_code_list: z.array(shortText(40)).max(200).optional(),
  started_transactional: z.literal(true, 'Only true can be set.').optional(),
  // Entering the credit application's review clears its "new update" (spec 3 §2); decisions set it.
  show_credit_app_result: z.literal(false, 'Only false can be set.').optional(),
};

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

export const orderCreateBodySchema = z.strictObject({ vehicle: id, ...writableFields });
export const orderUpdateBodySchema = z.strictObject({ vehicle: id.optional(), ...writableFields });
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
