/**
 * Credit-application rules (spec 3 §2, §4 and §5): required fields per dealer, previous address and
 * employment, sidebar and routing rules, and the patching before send.
 */
import { type Locale, PREVIOUS_HISTORY_YEARS } from '../constants.ts';
import type { Country } from '../schemas/common.ts';
import {
  type Applicant,
  CO_APPLICANT_STEPS,
  CREDIT_APP_STEPS,
  CREDIT_APPLICATION_STATUSES,
  type CreditApplication,
  type CreditAppStep,
  RETIRED,
  RETIRED_LABEL,
} from '../schemas/credit-app.ts';
import type { CreditApplicationSystem } from '../schemas/dealer.ts';

/** The manufacturer finance system (the identity-login one). */
export const VW_SYSTEM: CreditApplicationSystem = 'VW';
/** The province where lease disbursements apply (the spec names one province; Quebec, ours). */
export const LEASE_DISBURSEMENT_PROVINCE = 'QC';

export interface CreditAppDealerRules {
  readonly country: Country;
  readonly province_code: string;
  readonly credit_application_system: CreditApplicationSystem;
  readonly is_credit_application_gender_enc_optional?: boolean;
  readonly mandatory_ssn?: boolean;
  readonly mandatory_secondary_phone?: boolean;
}

type Fields = Partial<Applicant>;
type Key = keyof Applicant;

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Gender optional when the credit system is the identity-login one or the dealer flag is set. */
export function isGenderOptional(d: CreditAppDealerRules): boolean {
  return d.credit_application_system === VW_SYSTEM || Boolean(d.is_credit_application_gender_enc_optional);
}

/** Insurance number required unless the VW system is used, where it is required only if the dealer asks. */
export function isInsuranceNumberRequired(d: CreditAppDealerRules): boolean {
  return d.credit_application_system !== VW_SYSTEM || Boolean(d.mandatory_ssn);
}

/** Mobile phone required (co-applicant) when the dealer flag is set. */
export function isMobilePhoneRequired(d: CreditAppDealerRules): boolean {
  return Boolean(d.mandatory_secondary_phone);
}

/** Lease disbursements apply in one province, when the country supports them and the credit system is none. */
export function leaseDisbursementsApply(
  d: CreditAppDealerRules,
  province: string = d.province_code,
): boolean {
  return (
    d.country === 'CA' &&
    province.toUpperCase() === LEASE_DISBURSEMENT_PROVINCE &&
    d.credit_application_system === 'NULL'
  );
}

/** Monthly residential payment label: Quebec-specific for region CA-QC. */
export function housingPaymentLabelId(country: Country, province: string): string {
  return country === 'CA' && province.toUpperCase() === 'QC'
    ? 'credit_app.monthly_housing_payment.qc'
    : 'credit_app.monthly_housing_payment';
}

/** Required fields of the applicant's (or co-applicant's) personal step. */
export function requiredPersonFields(
  d: CreditAppDealerRules,
  options: { readonly coApplicant?: boolean; readonly askRelationStatus?: boolean } = {},
): Key[] {
  const fields: Key[] = [];
  if (!options.coApplicant) fields.push('salutation_enc');
  fields.push(
    'first_name_enc',
    'last_name_enc',
    'date_of_birth_enc',
    'marital_status_enc',
    'phone_enc',
    'email_enc',
    'confirm_email',
  );
  // Relation status "if asked": the co-applicant is asked their relation to the applicant (ours).
  if (options.askRelationStatus ?? options.coApplicant) fields.push('relation_status_enc');
  if (!isGenderOptional(d)) fields.push('gender_enc');
  if (isInsuranceNumberRequired(d)) fields.push('social_insurance_number_enc');
  if (options.coApplicant && isMobilePhoneRequired(d)) fields.push('mobile_phone_enc');
  return fields;
}

function addressFields(type: unknown, prefix: '' | 'previous_'): Key[] {
  const p = (k: string) => `${prefix}${k}_enc` as Key;
  const fields: Key[] = [
    p('address_type'),
    p('city'),
    p('province'),
    p('postal_code'),
    p('years_at_address'),
    p('months_at_address'),
  ];
  if (type === 'PB') fields.push(p('po_box_number'));
  else if (type === 'RR') fields.push(p('rr_number'));
  else fields.push(p('address_number'), p('street_name'));
  return fields;
}

/** Total months from years and months fields. */
function months(years: unknown, monthsValue: unknown): number {
  return (typeof years === 'number' ? years : 0) * 12 + (typeof monthsValue === 'number' ? monthsValue : 0);
}

