import { z } from 'zod';
import { PAYMENT_FREQUENCIES } from '../constants.ts';
import { localeSchema } from './common.ts';
import { DEPOSIT_PAYMENT_MODES } from './deposit.ts';

/**
 * The dealer's storefront settings as the dealer console edits them (issue 22): brand colours,
 * custom copy and disclaimers per locale, the payment settings a dealer changes most (terms, rates,
 * frequencies, fees, deposit amount and mode) and the embedding origins. `PUT /api/dealer/settings/`
 * takes this document whole; each saved document is a version that can be restored.
 * Messages are the server's English (the server's catalogue gives them in French).
 */

export const SETTINGS_MESSAGES = {
  colour: 'Enter a colour as #RRGGBB, like #C8102E.',
  rate: 'Enter a rate from 0% to 99.99%.',
  term: 'Enter a term from 1 to 120 months.',
  amount: 'Enter an amount from $0.00 to $999,999.99, in cents.',
  text: 'Enter at most 1,000 characters.',
  copyId: 'Use a message id such as inventory.title.',
  superscript: 'Enter a mark of at most 3 characters, like * or 1.',
  feeCode: 'Use lower-case letters, digits and underscores (at most 40).',
  origin: 'Enter at most 200 characters.',
} as const;

/** A CSS colour as six (or three) hexadecimal digits. */
export const settingsColourSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, SETTINGS_MESSAGES.colour);

/** A text per locale (en-US, en-CA, fr-CA); the dealer's locales only (the server checks). */
export const localeTextSchema = z.partialRecord(
  localeSchema,
  z.string().trim().max(1000, SETTINGS_MESSAGES.text),
);
export type LocaleText = z.infer<typeof localeTextSchema>;

const cents = z
  .number()
  .int(SETTINGS_MESSAGES.amount)
  .min(0, SETTINGS_MESSAGES.amount)
  .max(99_999_999, SETTINGS_MESSAGES.amount);
const term = z
  .number()
  .int(SETTINGS_MESSAGES.term)
  .min(1, SETTINGS_MESSAGES.term)
  .max(120, SETTINGS_MESSAGES.term);
const apr = z.number().min(0, SETTINGS_MESSAGES.rate).max(99.99, SETTINGS_MESSAGES.rate);

export const SETTINGS_RATE_CONDITIONS = ['new', 'used', 'cpo'] as const;
const rateRowSchema = z.strictObject({ condition: z.enum(SETTINGS_RATE_CONDITIONS), term, apr });

const termTableSchema = z.strictObject({
  terms: z.array(term).min(1).max(20),
  default_term: term,
  rates: z.array(rateRowSchema).max(200),
});

export const storefrontSettingsSchema = z.strictObject({
  theme: z.strictObject({
    button_cta_color: settingsColourSchema,
    header_background_color: settingsColourSchema,
    header_elements_color: settingsColourSchema,
    use_alternative_color_for_header_cta: z.boolean(),
  }),
  /** Texts that replace the storefront's own for a message id (`inventory.title`). */
  custom_copy: z
    .array(
      z.strictObject({
        id: z
          .string()
          .trim()
          .regex(/^[a-z][a-zA-Z0-9]*(?:[._-][a-zA-Z0-9]+){0,8}$/, SETTINGS_MESSAGES.copyId)
          .max(100, SETTINGS_MESSAGES.copyId),
        text: localeTextSchema,
      }),
    )
    .max(50),
  disclaimers: z
    .array(
      z.strictObject({
        superscript: z
          .string()
          .trim()
          .min(1, SETTINGS_MESSAGES.superscript)
          .max(3, SETTINGS_MESSAGES.superscript),
        text: localeTextSchema,
      }),
    )
    .max(20),
  payment: z.strictObject({
    frequencies: z.array(z.enum(PAYMENT_FREQUENCIES)).min(1).max(4),
    default_frequency: z.enum(PAYMENT_FREQUENCIES),
    finance: termTableSchema,
    lease: termTableSchema,
    fees: z
      .array(
        z.strictObject({
          code: z.string().regex(/^[a-z0-9_]{1,40}$/, SETTINGS_MESSAGES.feeCode),
          name: localeTextSchema,
          amount_cents: cents,
          taxable: z.boolean(),
        }),
      )
      .max(50),
    deposit: z.strictObject({
      enabled: z.boolean(),
      amount_cents: cents,
      cancellation_fee_cents: cents,
      mode: z.enum(DEPOSIT_PAYMENT_MODES),
    }),
  }),
  /** Origins allowed to embed the storefront (https://www.example.com). */
  embedding_origins: z.array(z.string().trim().max(200, SETTINGS_MESSAGES.origin)).max(20),
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;

/** One saved version of the settings: who, when, what changed; `restored_from` for a rollback. */
export const settingsVersionSchema = z.object({
  version: z.number().int().positive(),
  created_at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changed: z.array(z.string()),
  restored_from: z.number().int().positive().nullable(),
});
export type SettingsVersion = z.infer<typeof settingsVersionSchema>;

/** `GET /api/dealer/settings/`: the current settings and their version (also the ETag). */
export type StorefrontSettingsAnswer = {
  readonly dealer: string;
  readonly version: number;
  readonly locales: readonly z.infer<typeof localeSchema>[];
  readonly settings: StorefrontSettings;
};
