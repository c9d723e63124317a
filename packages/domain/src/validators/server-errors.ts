/**
 * Django-style server errors (spec 1 §5 and §8, spec 2 §5 and §8): a 400 body is
 * `{ field: [messages] }` with `non_field_errors` for the form. This maps it onto form fields; for
 * payment forms non_field_errors are merged into payment_frequency.
 */

export const NON_FIELD_ERRORS = 'non_field_errors';
export const PAYMENT_FREQUENCY_FIELD = 'payment_frequency';

export interface MappedServerErrors {
  /** Messages per known field. */
  readonly fieldErrors: Record<string, string[]>;
  /** non_field_errors (when not merged) and messages whose field the form does not have. */
  readonly formErrors: string[];
}

export interface MapServerErrorsOptions {
  /** Fields of the form; when omitted every key is taken as a field. */
  readonly fields?: readonly string[];
  /** Payment forms merge non_field_errors into payment_frequency. */
  readonly paymentForm?: boolean;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  return [];
}

/**
 * Flattens nested objects into dotted paths (`co_applicant.first_name`); arrays of objects are
 * flattened with their index (`answers.0.response`).
 */
export function flattenServerErrors(body: unknown, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (body === null || typeof body !== 'object') return out;
  for (const [key, value] of Object.entries(body)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(out, flattenServerErrors(value, path));
    } else if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
      value.forEach((v, i) => {
        if (v !== null && typeof v === 'object') Object.assign(out, flattenServerErrors(v, `${path}.${i}`));
      });
    } else {
      const messages = messagesOf(value);
      if (messages.length > 0) out[path] = messages;
    }
  }
  return out;
}

/** A `{detail, code}` answer (a 404, a 429...): `code` is for programs, never shown. */
function isDetailAnswer(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const { detail, code } = body as { detail?: unknown; code?: unknown };
  return typeof detail === 'string' && typeof code === 'string';
}

export function mapServerErrors(body: unknown, options: MapServerErrorsOptions = {}): MappedServerErrors {
  const flat = flattenServerErrors(body);
  if (isDetailAnswer(body)) delete flat.code;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  const known = options.fields ? new Set(options.fields) : null;
  const add = (field: string, messages: string[]) => {
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
  };
  // non_field_errors last, so that a field's own messages come first when they are merged.
  const entries = Object.entries(flat).sort(
    ([a], [b]) => Number(a === NON_FIELD_ERRORS) - Number(b === NON_FIELD_ERRORS),
  );
  for (const [field, messages] of entries) {
    if (field === NON_FIELD_ERRORS) {
      if (options.paymentForm) add(PAYMENT_FREQUENCY_FIELD, messages);
      else formErrors.push(...messages);
    } else if (known === null || known.has(field)) {
      add(field, messages);
    } else {
      formErrors.push(...messages);
    }
  }
  return { fieldErrors, formErrors };
}

/** First message per field, the way a form shows it. */
export function firstErrors(errors: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first !== undefined) out[field] = first;
  }
  return out;
}
