/**
 * The dealer's storefront settings as one document (the domain's `storefrontSettingsSchema`), read
 * from where each part lives (the dealer row's settings and embedding origins, the deal's payment
 * settings) and written back to them; each saved document is a row of `settings_versions`.
 */

import { readFileSync } from 'node:fs';
import {
  CREDIT_APPLICATION_SYSTEMS,
  changedSettingsParts,
  LOCALES,
  type Locale,
  type LocaleText,
  paymentSettingsDocumentSchema,
  SETTINGS_MESSAGES,
  type SettingsFlow,
  type SettingsMarketplace,
  type StorefrontSettings,
  TRADE_IN_SYSTEMS,
} from '@storefront/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealPaymentSettings } from '../../db/deal-schema.ts';
import type { DealFee, DealPaymentSettings } from '../../db/deal-types.ts';
import { type DealerRow, dealers, settingsVersions } from '../../db/schema.ts';
import type { FieldErrors } from '../../http/helpers.ts';
import { MAP_TEMPLATE_ERROR, staticMapOrigin } from '../appointment/static-map.ts';
import { embeddingOrigin, ORIGIN_ERROR } from '../embedding/routes.ts';
import { settingsRuleErrors } from '../pricing/dealer-settings-routes.ts';
import { isUploadedLogo, LOGO_MESSAGES } from './logo.ts';

type Language = 'en' | 'fr';

/**
 * The ids of the storefront's texts, the app's and the kit's: a custom copy replaces one of them.
 * Written by `scripts/storefront-message-ids.mjs` (the storefront's tests check it is current).
 */
const STOREFRONT_MESSAGE_IDS: ReadonlySet<string> = new Set(
  JSON.parse(readFileSync(new URL('./storefront-message-ids.json', import.meta.url), 'utf8')) as string[],
);

/** The dealer's locales (`locales`, else the one of its country). */
export function dealerLocales(dealer: DealerRow): Locale[] {
  const listed = (dealer.settings.locales ?? []).filter((l): l is Locale =>
    (LOCALES as readonly string[]).includes(l),
  );
  return listed.length ? listed : [dealer.country === 'US' ? 'en-US' : 'en-CA'];
}

const languageOf = (locale: Locale): Language => (locale.startsWith('fr') ? 'fr' : 'en');

/** A stored text by language (`{en, fr}`) as the dealer's locales read it. */
function toLocaleText(
  byLanguage: Record<string, string> | undefined,
  locales: readonly Locale[],
): LocaleText {
  const out: LocaleText = {};
  for (const locale of locales) {
    const text = byLanguage?.[languageOf(locale)];
    if (typeof text === 'string') out[locale] = text;
  }
  return out;
}

/** A text per locale as stored, by language; empty texts are left out. */
function toLanguageText(text: LocaleText): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, value] of Object.entries(text) as [Locale, string | undefined][]) {
    if (value) out[languageOf(locale)] = value;
  }
  return out;
}

export async function paymentRow(db: Db, dealerId: number) {
  const [row] = await db
    .select()
    .from(dealPaymentSettings)
    .where(eq(dealPaymentSettings.dealerId, dealerId))
    .limit(1);
  return row ?? null;
}

/**
 * The deal's flow and the systems its sections come from, as the dealer row stores them (a trade-in
 * system the storefront has no flow for reads as none, as `dealerSections` has it: see there).
 */
export function currentFlow(s: DealerRow['settings']): SettingsFlow {
  const tradeIn = (TRADE_IN_SYSTEMS as readonly string[]).includes(s.trade_in_system)
    ? (s.trade_in_system as SettingsFlow['trade_in_system'])
    : null;
  const credit = CREDIT_SYSTEMS.includes(s.credit_application_system)
    ? (s.credit_application_system as SettingsFlow['credit_application_system'])
    : 'NULL';
  return { vdp_flow: s.vdp_flow, trade_in_system: tradeIn, credit_application_system: credit };
}
const CREDIT_SYSTEMS: readonly string[] = CREDIT_APPLICATION_SYSTEMS;

