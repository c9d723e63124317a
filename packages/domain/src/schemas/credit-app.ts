import { z } from 'zod';

/** Address types: ST street, PB postal box, RR rural route (spec 3 §3). */
export const ADDRESS_TYPES = Object.freeze({ STREET: 'ST', POSTAL_BOX: 'PB', RURAL_ROUTE: 'RR' } as const);
export const ADDRESS_TYPE_VALUES = ['ST', 'PB', 'RR'] as const;
export type AddressType = (typeof ADDRESS_TYPE_VALUES)[number];

/** Housing (home status) types: OW owns with mortgage, RE rent, OT other (spec 3 §3). */
export const HOME_STATUSES = Object.freeze({ OWNS: 'OW', RENT: 'RE', OTHER: 'OT' } as const);
export const HOME_STATUS_VALUES = ['OW', 'RE', 'OT'] as const;
export type HomeStatus = (typeof HOME_STATUS_VALUES)[number];

/** Employment types; RET means retired (spec 3 §3). */
export const EMPLOYMENT_TYPES = ['FT', 'FTP', 'PTC', 'PTR', 'RET', 'SEAS', 'SEAW', 'SE'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const RETIRED = 'RET';
/** Value forced into type, occupation and employer for a retired applicant (spec 3 §5). */
export const RETIRED_LABEL = 'Retired';

/**
 * A person's choices. The spec names the fields (salutation, marital_status, gender, relation_status)
 * but not their values: these are ours, the forms offer them and the server takes nothing else.
 * relation_status is the co-applicant's relation to the applicant (asked of the co-applicant only).
 */
export const SALUTATIONS = ['mr', 'ms', 'mrs', 'dr'] as const;
export const MARITAL_STATUSES = [
  'single',
  'married',
  'common_law',
  'separated',
  'divorced',
  'widowed',
] as const;
export const GENDERS = ['female', 'male', 'other'] as const;
export const RELATION_STATUSES = [
  'spouse',
  'common_law',
  'parent',
  'child',
  'sibling',
  'relative',
  'other',
] as const;

/** Income frequencies (not shown in the spec; ours). */
export const INCOME_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly', 'annually'] as const;
export type IncomeFrequency = (typeof INCOME_FREQUENCIES)[number];

/** Credit-application statuses (spec 3 §3). */
export const CREDIT_APPLICATION_STATUSES = Object.freeze({
  AWAITING_CUSTOMER: 1,
  AWAITING_DEALER: 2,
  COMPLETE: 3,
  DECLINED: 4,
  FURTHER_VERIFICATION: 5,
} as const);
export const CREDIT_APPLICATION_STATUS_VALUES = [1, 2, 3, 4, 5] as const;
export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUS_VALUES)[number];

/** Credit-application routes and step names (spec 3 §2). */
export const CREDIT_APP_ROUTES = [
  'consent',
  'acknowledgement',
  'applicant',
  'employment',
  'residential',
  'co-applicant/acknowledgement',
  'co-applicant',
  'co-applicant/employment',
  'co-applicant/residential',
  'review',
  'result',
] as const;
export const CREDIT_APP_STEPS = [
  'applicant-consent',
  'applicant-acknowledgement',
  'applicant-info',
  'employment-info',
  'residential-info',
  'coapplicant-acknowledgement',
  'coapplicant-info',
  'coapplicant-employment-info',
  'coapplicant-residential-info',
  'review',
  'result',
] as const;
export type CreditAppStep = (typeof CREDIT_APP_STEPS)[number];
export const CO_APPLICANT_STEPS: readonly CreditAppStep[] = [
  'coapplicant-acknowledgement',
  'coapplicant-info',
  'coapplicant-employment-info',
  'coapplicant-residential-info',
];

/** A text field of the application: at most 200 characters (the server stores nothing longer). */
const text = z.string().max(200, 'Enter at most 200 characters.').nullable().optional();
/** Money in cents, up to $100,000,000. */
const money = z
  .number()
  .int('Enter an amount in dollars.')
  .min(0, 'Enter an amount in dollars.')
  .max(10_000_000_000, 'Enter an amount in dollars.')
  .nullable()
  .optional();
/** Years (at an address, a job, retired): a whole number up to 99. */
const count = z
  .number()
  .int('Enter a number of years from 0 to 99.')
  .min(0, 'Enter a number of years from 0 to 99.')
  .max(99, 'Enter a number of years from 0 to 99.')
  .nullable()
  .optional();
/** Months beyond whole years: 0 to 11. */
const monthCount = z
  .number()
  .int('Enter a number of months from 0 to 11.')
  .min(0, 'Enter a number of months from 0 to 11.')
  .max(11, 'Enter a number of months from 0 to 11.')
  .nullable()
  .optional();
const CHOOSE = 'Choose one of the options.';

/** Person fields (spec 3 §3), all with the _enc suffix. */
export const personSchema = z.object({
  salutation_enc: z.enum(SALUTATIONS, CHOOSE).nullable().optional(),
  first_name_enc: text,
  last_name_enc: text,
  middle_name_enc: text,
  date_of_birth_enc: text,
  marital_status_enc: z.enum(MARITAL_STATUSES, CHOOSE).nullable().optional(),
  phone_enc: text,
  mobile_phone_enc: text,
  email_enc: text,
  confirm_email: text,
  /** The co-applicant's relation to the applicant. */
  relation_status_enc: z.enum(RELATION_STATUSES, CHOOSE).nullable().optional(),
  gender_enc: z.enum(GENDERS, CHOOSE).nullable().optional(),
  /** SIN in Canada, SSN in the USA. */
  social_insurance_number_enc: text,
});

