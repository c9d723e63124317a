/**
 * The generic validation item (spec 1 §5, spec 3 §5), free of any framework: it runs its rules on
 * input, change and focusout, stops at the first error, skips empty values (except for rules that
 * judge emptiness), supports custom messages and cross-field rules. The UI wraps it.
 */
import { VALID_DATE_DEFAULT_FORMAT } from '../constants.ts';
import type { Country } from '../schemas/common.ts';
import { DEFAULT_MESSAGE_SOURCES, type MessageSources, resolveMessage } from './messages.ts';
import {
  isAscii,
  isCity,
  isCompany,
  isDecimal,
  isEmail,
  isEmpty,
  isName,
  isNoCents,
  isOnOrAfter,
  isOnOrBefore,
  isPhone,
  isPositive,
  isPostalCode,
  isSin,
  isSsn,
  isUniqueUrl,
  isUrl,
  isValidDate,
  isVin,
} from './rules.ts';

/** Events the item listens to; `submit` runs every rule whatever the item's events. */
export const VALIDATION_EVENTS = ['input', 'change', 'focusout'] as const;
export type ValidationEvent = (typeof VALIDATION_EVENTS)[number] | 'submit';

/** What a rule can see besides its own value. */
export interface RuleContext {
  /** Every value of the form, for cross-field rules. */
  readonly values: Readonly<Record<string, unknown>>;
  /** The field being validated. */
  readonly field: string;
  /** The dealer's country (postal code, phone). */
  readonly country: Country;
  /** Today, given by the caller so that rules stay pure (ISO date or Date). */
  readonly today: Date | string;
  /** The page's locale, for numbers typed in its format (`2150,50` in French); English when absent. */
  readonly locale?: string | undefined;
}

