/**
 * Validation messages (spec 1 §5): a message is found, in order, as the field-specific message,
 * the rule message, the credit-application message, then the default message. Messages are ICU
 * message ids; the UI formats them with the rule's params. Their wording is not shown in the spec:
 * the ids below are ours.
 */

export interface MessageSources {
  /** Per field, per rule: the most specific message. */
  readonly field?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Per rule. */
  readonly rule?: Readonly<Record<string, string>>;
  /** Credit-application messages, per rule (used by credit-application forms). */
  readonly creditApp?: Readonly<Record<string, string>>;
  /** Last resort. */
  readonly default: string;
}

export const DEFAULT_MESSAGE_ID = 'validation.invalid';

/** Rule messages of the storefront, one id per rule. */
export const RULE_MESSAGE_IDS: Readonly<Record<string, string>> = Object.freeze({
  required: 'validation.required',
  email: 'validation.email',
  ascii_email: 'validation.ascii_email',
  postal_code: 'validation.postal_code',
  sin: 'validation.sin',
  ssn: 'validation.ssn',
  name: 'validation.name',
  city: 'validation.city',
  company: 'validation.company',
  decimal: 'validation.decimal',
  no_cents: 'validation.no_cents',
  positive: 'validation.positive',
  min_date: 'validation.min_date',
  max_date: 'validation.max_date',
  valid_date: 'validation.valid_date',
  phone: 'validation.phone',
  vin: 'validation.vin',
  url: 'validation.url',
  uniqueURL: 'validation.unique_url',
  min_length: 'validation.min_length',
  max_length: 'validation.max_length',
  same_as: 'validation.same_as',
  field_required: 'field_required',
});

export const DEFAULT_MESSAGE_SOURCES: MessageSources = Object.freeze({
  rule: RULE_MESSAGE_IDS,
  default: DEFAULT_MESSAGE_ID,
});

/** Which source a message came from, for tests and debugging. */
export type MessageSource = 'custom' | 'field' | 'rule' | 'creditApp' | 'default';

/**
 * Finds the message for a failed rule. A custom message given on the validation item for this rule
 * counts as the field-specific message and wins.
 */
export function resolveMessage(
  field: string,
  rule: string,
  sources: MessageSources = DEFAULT_MESSAGE_SOURCES,
  custom?: string,
): { message: string; source: MessageSource } {
  if (custom !== undefined) return { message: custom, source: 'custom' };
  const fieldMessage = sources.field?.[field]?.[rule];
  if (fieldMessage !== undefined) return { message: fieldMessage, source: 'field' };
  const ruleMessage = sources.rule?.[rule];
  if (ruleMessage !== undefined) return { message: ruleMessage, source: 'rule' };
  const creditAppMessage = sources.creditApp?.[rule];
  if (creditAppMessage !== undefined) return { message: creditAppMessage, source: 'creditApp' };
  return { message: sources.default, source: 'default' };
}