/** Previous address needed if under 2 years at address. */
export function needsPreviousAddress(a: Fields): boolean {
  if (!hasValue(a.years_at_address_enc)) return false;
  return months(a.years_at_address_enc, a.months_at_address_enc) < PREVIOUS_HISTORY_YEARS * 12;
}

export function isRetired(a: Fields): boolean {
  return a.employment_status_enc === RETIRED;
}

/** Previous employment needed if under 2 years at the job or as retired. */
export function needsPreviousEmployment(a: Fields): boolean {
  const [y, m] = isRetired(a)
    ? [a.years_as_retired_enc, a.months_as_retired_enc]
    : [a.years_at_employment_enc, a.months_at_employment_enc];
  if (!hasValue(y)) return false;
  return months(y, m) < PREVIOUS_HISTORY_YEARS * 12;
}

/** Required fields of the residential step (address, previous address when needed, housing). */
export function requiredResidentialFields(a: Fields): Key[] {
  const fields = addressFields(a.address_type_enc, '');
  if (needsPreviousAddress(a)) fields.push(...addressFields(a.previous_address_type_enc, 'previous_'));
  fields.push('home_status_enc');
  return fields;
}

/** Required fields of the employment step (retired or not, previous employment when needed, income). */
export function requiredEmploymentFields(a: Fields): Key[] {
  const fields: Key[] = ['employment_status_enc'];
  if (isRetired(a)) fields.push('years_as_retired_enc', 'months_as_retired_enc');
  else {
    // employment_type_enc is not asked: the status chosen is one of the spec's employment types, and
    // the patching fills the type with it (a retired applicant's with 'Retired').
    fields.push(
      'employer_enc',
      'occupation_enc',
      'work_phone_enc',
      'years_at_employment_enc',
      'months_at_employment_enc',
    );
  }
  if (needsPreviousEmployment(a)) {
    fields.push(
      'previous_employment_status_enc',
      'previous_employer_enc',
      'previous_occupation_enc',
      'previous_years_at_employment_enc',
      'previous_months_at_employment_enc',
    );
    // The previous employer's phone, as the current one's; a retirement has none.
    if (a.previous_employment_status_enc !== RETIRED) fields.push('previous_work_phone_enc');
  }
  fields.push('income_amount_enc', 'income_frequency_enc');
  return fields;
}

/** Required fields that have no value. */
export function missingFields(a: Fields, required: readonly Key[]): Key[] {
  return required.filter((k) => !hasValue(a[k]));
}

export type CreditAppSection = 'applicant' | 'employment' | 'residential';

/** A step is finished when every required field has a value. */
export function isCreditAppSectionComplete(
  section: CreditAppSection,
  a: Fields,
  d: CreditAppDealerRules,
  options: { readonly coApplicant?: boolean; readonly askRelationStatus?: boolean } = {},
): boolean {
  const required =
    section === 'applicant'
      ? requiredPersonFields(d, options)
      : section === 'employment'
        ? requiredEmploymentFields(a)
        : requiredResidentialFields(a);
  return missingFields(a, required).length === 0 && (section !== 'applicant' || emailsMatch(a));
}

/** confirm_email must equal email (case-insensitive). */
export function emailsMatch(a: Fields): boolean {
  if (!hasValue(a.email_enc) || !hasValue(a.confirm_email)) return true;
  return String(a.email_enc).toLowerCase() === String(a.confirm_email).toLowerCase();
}

// ---------------------------------------------------------------------------
// Patching before send
// ---------------------------------------------------------------------------

const PHONE_KEYS: readonly Key[] = [
  'phone_enc',
  'mobile_phone_enc',
  'work_phone_enc',
  'previous_work_phone_enc',
];

/** Dashes are stripped from phone numbers (and the mask's parentheses and spaces with them). */
export function stripPhone(value: string): string {
  return value.replace(/[-\s()]/g, '');
}

/**
 * One applicant patched before send: the employment type (and the previous one) is the status chosen;
 * phones without dashes; missing other income type becomes
 * empty; null middle name becomes empty; retired forces type, occupation and employer to 'Retired';
 * housing payment defaults to 0; an empty other income type clears the other income fields; consent
 * flags default to null; for VW in Quebec monthly disbursements (and the previous variant) and income
 * amounts default to 0.
 */
