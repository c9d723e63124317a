/**
 * The credit application of an order (spec 3 §2-§7, issue 20): the draft the shopper fills in step
 * by step (sealed at rest, ./crypto.ts), the dealer's required fields and field formats (the
 * domain's `creditAppItems`), the patching before send, the decision system (./decision.ts), and
 * the order's status and progress once sent. Decryption happens here only.
 */
import {
  type ApplicantDraft,
  CREDIT_APP_FORM_SECTIONS,
  CREDIT_APP_RULE_MESSAGES,
  type CreditAppDealerRules,
  type CreditAppDraftBody,
  type CreditAppFormSection,
  type CreditApplication,
  type CreditApplicationStatus,
  type CreditApplicationSystem,
  type CreditAppParty,
  creditAppItems,
  MASKED_INSURANCE_NUMBER,
  type PrimaryDraft,
  patchCreditApplication,
  STEP_STATES,
  validateForm,
} from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type CreditApplicationRow,
  creditApplications,
  type DealerRow,
  type OrderRow,
  orders,
  users,
} from '../../db/schema.ts';
import type { AppContext, AppDeps } from '../../http/env.ts';
import { type FieldErrors, HttpError, nonField, notFoundError } from '../../http/helpers.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { queueCustomerLead, staffActingOf } from '../leads/service.ts';
import { checkPostalCode } from '../orders/postal.ts';
import { orderWritten } from '../orders/store.ts';
import { dealerSections } from '../steps/service.ts';
import type { PiiCipher } from './crypto.ts';
import type { CreditDecisionSystem } from './decision.ts';
import { provinceOfFsa } from './fsa-provinces.ts';
import { usState } from './zip-states.ts';

export interface Applicants {
  primary: PrimaryDraft;
  co: ApplicantDraft | null;
}

/** What the module needs beyond the app's dependencies. */
export interface CreditAppDeps {
  cipher: PiiCipher;
  systemFor: (dealer: DealerRow) => CreditDecisionSystem;
}

export function dealerRules(dealer: DealerRow): CreditAppDealerRules {
  const s = dealer.settings;
  return {
    country: dealer.country === 'US' ? 'US' : 'CA',
    province_code: dealer.provinceCode,
    credit_application_system: s.credit_application_system as CreditApplicationSystem,
    is_credit_application_gender_enc_optional: s.is_credit_application_gender_enc_optional,
    mandatory_ssn: s.mandatory_ssn,
    mandatory_secondary_phone: s.mandatory_secondary_phone,
  };
}

/** 404 unless the dealer's sections include the credit application (the storefront then redirects). */
export function requireCreditSection(dealer: DealerRow): void {
  if (!dealerSections(dealer).some((s) => s.id === 'credit-app')) {
    throw notFoundError('This dealership takes no credit applications online.', 'credit_app_unavailable');
  }
}

const aad = (row: { dealerId: number; orderId: number }, party: CreditAppParty) =>
  `credit_applications/${row.dealerId}/${row.orderId}/${party}`;

export async function applicationRow(db: Db, order: OrderRow): Promise<CreditApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(creditApplications)
    .where(and(eq(creditApplications.orderId, order.id), eq(creditApplications.dealerId, order.dealerId)))
    .limit(1);
  return row;
}

export function openApplicants(cipher: PiiCipher, row: CreditApplicationRow | undefined): Applicants {
  if (!row) return { primary: { has_co_applicant: false }, co: null };
  const primary = JSON.parse(cipher.open(row.primaryEnc, aad(row, 'primary'))) as PrimaryDraft;
  const co = row.coEnc ? (JSON.parse(cipher.open(row.coEnc, aad(row, 'co'))) as ApplicantDraft) : null;
  return { primary, co };
}

/** Merges a part into an applicant; a masked SIN/SSN sent back keeps the number on file. */
function merge<T extends ApplicantDraft>(current: T, part: Partial<T> | undefined): T {
  if (!part) return current;
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(part)) {
    if (
      key === 'social_insurance_number_enc' &&
      typeof value === 'string' &&
      MASKED_INSURANCE_NUMBER.test(value)
    ) {
      continue;
    }
    next[key] = typeof value === 'string' ? value.trim() : value;
  }
  return next as T;
}

const PLACE_FIELDS = [
  'province_enc',
  'postal_code_enc',
  'previous_province_enc',
  'previous_postal_code_enc',
] as const;