/** The settings document of the dealer as they are now. */
export function currentDocument(dealer: DealerRow, payment: DealPaymentSettings | null): StorefrontSettings {
  const s = dealer.settings;
  const locales = dealerLocales(dealer);
  const table = (t: DealPaymentSettings['finance'] | DealPaymentSettings['lease'] | undefined) => ({
    terms: t?.terms ?? [],
    default_term: t?.default_term ?? 0,
    rates: (t?.rates ?? []).map((r) => ({ condition: r.condition, term: r.term, apr: r.apr })),
  });
  return {
    theme: {
      button_cta_color: s.theme.button_cta_color,
      header_background_color: s.theme.header_background_color,
      header_elements_color: s.theme.header_elements_color,
      use_alternative_color_for_header_cta: s.theme.use_alternative_color_for_header_cta ?? false,
    },
    custom_copy: Object.entries(s.custom_copy ?? {}).map(([id, text]) => ({
      id,
      text: toLocaleText(text, locales),
    })),
    disclaimers: (s.disclaimers ?? []).map((d) => ({
      superscript: d.superscript,
      text: toLocaleText(d.value, locales),
    })),
    payment: {
      frequencies: payment?.frequencies ?? [],
      default_frequency: payment?.default_frequency ?? 'monthly',
      finance: table(payment?.finance),
      lease: table(payment?.lease),
      fees: (payment?.fees ?? []).map((f) => ({
        code: f.code,
        name: toLocaleText(f.name, locales),
        amount_cents: f.amountCents,
        taxable: f.taxable,
      })),
      deposit: {
        enabled: s.deposit,
        amount_cents: s.deposit_settings.amount,
        cancellation_fee_cents: s.deposit_settings.cancellation_fee,
        mode: s.deposit_settings.method,
      },
    },
    embedding_origins: [...dealer.frameAncestors],
    // Only when set: documents saved before the setting existed read the same.
    ...(s.static_map_url_template ? { static_map_url_template: s.static_map_url_template } : {}),
    flow: currentFlow(s),
    consents: currentConsents(s, locales),
    logos: currentLogos(s),
    marketplace: currentMarketplace(s, locales),
  };
}

/** The dealer's marketplace as the document lists it (an older row's one hours text is every language's). */
export function currentMarketplace(
  s: DealerRow['settings'],
  locales: readonly Locale[],
): SettingsMarketplace {
  const m = s.marketplace;
  const hours = typeof m?.hours === 'string' ? { en: m.hours, fr: m.hours } : m?.hours;
  return {
    enabled: m?.enabled === true,
    name: m?.name ?? '',
    url: m?.url ?? '',
    logo: m?.logo ?? '',
    logo_fr: m?.logo_fr ?? '',
    phone: m?.phone ?? '',
    hours: toLocaleText(hours, locales),
    tbyb_enabled: m?.tbyb_enabled === true,
    tbyb_terms: toLocaleText(m?.tbyb_terms, locales),
    listing_partner_origins: [...(m?.listing_partner_origins ?? [])],
  };
}

/** A marketplace logo: the one stored, one uploaded for the dealer, or a path of this site. */
function marketplaceLogoOk(dealer: DealerRow, url: string, stored: string | undefined): boolean {
  return url === '' || url === stored || isUploadedLogo(dealer.code, url) || /^\/(?!\/)[^\s\\]*$/.test(url);
}

