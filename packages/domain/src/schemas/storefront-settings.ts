import { z } from 'zod';
import { PAYMENT_FREQUENCIES } from '../constants.ts';
import { parseRateText } from '../number-input.ts';
import { localeSchema } from './common.ts';
import { CONSENT_LEVELS } from './consent.ts';
import { CREDIT_APPLICATION_SYSTEMS, FLOW_TYPES, TRADE_IN_SYSTEMS } from './dealer.ts';
import { DEPOSIT_PAYMENT_MODES } from './deposit.ts';

/**
 * The dealer's storefront settings as the dealer console edits them (issue 22): brand colours,
 * custom copy and disclaimers per locale, the payment settings a dealer changes most (terms, rates,
 * frequencies, fees, deposit amount and mode) and the embedding origins. `PUT /api/dealer/settings/`
 * takes this document whole; each saved document is a version that can be restored.
 * Messages are the server's English (the server's catalogue gives them in French). A number of the
 * wrong type answers its field's own message, not a generic "Expected number." (found in a staff
 * trial: it named nothing).
 */

export const SETTINGS_MESSAGES = {
  colour: 'Enter a colour as #RRGGBB, like #C8102E.',
  rate: 'Enter a rate from 0% to 99.99%.',
  term: 'Enter a term from 1 to 120 months.',
  terms: 'Offer from 1 to 20 terms.',
  frequencies: 'Offer at least one payment frequency.',
  frequencyTwice: 'Offer each payment frequency once.',
  amount: 'Enter an amount from $0.00 to $999,999.99, in cents.',
  text: 'Enter at most 1,000 characters.',
  copyId: 'Use a message id such as inventory.title.',
  superscript: 'Enter a mark of at most 3 characters, like * or 1.',
  feeCode: 'Use lower-case letters, digits and underscores (at most 40).',
  origin: 'Enter at most 200 characters.',
  mapTemplate: 'Enter at most 500 characters.',
  flow: 'Choose how the deal’s sections are taken: in order or in any order.',
  tradeInSystem: 'Choose a trade-in system, or none.',
  creditSystem: 'Choose a credit application system, or none.',
  consentKey: 'Name the consent like dealer_marketing or contact_data_collection.',
  consentLevel: 'Choose whether the consent is not asked, optional or required.',
  logo: 'Upload the logo again.',
  marketplaceName: 'Enter the marketplace’s name (at most 100 characters).',
  address: 'Enter an address of at most 500 characters.',
  phone: 'Enter a phone number of at most 40 characters.',
} as const;

/** The logos of the storefront's header: the dealer's (`primary`) and a partner brand's beside it. */
export const LOGO_SLOTS = ['primary', 'secondary'] as const;
const logoUrlSchema = z.string().trim().min(1, SETTINGS_MESSAGES.logo).max(500, SETTINGS_MESSAGES.logo);

/**
 * `POST /api/dealer/settings/logos/`: a logo's file as a `data:` URL (PNG, JPEG or WebP, 56 KB at
 * most); the answer is the URL to save in the document's `logos`.
 */
export const logoUploadSchema = z.strictObject({
  file: z.string().max(80_000, 'A logo may be 56 KB at most.'),
});

/**
 * The deal's flow and the systems its sections come from (spec 2 §2 and §3): `vdp_flow` (checkout
 * is linear, modular lets the shopper take the sections in any order, transactional the older one);
 * the trade-in section is there with a trade-in system (null: none), the credit application with a
 * credit system other than `NULL`. The deposit section follows `payment.deposit.enabled`; the order
 * of the sections is the domain's (`SECTION_STEPS`).
 */
export const settingsFlowSchema = z.strictObject({
  vdp_flow: z.enum(FLOW_TYPES, { error: SETTINGS_MESSAGES.flow }),
  trade_in_system: z.enum(TRADE_IN_SYSTEMS, { error: SETTINGS_MESSAGES.tradeInSystem }).nullable(),
  credit_application_system: z.enum(CREDIT_APPLICATION_SYSTEMS, { error: SETTINGS_MESSAGES.creditSystem }),
});
export type SettingsFlow = z.infer<typeof settingsFlowSchema>;

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
  .number({ error: SETTINGS_MESSAGES.amount })
  .int(SETTINGS_MESSAGES.amount)
  .min(0, SETTINGS_MESSAGES.amount)
  .max(99_999_999, SETTINGS_MESSAGES.amount);