/** PUT: the shopper's draft, merged field by field and sealed; refused once the application is sent. */
export async function saveDraft(
  deps: AppDeps,
  mod: CreditAppDeps,
  c: AppContext,
  order: OrderRow,
  body: CreditAppDraftBody,
): Promise<{ row: CreditApplicationRow; applicants: Applicants }> {
  const db = deps.database.db;
  const existing = await applicationRow(db, order);
  if (existing?.status != null) throw nonField('This credit application was already sent.');
  const current = openApplicants(mod.cipher, existing);
  const primary = merge(current.primary, body.primaryApplication);
  // The consent step's offers and electronic messages answers are the application's two consent
  // flags (spec 3 §3), sealed with it and sent with it (null when not answered).
  if (body.consent) {
    primary.consent_marketing_info_enc = body.consent.marketing ?? null;
    primary.consent_electronic_communication_enc = body.consent.electronic_communication ?? null;
  }
  let co = current.co;
  // Removing the co-applicant clears the co-application (spec 3 §4); adding one starts it empty.
  if (body.coApplication === null || body.primaryApplication?.has_co_applicant === false) co = null;
  else if (body.coApplication !== undefined) co = merge(co ?? {}, body.coApplication);
  else if (primary.has_co_applicant === true) co = co ?? {};
  primary.has_co_applicant = co !== null;
  const reused = reusedInsuranceNumber({ primary, co }, body);
  if (reused) throw new HttpError(400, reused);
  // An address saved with a code of another province is refused on save (the residence step's
  // Continue), not first at submission; a save that leaves the address alone is not refused for it.
  const country = dealerRules(c.var.dealer).country;
  const places: FieldErrors = {};
  for (const [scope, sent, merged] of [
    ['primaryApplication', body.primaryApplication, primary],
    ['coApplication', body.coApplication, co],
  ] as const) {
    if (!sent || !merged || !PLACE_FIELDS.some((f) => f in sent)) continue;
    Object.assign(places, placeErrors(country, merged, `${scope}.`));
  }
  if (Object.keys(places).length) throw new HttpError(400, places);
  const now = deps.now();
  const consent = body.consent
    ? {
        credit_check: body.consent.credit_check,
        marketing: body.consent.marketing ?? null,
        electronic_communication: body.consent.electronic_communication ?? null,
        text_version: body.consent.text_version,
        language: resolveLanguage(c, c.var.dealer),
        given_at: now.toISOString(),
        source: 'storefront credit-app consent step',
      }
    : (existing?.consent ?? null);
  if (body.consent && !body.consent.credit_check) {
    throw new HttpError(400, { 'consent.credit_check': ['This field is required.'] });
  }
  const keys = { dealerId: order.dealerId, orderId: order.id };
  const values = {
    keyId: mod.cipher.keyId,
    primaryEnc: mod.cipher.seal(JSON.stringify(primary), aad(keys, 'primary')),
    coEnc: co ? mod.cipher.seal(JSON.stringify(co), aad(keys, 'co')) : null,
    step: body.step ?? existing?.step ?? null,
    consent,
    updatedAt: now,
  };
  const [row] = existing
    ? await db
        .update(creditApplications)
        .set(values)
        .where(eq(creditApplications.id, existing.id))
        .returning()
    : await db
        .insert(creditApplications)
        .values({ ...keys, customerId: order.customerId, ...values })
        .onConflictDoUpdate({ target: creditApplications.orderId, set: values })
        .returning();
  if (!row) throw new Error('credit application not written');
  return { row, applicants: { primary, co } };
}

export const SAME_INSURANCE_NUMBER = 'The co-applicant’s number must differ from the applicant’s.';

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * Two applicants with one SIN/SSN (however it is typed): the error on the number just sent (the
 * co-applicant's unless only the applicant's was), or null. Lenders refuse such an application.
 */
export function reusedInsuranceNumber(applicants: Applicants, sent?: CreditAppDraftBody): FieldErrors | null {
  const primary = digitsOf(applicants.primary.social_insurance_number_enc);
  const co = digitsOf(applicants.co?.social_insurance_number_enc);
  if (!applicants.co || primary === '' || primary !== co) return null;
  const onPrimary =
    sent?.primaryApplication?.social_insurance_number_enc !== undefined &&
    sent.coApplication?.social_insurance_number_enc === undefined;
  return {
    [`${onPrimary ? 'primaryApplication' : 'coApplication'}.social_insurance_number_enc`]: [
      SAME_INSURANCE_NUMBER,
    ],
  };
}

/**
 * A postal code names its province (its forward sortation area's, ./fsa-provinces.ts, or by its first
 * letter for an FSA the table has not), a ZIP code its state (./zip-states.ts): one of another than the
 * province or state chosen is refused on the code (the lender would get an address that does not
 * exist), never silently re-read. Checked on the current and the previous address; a code that is not
 * one at all is the field rules' error, not this one.
 */
export function placeErrors(
  country: CreditAppDealerRules['country'],
  values: Readonly<Record<string, unknown>>,
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const at of ['', 'previous_']) {
    const province = values[`${at}province_enc`];
    const postal = values[`${at}postal_code_enc`];
    if (typeof province !== 'string' || typeof postal !== 'string' || !province) continue;
    const check = checkPostalCode(postal, country);
    const named = !check.ok
      ? null
      : country === 'US'
        ? usState(check.postalCode)
        : (provinceOfFsa(check.postalCode) ?? check.provinceCode);
    if (named && named !== province.trim().toUpperCase()) {
      errors[`${prefix}${at}postal_code_enc`] = [
        country === 'US'
          ? 'This ZIP code is not in the state chosen.'
          : 'This postal code is not in the province chosen.',
      ];
    }
  }
  return errors;
}

