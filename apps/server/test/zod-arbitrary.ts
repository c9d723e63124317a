/**
 * fast-check arbitraries generated from zod 4 schemas by introspection (`schema._zod.def`), for the
 * property tests of the body routes: values the schema should accept (integers without an upper bound
 * include ids past 32 bits), and values of a wrong type for it; plus the hostile inputs of paths and
 * query strings (NUL bytes, ids past 32 bits) and deeply nested JSON. Covers what the route schemas
 * use: objects (strict or not), strings with length, format (email, uuid) and pattern checks, numbers
 * with bounds and integer format, booleans, enums, literals, null, optional, nullable, default, pipe,
 * record, union and array.
 */
import fc from 'fast-check';
import type { z } from 'zod';

type Schema = z.core.$ZodType;

/** Strings that probe injection and escaping: SQL, HTML/script, template, path, control characters. */
export const NASTY_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  'Robert"); DROP TABLE students;--',
  '1; SELECT pg_sleep(5) --',
  "' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  `{{7*7}}\${7*7}<%= 7*7 %>`,
  '../../../../etc/passwd',
  '\u0000\u0001\u001f',
  '\ud800',
  '\u202e\u200b\ufeff',
  '%00%27%22',
  'é'.repeat(40),
];

/** Ids past what a 32-bit database integer holds (2^31 and up), and past what a double keeps exact. */
export const IDS_PAST_32_BITS: readonly string[] = [
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
];

/**
 * Path parameter values, percent-encoded as they travel in a URL: NUL bytes, ids past 32 bits, signs,
 * exponents. A route answers them 400 or 404, never 5xx (issue 16: a NUL in a media path's dealer
 * code and an id above 2^31 in a staff call answered 500).
 */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  '%00',
  'a%00',
  '%00%00',
  '1%00',
  ...IDS_PAST_32_BITS,
  '-1',
  '1e3',
  '0x10',
  '%C0%80',
  '%ED%A0%80',
];

/** Query values (raw, before encoding): NUL bytes alone, inside and after values, ids past 32 bits. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'new\u0000',
  '\u0000,\u0000',
  '2020-\u0000',
  ...IDS_PAST_32_BITS,
  `${IDS_PAST_32_BITS[0]},${IDS_PAST_32_BITS[1]}`,
  '-2147483649',
  '\ud800',
];

/** A query value: a hostile one, or any string with a NUL byte somewhere, or a large integer. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_QUERY_VALUES),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
    .map(([before, after]) => `${before}\u0000${after}`),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
);

/** Integers a schema without an upper bound accepts beyond 32 bits (ids the database cannot hold). */
const LARGE_INTEGERS: readonly number[] = [2 ** 31, 2 ** 32, 2 ** 53 - 1];

function checksOf(schema: Schema): z.core.$ZodCheckDef[] {
  return (schema._zod.def.checks ?? []).map((check) => check._zod.def);
}

interface StringRules {
  min: number;
  max: number | undefined;
  format: string | undefined;
  pattern: RegExp | undefined;
}

function stringRules(schema: Schema): StringRules {
  const rules: StringRules = { min: 0, max: undefined, format: undefined, pattern: undefined };
  const def = schema._zod.def as z.core.$ZodStringDef & { format?: string };
  if (def.format) rules.format = def.format;
  for (const check of checksOf(schema)) {
    if (check.check === 'max_length') rules.max = (check as z.core.$ZodCheckMaxLengthDef).maximum;
    if (check.check === 'min_length') rules.min = (check as z.core.$ZodCheckMinLengthDef).minimum;
    if (check.check === 'string_format') {
      const format = check as z.core.$ZodCheckStringFormatDef;
      if (format.format === 'regex' && format.pattern) rules.pattern = format.pattern;
      else rules.format = format.format;
    }
  }
  return rules;
}

/** The largest length a string schema accepts (undefined: no limit). */
export function maxLengthOf(schema: Schema): number | undefined {
  const inner = unwrap(schema);
  return inner._zod.def.type === 'string' ? stringRules(inner).max : undefined;
}

/** The schema under optional, nullable, default and pipe wrappers. */
export function unwrap(schema: Schema): Schema {
  const def = schema._zod.def;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    return unwrap((def as z.core.$ZodOptionalDef).innerType);
  if (def.type === 'pipe') return unwrap((def as z.core.$ZodPipeDef).in);
  return schema;
}

export function isOptional(schema: Schema): boolean {
  const def = schema._zod.def;
  return def.type === 'optional' || def.type === 'default';
}

const emailArb = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._-]{0,14}[a-z0-9]$/),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
    fc.constantFrom('com', 'ca', 'org', 'example'),
  )
  .map(([local, domain, tld]) => `${local.replace(/\.{2,}/g, '.')}@${domain}.${tld}`);

