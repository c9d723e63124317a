import type { Context } from 'hono';
import type { z } from 'zod';
import { type FieldErrors, HttpError, NON_FIELD, zodFieldErrors } from './errors.ts';

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

const NUL = '\u0000';

/**
 * Strings PostgreSQL cannot store, anywhere in the body (keys too): a NUL character (text and jsonb
 * refuse it) or a lone UTF-16 surrogate (jsonb refuses its escape). Django REST's wording for the first.
 * Walks with an explicit stack, so deep nesting cannot overflow.
 */
export function textErrors(body: unknown): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  const bad = (s: string): string | null =>
    s.includes(NUL) ? 'Null characters are not allowed.' : s.isWellFormed() ? null : 'Invalid Unicode text.';
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length) {
    const item = stack.pop();
    if (!item) break;
    const { value, path } = item;
    const field = (p: string[]) => (p.length ? p.join('.') : NON_FIELD);
    if (typeof value === 'string') {
      const message = bad(value);
      if (message && !Object.hasOwn(errors, field(path))) errors[field(path)] = [message];
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => {
        stack.push({ value: v, path: [...path, String(i)] });
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const message = bad(key);
        if (message) {
          const at = field([...path, key.replaceAll(NUL, '').toWellFormed()]);
          if (!Object.hasOwn(errors, at)) errors[at] = [message];
        } else stack.push({ value: v, path: [...path, key] });
      }
    }
  }
  return errors;
}

/** Values of a list query parameter: repeated keys and comma-separated values both count. */
export function splitLists(values: string[]): string[] {
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}