const term = z
  .number({ error: SETTINGS_MESSAGES.term })
  .int(SETTINGS_MESSAGES.term)
  .min(1, SETTINGS_MESSAGES.term)
  .max(120, SETTINGS_MESSAGES.term);
/**
 * A rate in percent: a number, or text as staff type it (`4.5 %`, `4,5 %`: `parseRateText`, the
 * console's reading too), saved as the number.
 */
const apr = z
  .union([z.number(), z.string()], { error: SETTINGS_MESSAGES.rate })
  .transform((value, ctx) => {
    const rate = typeof value === 'number' ? value : parseRateText(value);
    if (rate === null) {
      ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.rate });
      return z.NEVER;
    }
    return rate;
  })
  .pipe(z.number().min(0, SETTINGS_MESSAGES.rate).max(99.99, SETTINGS_MESSAGES.rate));

export const SETTINGS_RATE_CONDITIONS = ['new', 'used', 'cpo'] as const;
const rateRowSchema = z.strictObject({ condition: z.enum(SETTINGS_RATE_CONDITIONS), term, apr });

const termTableSchema = z.strictObject({
  terms: z.array(term).min(1, SETTINGS_MESSAGES.terms).max(20, SETTINGS_MESSAGES.terms),
  default_term: term,
  rates: z.array(rateRowSchema).max(200),
});

/**
 * The classified-ads marketplace the dealer is listed on (spec 1 §2 marketplace mode): on or off, the
 * marketplace's name, its logo (a French one for French pages), the back link to it, the contact
 * phone and hours per locale shown with the try-before-you-buy offer, the offer's terms per locale,
 * and the listing partners' origins whose frames see prices without signing in (spec 1 §6 pricing
 * lock). The server checks the addresses, the origins and that an enabled one has a name, a logo and
 * a back link.
 */
export const settingsMarketplaceSchema = z.strictObject({
  enabled: z.boolean(),
  name: z.string().trim().max(100, SETTINGS_MESSAGES.marketplaceName),
  url: z.string().trim().max(500, SETTINGS_MESSAGES.address),
  logo: z.string().trim().max(500, SETTINGS_MESSAGES.address),
  logo_fr: z.string().trim().max(500, SETTINGS_MESSAGES.address),
  phone: z.string().trim().max(40, SETTINGS_MESSAGES.phone),
  hours: localeTextSchema,
  tbyb_enabled: z.boolean(),
  tbyb_terms: localeTextSchema,
  listing_partner_origins: z.array(z.string().trim().max(200, SETTINGS_MESSAGES.origin)).max(20),
});
export type SettingsMarketplace = z.infer<typeof settingsMarketplaceSchema>;

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
    frequencies: z
      .array(z.enum(PAYMENT_FREQUENCIES))
      .min(1, SETTINGS_MESSAGES.frequencies)
      .max(PAYMENT_FREQUENCIES.length, SETTINGS_MESSAGES.frequencyTwice),
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
  /**
   * The appointment page's static map: an https URL template of the dealer's tile provider with
   * `{lat}`, `{lng}` and optionally `{zoom}`, `{width}`, `{height}`; empty or missing, no map (the
   * server checks the address).
   */
  static_map_url_template: z.string().trim().max(500, SETTINGS_MESSAGES.mapTemplate).optional(),
  /**
   * The consents the storefront asks (spec 3 §3): each by its key (`{name}_marketing`,
   * `{name}_data_collection`; the `contact` name's on the contact forms, the others at sign-up), not
   * asked, optional or required, with its wording per locale (the server asks a text in each of the
   * dealer's locales for one that is asked). Missing in versions saved before it was part of the
   * document (the dealer's are kept).
   */
  consents: z
    .array(
      z.strictObject({
        key: z
          .string()
          .regex(/^[a-z0-9_]{1,40}_(?:marketing|data_collection)$/, SETTINGS_MESSAGES.consentKey),
        level: z.enum(CONSENT_LEVELS, { error: SETTINGS_MESSAGES.consentLevel }),
        text: localeTextSchema,
      }),
    )
    .max(20)
    .optional(),
  /**
   * The header's logos: URLs of logos uploaded for the dealer (the server checks), or null for none;
   * missing in versions saved before it was part of the document (the dealer's are kept).
   */
  logos: z
    .strictObject({ primary: logoUrlSchema.nullable(), secondary: logoUrlSchema.nullable() })
    .optional(),
  /** The deal's flow and sections; missing in versions saved before it was part of the document (kept). */
  flow: settingsFlowSchema.optional(),
  /** The marketplace; missing in versions saved before it was part of the document (kept). */
  marketplace: settingsMarketplaceSchema.optional(),
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;

