/**
 * The credit application's fields as validation items (spec 3 §5): the dealer's required fields
 * (./credit-app.ts) and the format of each field (SIN/SSN, date of birth, postal/ZIP, phones, years
 * and months). The storefront's forms and the server's `validate/` and `submit_application` run the
 * same items; the server answers the English message of the first failed rule of each field.
 */
import { PREVIOUS_HISTORY_YEARS } from '../constants.ts';
import { parseMoneyText } from '../number-input.ts';
import type { Country } from '../schemas/common.ts';
import { RETIRED } from '../schemas/credit-app.ts';
import type { CreditAppFormSection } from '../schemas/credit-app-calls.ts';
import { MASKED_INSURANCE_NUMBER } from '../schemas/credit-app-calls.ts';
import { isValidDate, parseDate, toCalendarDate } from '../validators/dates.ts';
import { isSin, isSsn } from '../validators/rules.ts';
import type { RuleContext, ValidationItem, ValidationRule } from '../validators/validation-item.ts';
import { rules } from '../validators/validation-item.ts';
import {
  type CreditAppDealerRules,
  isGenderOptional,
  isInsuranceNumberRequired,
  isMobilePhoneRequired,
} from './credit-app.ts';

/** The youngest an applicant can be, in years (ours: the age of majority in most provinces and states). */
export const MIN_APPLICANT_AGE = 18;
/** Dates of birth before this year are refused (ours). */
export const EARLIEST_BIRTH_YEAR = 1900;

export interface CreditAppFieldOptions {
  readonly country: Country;
  readonly coApplicant?: boolean;
}

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v);
  return null;
};
const monthsOf = (years: unknown, months: unknown): number | null => {
  const y = num(years);
  return y === null ? null : y * 12 + (num(months) ?? 0);
};
const under = (years: unknown, months: unknown): boolean => {
  const total = monthsOf(years, months);
  return total !== null && total < PREVIOUS_HISTORY_YEARS * 12;
};

const retired = (ctx: RuleContext) => ctx.values.employment_status_enc === RETIRED;
/** An other income amount that is not none or zero (typed `1 200,50` or saved in cents). */
const hasOtherIncome = (ctx: RuleContext) => {
  const amount = String(ctx.values.other_income_amount_enc ?? '').trim();
  return amount !== '' && !/^0+([.,]0*)?$/.test(amount);
};
const needsPreviousAddress = (ctx: RuleContext) =>
  under(ctx.values.years_at_address_enc, ctx.values.months_at_address_enc);
const needsPreviousEmployment = (ctx: RuleContext) =>
  retired(ctx)
    ? under(ctx.values.years_as_retired_enc, ctx.values.months_as_retired_enc)
    : under(ctx.values.years_at_employment_enc, ctx.values.months_at_employment_enc);
/** A previous job that was one (not retirement): its employer's phone is asked, as the current job's. */
const previousJob = (ctx: RuleContext) =>
  needsPreviousEmployment(ctx) && ctx.values.previous_employment_status_enc !== RETIRED;

/** Years: a whole number 0 to 99. Months: 0 to 11. */
const years = rules.custom(
  'years',
  (v) => {
    const n = num(v);
    return n !== null && n <= 99;
  },
  'creditApp.validation.years',
);
const months = rules.custom(
  'months',
  (v) => {
    const n = num(v);
    return n !== null && n <= 11;
  },
  'creditApp.validation.months',
);
/** A work phone's extension: 1 to 6 digits (ours; the spec names work_ext without a format). */
const extension = rules.custom(
  'extension',
  (v) => /^\d{1,6}$/.test(String(v).trim()),
  'creditApp.validation.extension',
);
/** The most a money field of the application takes: $999,999,999.99. */
export const CREDIT_APP_MAX_AMOUNT_CENTS = 99_999_999_999;

/** The locale whose number format a typed amount is read in: the page's (French or English). */
export const amountLocale = (locale: string | undefined): 'fr-CA' | 'en-CA' =>
  locale?.startsWith('fr') ? 'fr-CA' : 'en-CA';