/** The marketplace's errors (by field) and what the dealer row stores of it. */
function planMarketplace(
  dealer: DealerRow,
  market: SettingsMarketplace,
  add: (field: string, message: string) => void,
  checkLocales: (field: string, text: LocaleText) => void,
): NonNullable<DealerRow['settings']['marketplace']> {
  const stored = dealer.settings.marketplace;
  if (market.enabled && !market.name) add('marketplace.name', MARKETPLACE_NAME);
  if (market.url ? !isWebAddress(market.url) : market.enabled) add('marketplace.url', MARKETPLACE_URL);
  if (market.enabled && !market.logo) add('marketplace.logo', MARKETPLACE_LOGO);
  for (const slot of ['logo', 'logo_fr'] as const) {
    if (!marketplaceLogoOk(dealer, market[slot], stored?.[slot]))
      add(`marketplace.${slot}`, MARKETPLACE_LOGO);
  }
  checkLocales('marketplace.hours', market.hours);
  checkLocales('marketplace.tbyb_terms', market.tbyb_terms);
  const origins: string[] = [];
  market.listing_partner_origins.forEach((text, i) => {
    const origin = embeddingOrigin(text);
    if (origin === null) add(`marketplace.listing_partner_origins.${i}`, ORIGIN_ERROR);
    else if (!origins.includes(origin)) origins.push(origin);
  });
  return {
    enabled: market.enabled,
    name: market.name,
    url: market.url,
    logo: market.logo,
    logo_fr: market.logo_fr,
    phone: market.phone,
    hours: toLanguageText(market.hours),
    tbyb_enabled: market.tbyb_enabled,
    tbyb_terms: toLanguageText(market.tbyb_terms),
    listing_partner_origins: origins,
  };
}

/** An https address (http on this machine only, for development), no credentials. */
function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  if (url.username || url.password) return false;
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname))
  );
}

/** The header's logos as the dealer row stores them (an empty one is none). */
function currentLogos(s: DealerRow['settings']) {
  return { primary: s.theme.logo || null, secondary: s.theme.secondary_logo || null };
}

/** The dealer's consents as the document lists them: key, level and wording by locale. */
function currentConsents(s: DealerRow['settings'], locales: readonly Locale[]) {
  return Object.entries(s.consents ?? {}).map(([key, consent]) => ({
    key,
    level: consent.enabled,
    text: toLocaleText(consent.text, locales),
  }));
}

/** The parts of the document a change names (audit rows and the version history): the domain's. */
export function changedParts(before: StorefrontSettings, after: StorefrontSettings): string[] {
  return changedSettingsParts(before, after);
}

/** What the document changes where it is stored, or the field errors that refuse it. */
export type Plan =
  | { ok: false; errors: FieldErrors }
  | {
      ok: true;
      document: StorefrontSettings;
      dealerSettings: DealerRow['settings'];
      frameAncestors: string[];
      payment: DealPaymentSettings | null;
    };

/**
 * Checks a document against the dealer (its locales, the embedding origins' form, the payment rules
 * the pricing relies on) and plans its writes. The schema has already been checked.
 */