export interface ValidationRule {
  /** Rule name; also the key of its message. */
  readonly name: string;
  /** Answers true when valid. */
  readonly test: (value: unknown, ctx: RuleContext) => boolean;
  /** Run even when the value is empty (required-style rules). */
  readonly runWhenEmpty?: boolean;
  /** Custom message for this rule on this item. */
  readonly message?: string;
  /** Values the UI interpolates into the message. */
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface ValidationError {
  readonly rule: string;
  readonly message: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export type ValidationOutcome =
  /** The event is not one the item listens to: keep the previous state. */
  | { readonly ran: false }
  | { readonly ran: true; readonly valid: true; readonly error: null }
  | { readonly ran: true; readonly valid: false; readonly error: ValidationError };

export interface ValidationItem {
  readonly field: string;
  readonly rules: readonly ValidationRule[];
  /** Events to validate on; defaults to input, change and focusout. */
  readonly events?: readonly ValidationEvent[];
  /** Custom messages per rule name. */
  readonly messages?: Readonly<Record<string, string>>;
}

/** Runs one item's rules for an event. */
export function validateItem(
  item: ValidationItem,
  value: unknown,
  event: ValidationEvent,
  ctx: Omit<RuleContext, 'field'>,
  sources: MessageSources = DEFAULT_MESSAGE_SOURCES,
): ValidationOutcome {
  const events = item.events ?? VALIDATION_EVENTS;
  if (event !== 'submit' && !events.includes(event)) return { ran: false };
  const empty = isEmpty(value);
  const fullCtx: RuleContext = { ...ctx, field: item.field };
  for (const rule of item.rules) {
    if (empty && !rule.runWhenEmpty) continue;
    if (rule.test(value, fullCtx)) continue;
    const { message } = resolveMessage(
      item.field,
      rule.name,
      sources,
      rule.message ?? item.messages?.[rule.name],
    );
    return { ran: true, valid: false, error: { rule: rule.name, message, params: rule.params ?? {} } };
  }
  return { ran: true, valid: true, error: null };
}

/** Validates every item on submit; answers the first error per field (only fields with errors). */
export function validateForm(
  items: readonly ValidationItem[],
  values: Readonly<Record<string, unknown>>,
  ctx: Omit<RuleContext, 'field' | 'values'>,
  sources: MessageSources = DEFAULT_MESSAGE_SOURCES,
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  for (const item of items) {
    const outcome = validateItem(item, values[item.field], 'submit', { ...ctx, values }, sources);
    if (outcome.ran && !outcome.valid) errors[item.field] = outcome.error;
  }
  return errors;
}

const str = (value: unknown): string => (typeof value === 'number' ? String(value) : String(value ?? ''));

/** Field from the form or a fixed value, for cross-field rules. */
export type Reference<T> = { readonly field: string } | { readonly value: T };
function deref<T>(ref: Reference<T>, ctx: RuleContext): T | undefined {
  return 'field' in ref ? (ctx.values[ref.field] as T | undefined) : ref.value;
}

/** Rule factories for every validator of spec 1 §5 and spec 3 §5. */
export const rules = {
  required: (message?: string): ValidationRule => ({
    name: 'required',
    runWhenEmpty: true,
    test: (v) => !isEmpty(v) && v !== false,
    ...(message === undefined ? {} : { message }),
  }),
  /** Required only when `when` holds for the form (cross-field). */
  requiredIf: (when: (ctx: RuleContext) => boolean): ValidationRule => ({
    name: 'required',
    runWhenEmpty: true,
    test: (v, ctx) => !when(ctx) || (!isEmpty(v) && v !== false),
  }),
  email: (): ValidationRule => ({ name: 'email', test: (v) => isEmail(str(v)) }),
  asciiEmail: (): ValidationRule => ({ name: 'ascii_email', test: (v) => isAscii(str(v)) }),
  postalCode: (country?: Country): ValidationRule => ({
    name: 'postal_code',
    test: (v, ctx) => isPostalCode(str(v).trim(), country ?? ctx.country),
  }),
  sin: (): ValidationRule => ({ name: 'sin', test: (v) => isSin(str(v)) }),
  ssn: (): ValidationRule => ({ name: 'ssn', test: (v) => isSsn(str(v)) }),
  name: (): ValidationRule => ({ name: 'name', test: (v) => isName(str(v)) }),
  city: (): ValidationRule => ({ name: 'city', test: (v) => isCity(str(v)) }),
  company: (): ValidationRule => ({ name: 'company', test: (v) => isCompany(str(v)) }),
  decimal: (decimals = 2): ValidationRule => ({
    name: 'decimal',
    params: { decimals },
    test: (v) => isDecimal(str(v), decimals),
  }),
  noCents: (): ValidationRule => ({ name: 'no_cents', test: (v) => isNoCents(str(v)) }),
  positive: (): ValidationRule => ({ name: 'positive', test: (v) => isPositive(str(v)) }),
  validDate: (format: string = VALID_DATE_DEFAULT_FORMAT): ValidationRule => ({
    name: 'valid_date',
    params: { format },
    test: (v) => isValidDate(str(v), format),
  }),
  /** On or after a given date, another field's date, or today when none is given. */
  minDate: (min?: Reference<string | Date>, format: string = VALID_DATE_DEFAULT_FORMAT): ValidationRule => ({
    name: 'min_date',
    test: (v, ctx) => isOnOrAfter(str(v), (min ? deref(min, ctx) : undefined) ?? ctx.today, format),
  }),
  /** On or before a given date, another field's date, or today when none is given. */
  maxDate: (max?: Reference<string | Date>, format: string = VALID_DATE_DEFAULT_FORMAT): ValidationRule => ({
    name: 'max_date',
    test: (v, ctx) => isOnOrBefore(str(v), (max ? deref(max, ctx) : undefined) ?? ctx.today, format),
  }),
  phone: (country?: Country): ValidationRule => ({
    name: 'phone',
    test: (v, ctx) => isPhone(str(v), country ?? ctx.country),
  }),
  vin: (): ValidationRule => ({ name: 'vin', test: (v) => isVin(str(v)) }),
  url: (): ValidationRule => ({ name: 'url', test: (v) => isUrl(str(v)) }),
  uniqueUrl: (other: Reference<string>): ValidationRule => ({
    name: 'uniqueURL',
    test: (v, ctx) => isUniqueUrl(str(v), deref(other, ctx)),
  }),
  minLength: (min: number): ValidationRule => ({
    name: 'min_length',
    params: { min },
    test: (v) => [...str(v)].length >= min,
  }),
  maxLength: (max: number): ValidationRule => ({
    name: 'max_length',
    params: { max },
    test: (v) => [...str(v)].length <= max,
  }),
  /** Equals another field, e.g. confirm_email (cross-field, case-insensitive for e-mails). */
  sameAs: (field: string, caseInsensitive = false): ValidationRule => ({
    name: 'same_as',
    params: { field },
    test: (v, ctx) => {
      const a = str(v);
      const b = str(ctx.values[field]);
      return caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
    },
  }),
  /** Any predicate, for rules the spec leaves to a form. */
  custom: (name: string, test: ValidationRule['test'], message?: string): ValidationRule => ({
    name,
    test,
    ...(message === undefined ? {} : { message }),
  }),
} as const;
