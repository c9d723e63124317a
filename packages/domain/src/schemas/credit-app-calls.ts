/**
 * Request and answer bodies of the credit-application calls (spec 3 §7,
 * /api/customer/credit-application/). The application is one per order: `{id}` in the paths is the
 * order's id. Answers never carry a SIN/SSN in full: `social_insurance_number_enc` comes back masked
 * (`***-***-123`, the last three digits), and a save that sends the masked value back keeps the
 * number on file.
 */
import { z } from 'zod';
import { applicantSchema, type CREDIT_APPLICATION_STATUS_VALUES } from './credit-app.ts';
import { queryIntSchema } from './query.ts';

/** The sections a shopper fills in, as `validate/` names them. */
export const CREDIT_APP_FORM_SECTIONS = ['applicant', 'employment', 'residential'] as const;
export type CreditAppFormSection = (typeof CREDIT_APP_FORM_SECTIONS)[number];

/** Which applicant a section is about. */
export const CREDIT_APP_PARTIES = ['primary', 'co'] as const;
export type CreditAppParty = (typeof CREDIT_APP_PARTIES)[number];

/** The masked form of a SIN/SSN on the wire: the last three digits only. */
export const MASKED_INSURANCE_NUMBER = /^\*{3}-\*{3}-\d{3}$/;
export function maskInsuranceNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length < 3 ? null : `***-***-${digits.slice(-3)}`;
}

/** One applicant as a save sends it: any subset of the fields, nothing else. */
export const applicantDraftSchema = applicantSchema.strict();
export type ApplicantDraft = z.infer<typeof applicantDraftSchema>;

/** The primary applicant's own fields beyond an applicant's. */
export const primaryDraftSchema = applicantSchema
  .extend({
    has_co_applicant: z.boolean().optional(),
    has_additional_income_enc: z.boolean().nullable().optional(),
    additional_income_enc: z
      .number()
      .int('Enter an amount in dollars.')
      .min(0, 'Enter an amount in dollars.')
      .max(10_000_000_000, 'Enter an amount in dollars.')
      .nullable()
      .optional(),
    additional_income_type_enc: z.string().max(200, 'Enter at most 200 characters.').nullable().optional(),
  })
  .strict();
export type PrimaryDraft = z.infer<typeof primaryDraftSchema>;

/** The credit-check consent of the consent step: given, and the version of the text shown. */
export const creditCheckConsentSchema = z.strictObject({
  credit_check: z.boolean(),
  marketing: z.boolean().optional(),
  electronic_communication: z.boolean().optional(),
  text_version: z.string().trim().min(1, 'This field is required.').max(40),
});

/** PUT /api/customer/credit-application/{order}/ : saves what the shopper typed (merged field by field). */
export const creditAppDraftBodySchema = z.strictObject({
  primaryApplication: primaryDraftSchema.optional(),
  /** null removes the co-applicant (and clears the co-application). */
  coApplication: applicantDraftSchema.nullable().optional(),
  consent: creditCheckConsentSchema.optional(),
  /** The step the shopper has reached (the sidebar's marks). */
  step: z.string().max(60).optional(),
});
export type CreditAppDraftBody = z.infer<typeof creditAppDraftBodySchema>;

/** POST /api/customer/credit-application/validate/ : one section of one applicant checked by the dealer's rules. */
export const creditAppValidateBodySchema = z.strictObject({
  order: z.number().int().positive().max(2_147_483_647, 'Order not found.'),
  section: z.enum(CREDIT_APP_FORM_SECTIONS),
  party: z.enum(CREDIT_APP_PARTIES).default('primary'),
  /** The section's values; without them, the saved ones are checked. */
  application: applicantDraftSchema.optional(),
});
export type CreditAppValidateBody = z.input<typeof creditAppValidateBodySchema>;

/** The credit system that decides, as the storefront shows it (a sandbox says so). */
export interface CreditDecisionSystemView {
  readonly id: string;
  readonly name: string;
  readonly sandbox: boolean;
}

/** GET {order}/dealer_application/ and the answer of a save. */
export interface CreditApplicationView {
  readonly order: number;
  /** null until submitted; then 1 awaiting customer ... 5 further verification. */
  readonly status: (typeof CREDIT_APPLICATION_STATUS_VALUES)[number] | null;
  readonly submitted_at: string | null;
  readonly consent: {
    readonly credit_check: boolean;
    readonly text_version: string;
    readonly given_at: string;
  } | null;
  readonly primaryApplication: PrimaryDraft & { has_co_applicant: boolean };
  readonly coApplication: ApplicantDraft | null;
  readonly step: string | null;
  readonly system: CreditDecisionSystemView;
}

/** GET {order}/decision_status/ */
export interface CreditDecisionView {
  readonly status: (typeof CREDIT_APPLICATION_STATUS_VALUES)[number] | null;
  readonly system: CreditDecisionSystemView;
  readonly reference: string | null;
}

/** GET /api/customer/credit-application/{order}/postal_code_province/?postal_code=: the code to place. */
export const postalCodeProvinceQuerySchema = z.object({ postal_code: z.string().max(20) });

/** Its answer: the province of a postal code or the state of a ZIP code (null when the server knows none). */
export const postalCodeProvinceAnswerSchema = z.object({
  country: z.enum(['CA', 'US']),
  province: z.string().nullable(),
  postal_code: z.string(),
});
export type PostalCodeProvinceAnswer = z.infer<typeof postalCodeProvinceAnswerSchema>;

/** POST /api/customer/credit-application/validate/: the section is valid (a refusal is a 400 of field errors). */
export const creditAppValidAnswerSchema = z.object({ valid: z.literal(true) });
export type CreditAppValidAnswer = z.infer<typeof creditAppValidAnswerSchema>;

/** GET /api/dealer/credit-applications/?status= : the dealer's sent applications, of one status (1 to 5) or all. */
export const creditApplicationListQuerySchema = z.object({ status: queryIntSchema(1, 5).optional() });