export function planDocument(
  dealer: DealerRow,
  payment: DealPaymentSettings | null,
  sent: StorefrontSettings,
): Plan {
  // A document without the flow (a version saved before it was part of it) keeps the dealer's.
  const doc: StorefrontSettings = {
    ...sent,
    flow: sent.flow ?? currentFlow(dealer.settings),
    consents: sent.consents ?? currentConsents(dealer.settings, dealerLocales(dealer)),
    logos: sent.logos ?? currentLogos(dealer.settings),
    marketplace: sent.marketplace ?? currentMarketplace(dealer.settings, dealerLocales(dealer)),
  };
  const logos = doc.logos ?? currentLogos(dealer.settings);
  const flow = doc.flow ?? currentFlow(dealer.settings);
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const locales = dealerLocales(dealer);
  const checkLocales = (field: string, text: LocaleText) => {
    for (const locale of Object.keys(text)) {
      if (!locales.includes(locale as Locale)) add(`${field}.${locale}`, NOT_OFFERED);
    }
  };
  const copyIds = new Set<string>();
  doc.custom_copy.forEach((entry, i) => {
    checkLocales(`custom_copy.${i}.text`, entry.text);
    if (copyIds.has(entry.id)) add(`custom_copy.${i}.id`, LISTED_TWICE);
    else if (!STOREFRONT_MESSAGE_IDS.has(entry.id)) add(`custom_copy.${i}.id`, UNKNOWN_COPY_ID);
    copyIds.add(entry.id);
  });
  doc.disclaimers.forEach((d, i) => {
    checkLocales(`disclaimers.${i}.text`, d.text);
  });
  doc.payment.fees.forEach((f, i) => {
    checkLocales(`payment.fees.${i}.name`, f.name);
    if (!toLanguageText(f.name).en && !toLanguageText(f.name).fr) add(`payment.fees.${i}.name`, FEE_NAME);
  });
  const consentKeys = new Set<string>();
  (doc.consents ?? []).forEach((consent, i) => {
    checkLocales(`consents.${i}.text`, consent.text);
    if (consentKeys.has(consent.key)) add(`consents.${i}.key`, CONSENT_TWICE);
    consentKeys.add(consent.key);
    // An asked consent is read by the shopper in each of the dealer's languages.
    if (consent.level !== 'NO_CONSENT' && locales.some((locale) => !consent.text[locale]?.trim()))
      add(`consents.${i}.text`, CONSENT_TEXT);
  });
  // A logo is the dealer's as it is, or one uploaded for it (never another site's address).
  const stored = currentLogos(dealer.settings);
  for (const slot of ['primary', 'secondary'] as const) {
    const url = logos[slot];
    if (url && url !== stored[slot] && !isUploadedLogo(dealer.code, url))
      add(`logos.${slot}`, LOGO_MESSAGES.foreign);
  }
  const origins: string[] = [];
  doc.embedding_origins.forEach((text, i) => {
    const origin = embeddingOrigin(text);
    if (origin === null) add(`embedding_origins.${i}`, ORIGIN_ERROR);
    else if (!origins.includes(origin)) origins.push(origin);
  });
  const marketplace = doc.marketplace ? planMarketplace(dealer, doc.marketplace, add, checkLocales) : null;
  const mapTemplate = doc.static_map_url_template?.trim() ?? '';
  if (mapTemplate && staticMapOrigin(mapTemplate) === null)
    add('static_map_url_template', MAP_TEMPLATE_ERROR);

  let nextPayment: DealPaymentSettings | null = null;
  if (payment) {
    const p = doc.payment;
    const fees: DealFee[] = p.fees.map((f) => {
      const was = payment.fees.find((old) => old.code === f.code);
      const name = toLanguageText(f.name);
      return {
        ...(was ?? { group: 'pre_tax' as const }),
        code: f.code,
        // The pricing's fee names need an English text: the French one stands in when there is none.
        name: { en: name.en ?? name.fr ?? f.code, ...(name.fr ? { fr: name.fr } : {}) },
        amountCents: f.amount_cents,
        taxable: f.taxable,
      };
    });
    nextPayment = {
      ...payment,
      frequencies: p.frequencies,
      default_frequency: p.default_frequency,
      finance: { ...payment.finance, ...p.finance },
      lease: { ...payment.lease, ...p.lease },
      fees,
    };
    const shape = paymentSettingsDocumentSchema.safeParse(nextPayment);
    if (!shape.success) {
      for (const issue of shape.error.issues)
        add(paymentField(issue.path.map(String).join('.')), issue.message);
    }
    const rules = settingsRuleErrors(
      {
        payment_system: dealer.settings.payment_system as 'MS',
        default_payment_type: dealer.settings.financing_default_payment_type,
        settings: nextPayment as never,
      },
      dealer,
    );
    for (const [field, messages] of Object.entries(rules)) {
      for (const m of messages) add(paymentField(field.replace(/^settings\./, '')), m);
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const s = dealer.settings;
  const disclaimers = doc.disclaimers.map((d, i) => {
    const was = s.disclaimers?.[i];
    return {
      superscript: d.superscript,
      value: toLanguageText(d.text),
      hide_number_near_text: was?.hide_number_near_text ?? false,
      is_expanded: was?.is_expanded ?? false,
    };
  });
  const { static_map_url_template: _map, ...kept } = s;
  const dealerSettings: DealerRow['settings'] = {
    ...kept,
    ...(mapTemplate ? { static_map_url_template: mapTemplate } : {}),
    theme: { ...s.theme, ...doc.theme, logo: logos.primary ?? '', secondary_logo: logos.secondary ?? '' },
    vdp_flow: flow.vdp_flow,
    trade_in_system: flow.trade_in_system ?? '',
    credit_application_system: flow.credit_application_system,
    consents: Object.fromEntries(
      (doc.consents ?? []).map((c) => [c.key, { enabled: c.level, text: toLanguageText(c.text) }]),
    ),
    custom_copy: Object.fromEntries(doc.custom_copy.map((c) => [c.id, toLanguageText(c.text)])),
    disclaimers,
    ...(marketplace ? { marketplace } : {}),
    deposit: doc.payment.deposit.enabled,
    deposit_settings: {
      ...s.deposit_settings,
      amount: doc.payment.deposit.amount_cents,
      cancellation_fee: doc.payment.deposit.cancellation_fee_cents,
      method: doc.payment.deposit.mode,
    },
  };
  return { ok: true, document: doc, dealerSettings, frameAncestors: origins, payment: nextPayment };
}

/** A field of the payment settings document as the console's document names it. */
function paymentField(path: string): string {
  return `payment.${path}`;
}

export const NOT_OFFERED = 'This dealer does not offer this language.';
export const LISTED_TWICE = 'This message id is listed twice.';
export const UNKNOWN_COPY_ID = 'The storefront has no text with this message id.';
export const FEE_NAME = 'Enter the fee’s name.';
export const MARKETPLACE_NAME = 'Enter the marketplace’s name.';
export const MARKETPLACE_URL =
  'Enter the marketplace’s page as an address such as https://www.example.com/dealer/.';
export const MARKETPLACE_LOGO =
  'Upload the logo here, or give a path of this site such as /marketplace/logo.svg.';
export const CONSENT_TEXT = 'Enter the consent’s text in each language offered.';
export const CONSENT_TWICE = 'This consent is listed twice.';
export const VERSION_NOT_FOUND = 'This version of the settings does not exist.';
export { SETTINGS_MESSAGES };

/** The dealer's versions, newest first. */
export async function versionsOf(db: Db, dealerId: number) {
  return db
    .select()
    .from(settingsVersions)
    .where(eq(settingsVersions.dealerId, dealerId))
    .orderBy(desc(settingsVersions.version));
}

export async function latestVersion(db: Db, dealerId: number): Promise<number> {
  const [row] = await db
    .select({ version: settingsVersions.version })
    .from(settingsVersions)
    .where(eq(settingsVersions.dealerId, dealerId))
    .orderBy(desc(settingsVersions.version))
    .limit(1);
  return row?.version ?? 0;
}

/** The dealer's settings document as the database holds it now (not the read cache's). */
async function storedDocument(db: Db, dealerId: number): Promise<StorefrontSettings | null> {
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, dealerId)).limit(1);
  if (!dealer) return null;
  return currentDocument(dealer, (await paymentRow(db, dealerId))?.settings ?? null);
}