/**
 * Money typed in dollars in the page's format (the form: `2150.50`, `85,000` in English; `2150,50`,
 * `85 000` in French) or held in cents (the server): at most two decimals.
 */
const amount = rules.custom(
  'amount',
  (v, ctx) =>
    typeof v === 'number'
      ? Number.isInteger(v) && v >= 0 && v <= CREDIT_APP_MAX_AMOUNT_CENTS
      : parseMoneyText(String(v), amountLocale(ctx.locale), CREDIT_APP_MAX_AMOUNT_CENTS).ok,
  'creditApp.validation.amount',
);

/** A date of birth: a real YYYY-MM-DD date, from 1900, at least 18 years before today. */
export function isAdultBirthDate(value: string, today: Date | string): boolean {
  const date = parseDate(value, 'YYYY-MM-DD');
  const now = toCalendarDate(today);
  if (!date || !now || date.year < EARLIEST_BIRTH_YEAR) return false;
  const age =
    now.year -
    date.year -
    (now.month < date.month || (now.month === date.month && now.day < date.day) ? 1 : 0);
  return age >= MIN_APPLICANT_AGE;
}

const birthDate: ValidationRule[] = [
  rules.custom('valid_date', (v) => isValidDate(String(v), 'YYYY-MM-DD')),
  rules.custom('adult', (v, ctx) => isAdultBirthDate(String(v), ctx.today), 'creditApp.validation.adult'),
];

/** SIN in Canada, SSN in the USA; the masked number on file (last three digits) stands for itself. */
const insuranceNumber = (country: Country): ValidationRule =>
  rules.custom(country === 'US' ? 'ssn' : 'sin', (v) => {
    const s = String(v).trim();
    return MASKED_INSURANCE_NUMBER.test(s) || (country === 'US' ? isSsn(s) : isSin(s));
  });

const req = rules.required();
const reqIf = (when: (ctx: RuleContext) => boolean) => rules.requiredIf(when);
const item = (field: string, ...list: ValidationRule[]): ValidationItem => ({ field, rules: list });

function personItems(d: CreditAppDealerRules, o: CreditAppFieldOptions): ValidationItem[] {
  return [
    ...(o.coApplicant ? [] : [item('salutation_enc', req)]),
    item('first_name_enc', req, rules.name()),
    item('middle_name_enc', rules.name()),
    item('last_name_enc', req, rules.name()),
    item('date_of_birth_enc', req, ...birthDate),
    item('marital_status_enc', req),
    // The co-applicant's relation to the applicant ("relation status if asked", spec 3 §5).
    ...(o.coApplicant ? [item('relation_status_enc', req)] : []),
    ...(isGenderOptional(d) ? [item('gender_enc')] : [item('gender_enc', req)]),
    item('email_enc', req, rules.email()),
    item('confirm_email', req, rules.sameAs('email_enc', true)),
    item('phone_enc', req, rules.phone(o.country)),
    item(
      'mobile_phone_enc',
      ...(o.coApplicant && isMobilePhoneRequired(d) ? [req] : []),
      rules.phone(o.country),
    ),
    item(
      'social_insurance_number_enc',
      ...(isInsuranceNumberRequired(d) ? [req] : []),
      insuranceNumber(o.country),
    ),
  ];
}

function addressItems(prefix: '' | 'previous_', when: (ctx: RuleContext) => boolean, country: Country) {
  const k = (name: string) => `${prefix}${name}_enc`;
  const type = (ctx: RuleContext) => ctx.values[k('address_type')];
  return [
    item(k('address_type'), reqIf(when)),
    item(
      k('address_number'),
      reqIf((c) => when(c) && (type(c) ?? 'ST') === 'ST'),
    ),
    item(
      k('street_name'),
      reqIf((c) => when(c) && (type(c) ?? 'ST') === 'ST'),
    ),
    // Optional parts the spec names: a street's type, a rural route's concession and lot.
    item(k('street_type')),
    item(k('concession')),
    item(k('lot_number')),
    item(
      k('po_box_number'),
      reqIf((c) => when(c) && type(c) === 'PB'),
    ),
    item(
      k('rr_number'),
      reqIf((c) => when(c) && type(c) === 'RR'),
    ),
    item(k('city'), reqIf(when), rules.city()),
    item(k('province'), reqIf(when)),
    item(k('postal_code'), reqIf(when), rules.postalCode(country)),
    item(k('years_at_address'), reqIf(when), years),
    item(k('months_at_address'), reqIf(when), months),
  ];
}