/** The field errors of one section of one applicant by the dealer's rules (English; localised on the way out). */
export function sectionErrors(
  dealer: DealerRow,
  section: CreditAppFormSection,
  party: CreditAppParty,
  values: Readonly<Record<string, unknown>>,
  today: Date,
  prefix = '',
): FieldErrors {
  const rules = dealerRules(dealer);
  const items = creditAppItems(section, rules, { country: rules.country, coApplicant: party === 'co' });
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(
    validateForm(items, values, { country: rules.country, today }),
  )) {
    errors[`${prefix}${field}`] = [CREDIT_APP_RULE_MESSAGES[error.rule] ?? 'Enter a valid value.'];
  }
  if (section === 'residential') {
    for (const [field, message] of Object.entries(placeErrors(rules.country, values, prefix))) {
      errors[field] ??= message;
    }
  }
  return errors;
}

/** Every section of both applicants, keyed `primaryApplication.<field>` / `coApplication.<field>`. */
export function applicationErrors(dealer: DealerRow, applicants: Applicants, today: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const section of CREDIT_APP_FORM_SECTIONS) {
    Object.assign(
      errors,
      sectionErrors(dealer, section, 'primary', applicants.primary, today, 'primaryApplication.'),
    );
    if (applicants.primary.has_co_applicant) {
      Object.assign(
        errors,
        sectionErrors(dealer, section, 'co', applicants.co ?? {}, today, 'coApplication.'),
      );
    }
  }
  return errors;
}

/** The order step state a decision leaves the credit-app step in. */
export function stepStateOf(status: CreditApplicationStatus): number {
  if (status === 1) return STEP_STATES.AWAITING_CUSTOMER;
  if (status === 2 || status === 5) return STEP_STATES.AWAITING_DEALER;
  return STEP_STATES.COMPLETED;
}

/** submit_application: consent, every required field, the patching, the decision system, the order. */
export async function submitApplication(
  deps: AppDeps,
  mod: CreditAppDeps,
  c: AppContext,
  order: OrderRow,
): Promise<CreditApplicationRow> {
  const db = deps.database.db;
  const dealer = c.var.dealer;
  const row = await applicationRow(db, order);
  if (row?.status != null) throw nonField('This credit application was already sent.');
  if (!row?.consent?.credit_check) {
    throw new HttpError(400, { 'consent.credit_check': ['Give your consent to the credit check first.'] });
  }
  const applicants = openApplicants(mod.cipher, row);
  const errors = {
    ...applicationErrors(dealer, applicants, deps.now()),
    ...(applicants.primary.has_co_applicant ? reusedInsuranceNumber(applicants) : null),
  };
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  const rules = dealerRules(dealer);
  const application = patchCreditApplication(
    {
      primaryApplication: {
        ...applicants.primary,
        has_co_applicant: Boolean(applicants.primary.has_co_applicant),
      },
      coApplication: applicants.primary.has_co_applicant ? (applicants.co ?? {}) : null,
    } as CreditApplication,
    {
      system: rules.credit_application_system,
      province: String(applicants.primary.province_enc ?? dealer.provinceCode),
    },
  );
  const system = mod.systemFor(dealer);
  const decision = await system.submit(application, { dealerCode: dealer.code, orderId: order.id });
  const now = deps.now();
  const [updated] = await db
    .update(creditApplications)
    .set({
      status: decision.status,
      system: system.id,
      reference: decision.reference,
      submittedAt: now,
      decidedAt: decision.status === 2 ? null : now,
      updatedAt: now,
    })
    .where(and(eq(creditApplications.id, row.id), sql`${creditApplications.status} is null`))
    .returning();
  if (!updated) throw nonField('This credit application was already sent.');
  await db
    .update(orders)
    .set({
      creditApplicationStatus: decision.status,
      showCreditAppResult: true,
      progress: sql`${orders.progress} || ${JSON.stringify({ 'credit-app': stepStateOf(decision.status) })}::jsonb`,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  orderWritten(db, order.id);
  await queueFinanceLead(deps, dealer, order, decision.status, staffActingOf(c));
  return updated;
}

/**
 * The finance lead of a sent application (spec 3 §7, send_finance_lead) through the leads service
 * (its CRM rule, not_sent kept with the reason): the customer's account contact and the vehicle,
 * never the application's personal data (the dealer reads that through the staff API, audited).
 */
async function queueFinanceLead(
  deps: AppDeps,
  dealer: DealerRow,
  order: OrderRow,
  status: number,
  staffActing: boolean,
) {
  const db = deps.database.db;
  const [customer] = await db.select().from(users).where(eq(users.id, order.customerId)).limit(1);
  if (!customer) return;
  await queueCustomerLead(deps, {
    dealer,
    customer,
    order,
    kind: 'send_finance_lead',
    comments: `Credit application sent from the online storefront (order ${order.id}, status ${status}).`,
    payload: { vehicle: order.vehicleId, credit_application_status: status },
    staffActing,
  });
}