const ADDRESS_KEYS = [
  'address_type',
  'city',
  'province',
  'postal_code',
  'civic_address',
  'po_box_number',
  'address_number',
  'street_name',
  'street_type',
  'rr_number',
  'concession',
  'lot_number',
  'years_at_address',
  'months_at_address',
] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

/** Address fields (spec 3 §3). */
export const addressSchema = z.object({
  address_type_enc: z.enum(ADDRESS_TYPE_VALUES, CHOOSE).nullable().optional(),
  city_enc: text,
  province_enc: text,
  postal_code_enc: text,
  civic_address_enc: text,
  po_box_number_enc: text,
  address_number_enc: text,
  street_name_enc: text,
  street_type_enc: text,
  rr_number_enc: text,
  concession_enc: text,
  lot_number_enc: text,
  years_at_address_enc: count,
  months_at_address_enc: monthCount,
});
/** previous_ address variant. */
export const previousAddressSchema = z.object({
  previous_address_type_enc: z.enum(ADDRESS_TYPE_VALUES, CHOOSE).nullable().optional(),
  previous_city_enc: text,
  previous_province_enc: text,
  previous_postal_code_enc: text,
  previous_civic_address_enc: text,
  previous_po_box_number_enc: text,
  previous_address_number_enc: text,
  previous_street_name_enc: text,
  previous_street_type_enc: text,
  previous_rr_number_enc: text,
  previous_concession_enc: text,
  previous_lot_number_enc: text,
  previous_years_at_address_enc: count,
  previous_months_at_address_enc: monthCount,
});

/** Housing (spec 3 §3). monthly_housing_payment, mortgage_amount and market_value in cents. */
export const housingSchema = z.object({
  home_status_enc: z.enum(HOME_STATUS_VALUES, CHOOSE).nullable().optional(),
  monthly_housing_payment_enc: money,
  mortgage_holder_enc: text,
  mortgage_amount_enc: money,
  market_value_enc: money,
  landlord_enc: text,
  additional_info_enc: text,
});

/** Employment (spec 3 §3). */
export const employmentSchema = z.object({
  employment_status_enc: z.enum(EMPLOYMENT_TYPES, CHOOSE).nullable().optional(),
  employment_type_enc: text,
  employer_enc: text,
  occupation_enc: text,
  work_phone_enc: text,
  work_ext_enc: text,
  years_at_employment_enc: count,
  months_at_employment_enc: monthCount,
  years_as_retired_enc: count,
  months_as_retired_enc: monthCount,
});
/** previous_ employment variant. */
export const previousEmploymentSchema = z.object({
  previous_employment_status_enc: z.enum(EMPLOYMENT_TYPES, CHOOSE).nullable().optional(),
  previous_employment_type_enc: text,
  previous_employer_enc: text,
  previous_occupation_enc: text,
  previous_work_phone_enc: text,
  previous_work_ext_enc: text,
  previous_years_at_employment_enc: count,
  previous_months_at_employment_enc: monthCount,
});

/** Income (spec 3 §3). Amounts in cents. */
export const incomeSchema = z.object({
  income_amount_enc: money,
  income_frequency_enc: z.enum(INCOME_FREQUENCIES, CHOOSE).nullable().optional(),
  other_income_amount_enc: money,
  other_income_frequency_enc: z.enum(INCOME_FREQUENCIES, CHOOSE).nullable().optional(),
  other_income_description_enc: text,
  other_income_type_enc: text,
  monthly_disbursements_enc: money,
  previous_monthly_disbursements_enc: money,
});

/** Consent flags carried by an application (default null before send). */
export const applicationConsentSchema = z.object({
  consent_marketing_info_enc: z.boolean().nullable().optional(),
  consent_electronic_communication_enc: z.boolean().nullable().optional(),
});

/** One applicant: person, address, previous address, housing, employment, previous employment, income. */
export const applicantSchema = personSchema
  .extend(addressSchema.shape)
  .extend(previousAddressSchema.shape)
  .extend(housingSchema.shape)
  .extend(employmentSchema.shape)
  .extend(previousEmploymentSchema.shape)
  .extend(incomeSchema.shape)
  .extend(applicationConsentSchema.shape);
export type Applicant = z.infer<typeof applicantSchema>;

/** Co-applicant: the same fields (salutation is not required for a co-applicant). */
export const coApplicantSchema = applicantSchema;
export type CoApplicant = Applicant;

/** Primary application (spec 3 §3). */
export const primaryApplicationSchema = applicantSchema.extend({
  has_co_applicant: z.boolean().default(false),
  credit_check_reference_number: text,
  lead_reference_number_enc: text,
  has_additional_income_enc: z.boolean().nullable().optional(),
  additional_income_enc: money,
  additional_income_type_enc: text,
});
export type PrimaryApplication = z.infer<typeof primaryApplicationSchema>;

/** The credit application as the storefront keeps it. */
export const creditApplicationSchema = z.object({
  primaryApplication: primaryApplicationSchema,
  coApplication: coApplicantSchema.nullable(),
  status: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
    .nullable()
    .optional(),
});
export type CreditApplication = z.infer<typeof creditApplicationSchema>;

/** Postal lookup answer (spec 3 §3 and §7). */
export const postalLookupSchema = z.object({ country: z.string(), province: z.string() });
export type PostalLookup = z.infer<typeof postalLookupSchema>;