/**
 * For the calls that change one part of the settings outside the document (`PUT
 * /api/dealer/payment-settings/`, `PUT /api/dealer/embedding/`): before their write, version 1 (the
 * settings as they are) when the dealer has none; after it, a version with the settings as they
 * became, so the history lists every change and a rollback can undo it. No version when nothing of
 * the document changed (a payment setting it does not show, such as residuals).
 */
export const settingsHistory = {
  async before(db: Db, dealerId: number, now: Date): Promise<void> {
    if ((await latestVersion(db, dealerId)) > 0) return;
    const document = await storedDocument(db, dealerId);
    if (!document) return;
    await db
      .insert(settingsVersions)
      .values({ dealerId, version: 1, actorUserId: null, changed: [], document, createdAt: now })
      .onConflictDoNothing();
  },
  async after(db: Db, dealerId: number, actorUserId: number, now: Date): Promise<void> {
    const document = await storedDocument(db, dealerId);
    const [latest] = await versionsOf(db, dealerId);
    if (!document || !latest) return;
    const changed = changedParts(latest.document as StorefrontSettings, document);
    if (!changed.length) return;
    await db
      .insert(settingsVersions)
      .values({ dealerId, version: latest.version + 1, actorUserId, changed, document, createdAt: now })
      .onConflictDoNothing();
  },
};