/**
 * The parts of the document a change is listed by (the version history, the audit rows) and a save
 * over another staff member's version is merged by.
 */
export const SETTINGS_PARTS = [
  'theme',
  'custom_copy',
  'disclaimers',
  'payment.frequencies',
  'payment.finance',
  'payment.lease',
  'payment.fees',
  'payment.deposit',
  'embedding_origins',
  'static_map_url_template',
  'flow',
  'consents',
  'logos',
  'marketplace',
] as const;
export type SettingsPart = (typeof SETTINGS_PARTS)[number];

/** A part of the document (the frequencies go with their default). */
function partOf(doc: StorefrontSettings, part: SettingsPart): unknown {
  switch (part) {
    case 'payment.frequencies':
      return [doc.payment.frequencies, doc.payment.default_frequency];
    case 'payment.finance':
      return doc.payment.finance;
    case 'payment.lease':
      return doc.payment.lease;
    case 'payment.fees':
      return doc.payment.fees;
    case 'payment.deposit':
      return doc.payment.deposit;
    default:
      return doc[part];
  }
}

/** JSON with object keys sorted: equal documents, equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** The parts `after` changes of `before`, in the order of SETTINGS_PARTS. */
export function changedSettingsParts(before: StorefrontSettings, after: StorefrontSettings): SettingsPart[] {
  return SETTINGS_PARTS.filter((part) => canonical(partOf(before, part)) !== canonical(partOf(after, part)));
}

/** The identity of an item of the document's lists (a copy's message id, a fee's code, a rate's row). */
const IDENTITIES: readonly (readonly string[])[] = [
  ['id'],
  ['code'],
  ['superscript'],
  ['key'],
  ['condition', 'term'],
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The identity of every item of a list, when each has one (null: the list merges as a whole). */
function identitiesOf(list: readonly unknown[]): string[] | null {
  const keys = IDENTITIES.find((names) =>
    list.every((item) => isRecord(item) && names.every((n) => n in item)),
  );
  if (!keys) return null;
  return list.map((item) => canonical(keys.map((n) => (item as Record<string, unknown>)[n])));
}

/**
 * A three-way merge (`base` the version both started from): what `mine` changed is mine, what only
 * `theirs` changed is theirs, field by field in objects and item by item (by identity) in lists of
 * identified items; where both changed the same field, item or unidentified list, mine wins.
 */
function merge3(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (canonical(mine) === canonical(base)) return theirs;
  if (canonical(theirs) === canonical(base) || canonical(theirs) === canonical(mine)) return mine;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = merge3(base[key], mine[key], theirs[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const [b, m, t] = [identitiesOf(base), identitiesOf(mine), identitiesOf(theirs)];
    if (b && m && t) {
      const at = (ids: string[], list: unknown[], id: string) => list[ids.indexOf(id)];
      // Their order, then the items only mine added; an item either side removed (the other left
      // alone) is gone.
      const order = [...t, ...m.filter((id) => !t.includes(id) && !b.includes(id))];
      return order
        .map((id) => merge3(at(b, base, id), at(m, mine, id), at(t, theirs, id)))
        .filter((item) => item !== undefined);
    }
  }
  return mine;
}

/**
 * A staff member's edits saved over another's version (the console, after its save was refused
 * because someone else saved first and the staff member chose to save theirs anyway): what they
 * changed of the version they started from (`base`) is theirs (`mine`), field by field and list item by
 * list item, over the other's where both changed the same one; everything else is the latest
 * version's (`theirs`), so the other's changes stay, in the same section too. The frequencies go with
 * their default (a default outside the list is no choice).
 */
export function mergeSettingsEdits(
  base: StorefrontSettings,
  mine: StorefrontSettings,
  theirs: StorefrontSettings,
): StorefrontSettings {
  const merged = merge3(base, mine, theirs) as StorefrontSettings;
  const frequencies = changedSettingsParts(base, mine).includes('payment.frequencies') ? mine : theirs;
  return {
    ...merged,
    payment: {
      ...merged.payment,
      frequencies: frequencies.payment.frequencies,
      default_frequency: frequencies.payment.default_frequency,
    },
  };
}

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