export function patchApplicant(
  a: Fields,
  options: { readonly system: CreditApplicationSystem; readonly province: string },
): Fields {
  const out: Record<string, unknown> = { ...a };
  for (const k of PHONE_KEYS) {
    const v = out[k];
    if (typeof v === 'string') out[k] = stripPhone(v);
  }
  if (out.other_income_type_enc === undefined || out.other_income_type_enc === null)
    out.other_income_type_enc = '';
  if (out.middle_name_enc === null || out.middle_name_enc === undefined) out.middle_name_enc = '';
  // The status is one of the spec's employment types (FT ... SE): the type carries it (ours).
  for (const at of ['', 'previous_']) {
    const status = out[`${at}employment_status_enc`];
    if (typeof status === 'string' && status !== '' && status !== RETIRED)
      out[`${at}employment_type_enc`] = status;
  }
  if (out.employment_status_enc === RETIRED) {
    out.employment_type_enc = RETIRED_LABEL;
    out.occupation_enc = RETIRED_LABEL;
    out.employer_enc = RETIRED_LABEL;
  }
  if (out.previous_employment_status_enc === RETIRED) {
    out.previous_employment_type_enc = RETIRED_LABEL;
    out.previous_occupation_enc = RETIRED_LABEL;
    out.previous_employer_enc = RETIRED_LABEL;
  }
  if (out.monthly_housing_payment_enc === undefined || out.monthly_housing_payment_enc === null) {
    out.monthly_housing_payment_enc = 0;
  }
  if (out.other_income_type_enc === '') {
    out.other_income_amount_enc = null;
    out.other_income_frequency_enc = null;
    out.other_income_description_enc = '';
  }
  for (const k of ['consent_marketing_info_enc', 'consent_electronic_communication_enc'] as const) {
    if (out[k] === undefined) out[k] = null;
  }
  if (options.system === VW_SYSTEM && options.province.toUpperCase() === 'QC') {
    for (const k of [
      'monthly_disbursements_enc',
      'previous_monthly_disbursements_enc',
      'income_amount_enc',
      'other_income_amount_enc',
    ]) {
      if (out[k] === undefined || out[k] === null) out[k] = 0;
    }
  }
  return out as Fields;
}

/** The whole application patched before send (primary and co-applicant). */
export function patchCreditApplication(
  app: CreditApplication,
  options: { readonly system: CreditApplicationSystem; readonly province: string },
): CreditApplication {
  return {
    ...app,
    primaryApplication: { ...app.primaryApplication, ...patchApplicant(app.primaryApplication, options) },
    coApplication: app.coApplication ? (patchApplicant(app.coApplication, options) as Applicant) : null,
  };
}

/** Removing the co-applicant clears the co-application. */
export function removeCoApplicant(app: CreditApplication): CreditApplication {
  return {
    ...app,
    primaryApplication: { ...app.primaryApplication, has_co_applicant: false },
    coApplication: null,
  };
}

// ---------------------------------------------------------------------------
// Routing and sidebar
// ---------------------------------------------------------------------------

/** The credit-app route is shown only if the order's sections include it; else replace to order-details. */
export function creditAppRouteAllowed(sections: readonly string[]): boolean {
  return sections.includes('credit-app');
}

/** Status complete leads to the result screen. */
export function isCreditAppComplete(status: number | null | undefined): boolean {
  return status === CREDIT_APPLICATION_STATUSES.COMPLETE;
}

/** Sidebar steps: co-applicant steps hidden unless a co-applicant exists. */
export function creditAppSidebarSteps(hasCoApplicant: boolean): CreditAppStep[] {
  return CREDIT_APP_STEPS.filter((s) => hasCoApplicant || !CO_APPLICANT_STEPS.includes(s));
}

/** Applicant title: 'primary' with a co-applicant, else 'applicant'. */
export function applicantTitleId(hasCoApplicant: boolean): string {
  return hasCoApplicant ? 'credit_app.sidebar.primary' : 'credit_app.sidebar.applicant';
}

/** For the VW system the review step first asks for an acknowledge-consent modal. */
export function needsAcknowledgeConsentModal(system: CreditApplicationSystem): boolean {
  return system === VW_SYSTEM;
}

/**
 * Locale texts an acknowledgement page loads (spec 3 §2): for French Canada the English Canada
 * text; otherwise French Canada messages, then the dealer's custom copy.
 */
export function acknowledgementSources(locale: Locale): { locale: Locale; dealerCustomCopy: boolean } {
  return locale === 'fr-CA'
    ? { locale: 'en-CA', dealerCustomCopy: false }
    : { locale: 'fr-CA', dealerCustomCopy: true };
}
