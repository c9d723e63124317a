import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** Django REST-style validation errors: `{field: [messages]}`, with `non_field_errors` for the whole body. */
export type FieldErrors = Record<string, string[]>;

export const NON_FIELD = 'non_field_errors';

function messageFor(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined'))
    return 'This field is required.';
  if (issue.code === 'invalid_type') return `Expected ${issue.expected}.`;
  return issue.message;
}

/** The value at a path of the raw body, or undefined when a step is missing. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const step of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
}

/**
 * Django REST-style errors from a zod error. With the raw `input`, a field that is absent answers
 * "This field is required." whatever the schema's type (enum, union, nullable…).
 */
export function zodFieldErrors(error: z.ZodError, input?: unknown): FieldErrors {
  const out: FieldErrors = Object.create(null);
  const add = (key: string, message: string) => {
    const list = Object.hasOwn(out, key) ? (out[key] ?? []) : [];
    if (!list.includes(message)) list.push(message);
    out[key] = list;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) add(`${prefix}${key}`, 'Unknown field.');
      continue;
    }
    const key = issue.path.length ? issue.path.map(String).join('.') : NON_FIELD;
    const absent =
      input !== undefined &&
      issue.path.length > 0 &&
      issue.code !== 'custom' &&
      valueAt(input, issue.path) === undefined;
    add(key, absent ? 'This field is required.' : messageFor(issue));
  }
  return out;
}

export function badRequest(c: Context, errors: FieldErrors): Response {
  return c.json(errors, 400);
}

export function detail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ detail: message, ...extra }, status);
}

/** 404 body: the storefront's vehicle page hides the toast and shows its not-found screen. */
export function notFound(c: Context, code = 'not_found', message = 'Not found.') {
  return c.json({ detail: message, code }, 404);
}

export class HttpError extends Error {
  /** Any HTTP status, including the spec's 440 (session expired). */
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** Throws a 400 with field errors from any handler. */
export function validationError(errors: FieldErrors): HttpError {
  return new HttpError(400, errors);
}
