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
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (extra) {
    for (const [key, messages] of Object.entries(extra(value as Record<string, unknown>))) {
      if (!Object.hasOwn(errors, key)) errors[key] = messages;
    }
  }
  if (!parsed.success || Object.keys(errors).length) throw new HttpError(400, errors);
  return parsed.data;
}

/** Values of a list query parameter: repeated keys and comma-separated values both count. */
export function splitLists(values: string[]): string[] {
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}