function residentialItems(o: CreditAppFieldOptions): ValidationItem[] {
  return [
    ...addressItems('', () => true, o.country),
    item('home_status_enc', req),
    item('monthly_housing_payment_enc', amount),
    // Optional: the mortgage (holder, balance, the home's value) of an owner, a tenant's landlord,
    // anything else the shopper wants the lender to know.
    item('mortgage_holder_enc'),
    item('mortgage_amount_enc', amount),
    item('market_value_enc', amount),
    item('landlord_enc'),
    item('additional_info_enc'),
    ...addressItems('previous_', needsPreviousAddress, o.country),
  ];
}

function employmentItems(o: CreditAppFieldOptions): ValidationItem[] {
  const working = (ctx: RuleContext) => !retired(ctx);
  return [
    item('employment_status_enc', req),
    item('employer_enc', reqIf(working), rules.company()),
    item('occupation_enc', reqIf(working)),
    item('work_phone_enc', reqIf(working), rules.phone(o.country)),
    item('work_ext_enc', extension),
    item('years_at_employment_enc', reqIf(working), years),
    item('months_at_employment_enc', reqIf(working), months),
    item('years_as_retired_enc', reqIf(retired), years),
    item('months_as_retired_enc', reqIf(retired), months),
    item('previous_employment_status_enc', reqIf(needsPreviousEmployment)),
    item('previous_employer_enc', reqIf(needsPreviousEmployment)),
    item('previous_occupation_enc', reqIf(needsPreviousEmployment)),
    item('previous_work_phone_enc', reqIf(previousJob), rules.phone(o.country)),
    item('previous_work_ext_enc', extension),
    item('previous_years_at_employment_enc', reqIf(needsPreviousEmployment), years),
    item('previous_months_at_employment_enc', reqIf(needsPreviousEmployment), months),
    item('income_amount_enc', req, amount),
    item('income_frequency_enc', req),
    item('other_income_amount_enc', amount),
    // Patching empties an other income without a type (spec 3 §5): with an amount, its source and
    // frequency are asked, so nothing typed is dropped on sending.
    item('other_income_type_enc', reqIf(hasOtherIncome)),
    item('other_income_frequency_enc', reqIf(hasOtherIncome)),
  ];
}

/** The validation items of one section of one applicant, for a dealer. */
export function creditAppItems(
  section: CreditAppFormSection,
  dealer: CreditAppDealerRules,
  options: CreditAppFieldOptions,
): ValidationItem[] {
  if (section === 'applicant') return personItems(dealer, options);
  if (section === 'employment') return employmentItems(options);
  return residentialItems(options);
}

/** The server's English message for each rule of these items (answered translated to a French request). */
export const CREDIT_APP_RULE_MESSAGES: Readonly<Record<string, string>> = Object.freeze({
  required: 'This field is required.',
  name: 'Enter a valid name.',
  city: 'Enter a valid city.',
  company: 'Enter a valid employer name.',
  valid_date: 'Enter a valid date.',
  adult: `The applicant must be at least ${MIN_APPLICANT_AGE} years old.`,
  email: 'Enter a valid e-mail address.',
  same_as: 'The e-mail addresses do not match.',
  phone: 'Enter a valid 10-digit phone number.',
  sin: 'Enter a valid social insurance number.',
  ssn: 'Enter a valid Social Security number.',
  postal_code: 'Enter a valid postal code.',
  years: 'Enter a number of years from 0 to 99.',
  months: 'Enter a number of months from 0 to 11.',
  amount: 'Enter an amount in dollars.',
  extension: 'Enter an extension of up to 6 digits.',
});