function validString(schema: Schema): fc.Arbitrary<string> {
  const { min, max, format, pattern } = stringRules(schema);
  let arb: fc.Arbitrary<string>;
  if (format === 'email') arb = emailArb;
  else if (format === 'uuid' || format === 'guid') arb = fc.uuid({ version: 4 });
  else if (pattern) arb = fc.stringMatching(pattern);
  else {
    const upper = Math.max(min, Math.min(max ?? 80, 80));
    arb = fc.oneof(
      { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: upper }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...NASTY_STRINGS).map((s) => s.slice(0, max ?? s.length).padEnd(min, 'x')),
      },
    );
  }
  return arb.filter((s) => s.length >= min && (max === undefined || s.length <= max));
}

function validNumber(schema: Schema): fc.Arbitrary<number> {
  let min: number | undefined;
  let max: number | undefined;
  let minExclusive = false;
  let maxExclusive = false;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') {
      const c = check as z.core.$ZodCheckGreaterThanDef;
      min = Number(c.value);
      minExclusive = !c.inclusive;
    }
    if (check.check === 'less_than') {
      const c = check as z.core.$ZodCheckLessThanDef;
      max = Number(c.value);
      maxExclusive = !c.inclusive;
    }
    if (check.check === 'number_format') {
      const f = (check as z.core.$ZodCheckNumberFormatDef).format;
      if (f === 'safeint' || f === 'int32' || f === 'uint32') integer = true;
    }
  }
  if (integer) {
    const low = min === undefined ? -1_000_000 : Math.ceil(min) + (minExclusive ? 1 : 0);
    const small = fc.integer({
      min: low,
      max: max === undefined ? 1_000_000_000 : Math.floor(max) - (maxExclusive ? 1 : 0),
    });
    // Without an upper bound the schema takes ids past 32 bits: the route must answer them, not fail.
    return max === undefined
      ? fc.oneof(small, fc.constantFrom(...LARGE_INTEGERS.filter((n) => n >= low)))
      : small;
  }
  return fc
    .double({
      min: min ?? -1e9,
      max: max ?? 1e9,
      minExcluded: minExclusive,
      maxExcluded: maxExclusive,
      noNaN: true,
      noDefaultInfinity: true,
    })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

/** Values the schema should accept (custom refinements aside). */
export function validArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return validString(schema);
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values((def as z.core.$ZodEnumDef).entries));
    case 'literal':
      return fc.constantFrom(...(def as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
    case 'optional':
    case 'default':
      return fc.option(validArbitrary((def as z.core.$ZodOptionalDef).innerType), { nil: undefined });
    case 'nullable':
      return fc.option(validArbitrary((def as z.core.$ZodNullableDef).innerType), { nil: null });
    case 'pipe': {
      // A pipe validates `in`, then `out`: a string pipe into a format (e-mail) generates the format.
      const pipe = def as z.core.$ZodPipeDef;
      const out = pipe.out._zod.def.type;
      return validArbitrary(out === 'string' || out === 'number' ? pipe.out : pipe.in);
    }
    case 'union':
      return fc.oneof(...(def as z.core.$ZodUnionDef).options.map((o) => validArbitrary(o)));
    case 'array':
      return fc.array(validArbitrary((def as z.core.$ZodArrayDef).element), { maxLength: 4 });
    case 'record': {
      const record = def as z.core.$ZodRecordDef;
      const keys = validArbitrary(record.keyType).filter((k): k is string => typeof k === 'string');
      return fc.dictionary(keys, validArbitrary(record.valueType), { maxKeys: 4 });
    }
    case 'object': {
      const shape = (def as z.core.$ZodObjectDef).shape;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        fields[key] = isOptional(field)
          ? validArbitrary((field._zod.def as z.core.$ZodOptionalDef).innerType)
          : validArbitrary(field);
        if (!isOptional(field)) required.push(key);
      }
      return fc.record(fields, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -0.5, 2 ** 31, 2 ** 32),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom({ $ne: 1 }, { $gt: '' }, ['x'], {}),
);

/**
 * JSON text nested `depth` levels deep (arrays and objects alternating) around a value: bodies deeper
 * than the server's limit are refused whole, before any walk over them.
 */
export function nestedJson(depth: number, inner = '1'): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    open += i % 2 ? '{"a":' : '[';
    close = (i % 2 ? '}' : ']') + close;
  }
  return `${open}${inner}${close}`;
}

/** JSON values the schema rejects (checked with the schema itself). */
export function wrongArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  return anyJson.filter((value) => !safeParse(schema, value));
}

function safeParse(schema: Schema, value: unknown): boolean {
  return (schema as z.ZodType).safeParse(value).success;
}

/** The fields of an object schema (the route bodies are all objects). */
export function shapeOf(schema: Schema): Record<string, Schema> {
  const def = schema._zod.def;
  if (def.type === 'object') return (def as z.core.$ZodObjectDef).shape;
  if (def.type === 'pipe') return shapeOf((def as z.core.$ZodPipeDef).in);
  return {};
}
