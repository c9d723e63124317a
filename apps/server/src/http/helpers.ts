/**
 * The HTTP helpers every module uses: path ids, query parsing, not-found and field errors
 * (Django REST-style bodies, localised by `messages.ts` on the way out).
 */
import {
  queryBoolSchema,
  queryIdSchema,
  queryIdsSchema,
  queryIntSchema,
  RECORD_ID_PATTERN,
} from '@storefront/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { queryTextErrors } from './body.ts';
import type { AppEnv } from './env.ts';

/** Django REST-style validation errors: `{field: [messages]}`, with `non_field_errors` for the whole body. */
export type FieldErrors = Record<string, string[]>;

export const NON_FIELD = 'non_field_errors';

/** zod's own wording of a wrong type ("Invalid input: expected number, received string"). */
const ZOD_TYPE_MESSAGE = /^Invalid input\b/;
const REQUIRED = 'This field is required.';

function messageFor(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type') return issue.message;
  if (issue.message.includes('received undefined')) return REQUIRED;
  // A schema's own message for a wrong type (`z.number({ error })`: the storefront settings' numbers)
  // says what the field takes; zod's wording, or a "required" meant for a missing value, is answered
  // as Django REST words it.
  if (!ZOD_TYPE_MESSAGE.test(issue.message) && issue.message !== REQUIRED) return issue.message;
  return `Expected ${issue.expected}.`;
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

export function notFoundError(what = 'Not found.', code = 'not_found'): HttpError {
  return new HttpError(404, { detail: what, code });
}

export function nonField(message: string): HttpError {
  return new HttpError(400, { [NON_FIELD]: [message] });
}

/** A database id as text: one to nine digits (past that it cannot be a 32-bit serial). */
export const ID_PATTERN = RECORD_ID_PATTERN;

/** Whether a path or query value can be a database id. */
export function isId(raw: string): boolean {
  return ID_PATTERN.test(raw);
}

/** A numeric path parameter; anything else is a 404 (the resource cannot exist). */
export function idParam(c: Context<AppEnv>, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!isId(raw)) throw notFoundError();
  return Number(raw);
}

/** Validates the query string (first value of each key) with a zod object schema; 400 with field errors. */
export function readQuery<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.output<T> {
  const url = new URL(c.req.url);
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in raw)) raw[key] = value;
  const text = queryTextErrors(raw);
  if (Object.keys(text).length) throw new HttpError(400, text);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, zodFieldErrors(parsed.error));
  return parsed.data;
}

/** The query-string fields are the domain's (`packages/domain/src/schemas/query.ts`), named here as the modules read them. */
export const queryId = queryIdSchema;
export const queryInt = queryIntSchema;
export const queryIds = queryIdsSchema;
export const queryBool = queryBoolSchema;

/** An If-Match header: the version (`3`, `"3"`, `W/"3"`), null when absent, 'invalid' otherwise. */
export function parseIfMatch(header: string | undefined): number | null | 'invalid' {
  if (header === undefined) return null;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  return m ? Number(m[1]) : 'invalid';
}
