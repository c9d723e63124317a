/**
 * Request bodies of the customer calls of spec 1 §7 that the storefront sends and the server parses
 * (client id, notes, CRM events, input checks, consents, questions, leads). The server answers a
 * body these refuse with `{field: [message]}`; the messages are the server's English text, which it
 * localises on the way out.
 */
import { z } from 'zod';

/** The largest id a record can have (PostgreSQL `integer`); past it an id names nothing. */
export const MAX_RECORD_ID = 2_147_483_647;

const emailField = z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.'));
const shortText = (max: number) => z.string().trim().max(max);
const required = (max: number) => shortText(max).min(1, 'This field is required.');
/** A vehicle id in a body: past the ids the database holds, the same answer as an unknown one. */
const vehicleRef = z.number().int().positive().max(MAX_RECORD_ID, 'Unknown vehicle.');

export const clientIdBodySchema = z.strictObject({ client_id: required(200) });

export const customerNoteBodySchema = z.strictObject({ email: emailField, message: required(2000) });

export const crmEventBodySchema = z.strictObject({ event: required(100) });

export const validateInputBodySchema = z.strictObject({
  email: emailField.optional(),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  phone: z.string().max(30).optional(),
  postal_code: z.string().max(20).optional(),
});

/** Consent values by key (`{name}_marketing`, `{name}_data_collection`), at most 50. */
const consentValues = z
  .record(z.string().max(100), z.boolean())
  .refine((v) => Object.keys(v).length <= 50, 'Too many consents.');

export const consentValuesBodySchema = z.strictObject({ consent_values: consentValues });

/** What the shopper asked through the question form: a question, an availability check, an ePrice. */
export const QUESTION_KINDS = ['question', 'availability', 'eprice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const customerQuestionBodySchema = z.strictObject({
  kind: z.enum(QUESTION_KINDS).optional(),
  email: emailField,
  message: required(2000),
  name: shortText(100).optional(),
  phone: shortText(30).optional(),
  vehicle: vehicleRef.optional(),
  /** The dealer's contact consents shown with the form (`contact_marketing`, `contact_data_collection`). */
  consents: consentValues.optional(),
});
export type CustomerQuestionBody = z.input<typeof customerQuestionBodySchema>;

export const customerLeadBodySchema = z.strictObject({
  vehicle: vehicleRef.optional(),
  path: shortText(500).optional(),
  source: shortText(100).optional(),
  customer_message: shortText(2000).optional(),
  lead_trigger: shortText(100).optional(),
  active_payment_details: z
    .strictObject({
      subtotal: z.number().finite().optional(),
      display_total_price: z.number().finite().optional(),
    })
    .optional(),
});

export const eventLeadBodySchema = z.strictObject({
  vehicle: vehicleRef.optional(),
  event: shortText(100).optional(),
  data: z
    .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
    .optional(),
});

/** The lead calls under `/api/customer/user/{id}/`: the first takes a customer lead, the others an event. */
export const LEAD_KINDS = [
  'send_customer_lead',
  'send_finance_lead',
  'send_tradein_lead',
  'send_appointment_lead',
  'send_tradein_submitted_lead',
  'send_build_your_deal_review_lead',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
