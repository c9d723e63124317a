import { type ApplicantDraft, amountLocale, moneyFieldText, parseMoneyText } from '@storefront/domain';

// The application's fields as the forms hold them (strings) and as the server keeps them (numbers,
// money in cents). The forms show dollars.

/** Whole numbers (years, months). */
const COUNT_FIELDS = new Set([
  'years_at_address_enc',
  'months_at_address_enc',
  'previous_years_at_address_enc',
  'previous_months_at_address_enc',
  'years_at_employment_enc',
  'months_at_employment_enc',
  'years_as_retired_enc',
  'months_as_retired_enc',
  'previous_years_at_employment_enc',
  'previous_months_at_employment_enc',
]);

/** Money in cents on the wire, dollars in the form. */
const MONEY_FIELDS = new Set([
  'monthly_housing_payment_enc',
  'mortgage_amount_enc',
  'market_value_enc',
  'income_amount_enc',
  'other_income_amount_enc',
  'monthly_disbursements_enc',
  'previous_monthly_disbursements_enc',
]);

/** A form's string values from the saved application (only the form's fields). */
export function toFormValues<K extends string>(
  saved: Readonly<Record<string, unknown>>,
  fields: readonly K[],
  /** The page's locale: French shows `2 150,50`, English `2,150.50` (as the fields write an amount once left). */
  locale?: string,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const v = saved[field];
    if (v === null || v === undefined) out[field] = '';
    else if (MONEY_FIELDS.has(field) && typeof v === 'number')
      out[field] = moneyFieldText(v, amountLocale(locale));
    else out[field] = String(v);
  }
  return out;
}

/** The applicant's fields the account fills when the application has none: the account's field of each. */
const FROM_ACCOUNT = {
  first_name_enc: 'first_name',
  last_name_enc: 'last_name',
  email_enc: 'email',
  confirm_email: 'email',
  phone_enc: 'phone',
} as const;

/**
 * The primary applicant's form values with the account's name, e-mail and phone in the fields left
 * empty (what was saved or typed wins): the shopper is not asked again what their account says.
 */
export function withAccount<K extends string>(
  values: Record<K, string>,
  account: Readonly<Partial<Record<(typeof FROM_ACCOUNT)[keyof typeof FROM_ACCOUNT], string | null>>>,
): Record<K, string> {
  const out = { ...values };
  for (const [field, from] of Object.entries(FROM_ACCOUNT) as [K & keyof typeof FROM_ACCOUNT, string][]) {
    const given = account[from as keyof typeof account];
    if (field in out && out[field] === '' && typeof given === 'string' && given.trim() !== '')
      out[field] = given.trim();
  }
  return out;
}

/** The server's values from a form's strings: blanks as null, counts as numbers, dollars as cents. */
export function fromFormValues(values: Readonly<Record<string, string>>, locale?: string): ApplicantDraft {
  const out: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(values)) {
    const v = raw.trim();
    if (v === '') out[field] = null;
    else if (COUNT_FIELDS.has(field)) out[field] = Number(v);
    else if (MONEY_FIELDS.has(field)) {
      // Read in the page's format ("2150,50" in French is $2,150.50, never $215,050); the form's rule
      // has checked it, so an unreadable amount only reaches here by a bug: sent as is, the server refuses it.
      const cents = parseMoneyText(v, amountLocale(locale));
      out[field] = cents.ok ? cents.value : v;
    } else out[field] = v;
  }
  return out as ApplicantDraft;
}

/** The server's field errors of one applicant (`primaryApplication.x` / `x`) keyed by the form's field. */
export function formErrorsOf(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  prefix: 'primaryApplication' | 'coApplication',
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    out[field] = [...messages];
  }
  return out;
}
