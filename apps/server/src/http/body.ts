import type { Context } from 'hono';
import { z } from 'zod';
import { type FieldErrors, HttpError, NON_FIELD, zodFieldErrors } from './helpers.ts';

/**
 * Reads a JSON body and validates it with a zod schema. Answers (by throwing HttpError) 400 for a
 * non-JSON body, 400 `{non_field_errors}` for malformed JSON and 400 `{field: [messages]}` for a
 * body the schema rejects. An empty body is read as `{}`.
 */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
  /** Extra rules over the raw body; their errors are answered together with the schema's. */
  extra?: (raw: Record<string, unknown>) => FieldErrors,
): Promise<z.output<T>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/(.+\+)?json\b/i.test(type)) {
      throw new HttpError(400, { [NON_FIELD]: ['Send the body as application/json.'] });
    }
    if (nestingExceeds(text, MAX_JSON_DEPTH)) {
      throw new HttpError(400, { [NON_FIELD]: ['The JSON is nested too deeply.'] });
    }
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, { [NON_FIELD]: ['Malformed JSON.'] });
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, { [NON_FIELD]: ['Expected a JSON object.'] });
  }
  const parsed = schema.safeParse(value);
  // A null-prototype map: an unknown field named `__proto__` stays a key of the answer.
  const errors: FieldErrors = parsed.success ? Object.create(null) : zodFieldErrors(parsed.error, value);
  for (const [key, messages] of Object.entries(textErrors(value))) {
    if (!Object.hasOwn(errors, key)) errors[key] = messages;
  }
  if (extra) {
    for (const [key, messages] of Object.entries(extra(value as Record<string, unknown>))) {
      if (!Object.hasOwn(errors, key)) errors[key] = messages;
    }
  }
  if (!parsed.success || Object.keys(errors).length) throw new HttpError(400, errors);
  return parsed.data;
}

/** The largest id a database `integer` column holds (2^31 - 1); a larger one names nothing. */
export { MAX_RECORD_ID as MAX_DB_ID } from '@storefront/domain';

/**
 * Deepest nesting of arrays and objects a body may have. The deepest body of a route is a few levels;
 * the limit keeps the cost of every walk over a body (the schema, the text checks) bounded by its size.
 */
export const MAX_JSON_DEPTH = 32;

/** The body of a call that takes none: `{}` (or nothing); any field is refused as unknown. */
export const emptyBodySchema = z.strictObject({});

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one pass over the text, brackets
 * inside strings not counted, before anything parses or walks it. Malformed text is left to JSON.parse.
 */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

const NUL = '\u0000';

/** A step of the walk of textErrors: its value and how it was reached (the path is built only for an error). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let s: Step | null = step; s?.parent; s = s.parent) keys.push(s.key);
  return keys.length ? keys.reverse().join('.') : NON_FIELD;
}

/**
 * Strings PostgreSQL cannot store, anywhere in the body (keys too): a NUL character (text and jsonb
 * refuse it) or a lone UTF-16 surrogate (jsonb refuses its escape). Django REST's wording for the first.
 * Walks with an explicit stack, so deep nesting cannot overflow, in time linear in the body's size: a
 * step keeps its parent, and a path is spelled out only for a string found bad (it used to be copied at
 * every level: quadratic in the depth, 13 s of one thread for 96 KB nested 16,000 deep).
 */
export function textErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  const bad = (s: string): string | null =>
    s.includes(NUL) ? 'Null characters are not allowed.' : s.isWellFormed() ? null : 'Invalid Unicode text.';
  const add = (field: string, message: string) => {
    if (!Object.hasOwn(errors, field)) errors[field] = [message];
  };
  const stack: Step[] = [{ value: body, key: '', parent: null }];
  while (stack.length) {
    const step = stack.pop();
    if (!step) break;
    const { value } = step;
    if (typeof value === 'string') {
      const message = bad(value);
      if (message) add(pathOf(step), message);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], key: String(i), parent: step });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const message = bad(key);
        if (message) {
          const clean = key.replaceAll(NUL, '').toWellFormed();
          add(pathOf({ value: v, key: clean, parent: step }), message);
        } else stack.push({ value: v, key, parent: step });
      }
    }
  }
  return errors;
}

/**
 * Query parameters PostgreSQL could not compare (a NUL byte, a lone surrogate), named by parameter:
 * `{make: ['Null characters are not allowed.']}`. Empty when every value is clean.
 */
export function queryTextErrors(query: Record<string, string | readonly string[]>): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  for (const [key, value] of Object.entries(query)) {
    const [messages] = Object.values(textErrors(value));
    if (messages) errors[key] = messages;
  }
  return errors;
}

/**
 * Values of a list query parameter: repeated keys and comma-separated values both count; a comma (or a
 * backslash) inside a value is escaped with a backslash (`features=Moteur V8 5\\,0 L,Toit ouvrant`: the
 * French decimal comma), as the storefront writes it (features/inventory/listSearch.ts, `listValues`).
 */
export function splitLists(values: string[]): string[] {
  return values
    .flatMap((v) => v.match(/(?:\\.|[^,\\])+/g) ?? [])
    .map((v) => v.replace(/\\(.)/g, '$1').trim())
    .filter((v) => v !== '');
}
