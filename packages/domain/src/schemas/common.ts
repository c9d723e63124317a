import { z } from 'zod';
import { LANGUAGES, LOCALES, PAYMENT_FREQUENCIES, PAYMENT_TYPES } from '../constants.ts';

/** Countries the storefront serves (spec 1 §1). Phone countries are the same two. */
export const COUNTRIES = ['CA', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];
export const countrySchema = z.enum(COUNTRIES);

export const localeSchema = z.enum(LOCALES);
export const languageSchema = z.enum(LANGUAGES);
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export const paymentFrequencySchema = z.enum(PAYMENT_FREQUENCIES);

/** Money on the wire and in the domain: integer cents. */
export const centsSchema = z.number().int();
/** Positive or zero integer cents. */
export const nonNegativeCentsSchema = z.number().int().nonnegative();
/** Numeric database id: a database `integer` (2^31 - 1 at most; a larger one names nothing). */
export const idSchema = z.number().int().nonnegative().max(2_147_483_647);
/** ISO date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();
/** ISO date-time with offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** Text per two-letter language key, e.g. `{ en: '...', fr: '...' }`. */
export const localizedTextSchema = z.record(z.string(), z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Django-style field errors: `{ field: [messages] }`, with `non_field_errors` for the form. */
export const fieldErrorsSchema = z.record(z.string(), z.union([z.array(z.string()), z.string()]));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** A paginated list response: results and count (spec 2 §3). */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), count: z.number().int().nonnegative() });
}
/** A list answer's type: `{results, count}` of items of type T (`listSchema`). */
export type ListAnswer<T> = z.infer<ReturnType<typeof listSchema<z.ZodType<T>>>>;
