/**
 * Consents of spec 3 §3, §5: the dealer's definitions and a customer's values, kept as a history
 * (latest wins). The dealer's required ones must be ticked, and each value is kept with its time, the
 * language and the wording the customer saw, so the record says what was agreed to even after the
 * dealer rewords a consent.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { consentsGiven, type DealerRow, type UserRow } from '../../db/schema.ts';
import type { ConsentConfig } from '../../db/types.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { type FieldErrors, HttpError } from '../../http/helpers.ts';
import { resolveLanguage } from '../i18n/routes.ts';

/** Where a consent value was given (kept with it, so a dealer can prove it). */
export type ConsentSource = 'sign-up' | 'consents' | 'save_consents' | 'unsubscribe' | 'contact';

/**
 * The forms that ask consents, by the consent's name (`{name}_marketing`, `{name}_data_collection`):
 * the contact forms ask the `contact` name's, the account (sign-up) every other name's.
 */
export type ConsentForm = 'account' | 'contact';

/** The consent name of the contact forms (the contact and question modals). */
export const CONTACT_CONSENT_NAME = 'contact';

/** The form that asks a consent key. */
export function consentFormOf(key: string): ConsentForm {
  return key.startsWith(`${CONTACT_CONSENT_NAME}_`) ? 'contact' : 'account';
}

/**
 * The consents a dealer asks (spec 3 §3): every one but NO_CONSENT, which is neither shown nor kept;
 * those of one form, or of all.
 */
function askedConsents(dealer: DealerRow, form?: ConsentForm) {
  return Object.entries(dealer.settings.consents).filter(
    ([key, def]) => def.enabled !== 'NO_CONSENT' && (form === undefined || consentFormOf(key) === form),
  );
}

/** Consent definitions a form of the dealer asks (the account's by default: GET consents' `results`). */
export function dealerConsents(dealer: DealerRow, form: ConsentForm = 'account') {
  return askedConsents(dealer, form).map(([key, def]) => ({
    key,
    enabled: def.enabled,
    text: def.text,
  }));
}

/** The disclosure of tokenization shown at sign-up when the dealer enables it. */
const TOKENIZATION_TEXT: Record<string, string> = {
  en: 'I understand that a card I use for a deposit is kept by the payment processor as a token: the dealership never sees or stores its number.',
  fr: 'Je comprends qu’une carte utilisée pour un dépôt est conservée par le processeur de paiement sous forme de jeton\u00a0: le concessionnaire n’en voit ni n’en conserve jamais le numéro.',
};
const ACCEPT_TERMS: Record<string, string> = {
  en: 'I accept the deposit terms: ',
  fr: 'J’accepte les conditions du dépôt\u00a0: ',
};

/**
 * The sign-up's own consents (spec 3 §3, the consents payload at registration), optional:
 * `disclosure_tokenization` when the dealer enables it, `terms_and_conditions` when it has deposit
 * terms (their wording is the dealer's terms). Given only with the sign-up, kept like the others.
 */
export function registrationConsents(dealer: DealerRow): Record<string, ConsentConfig> {
  const out: Record<string, ConsentConfig> = {};
  const settings = dealer.settings;
  if (settings.disclosure_tokenization) {
    out.disclosure_tokenization = { enabled: 'OPTIONAL_CONSENT', text: TOKENIZATION_TEXT };
  }
  const terms = Object.entries(settings.deposit_terms ?? {}).filter(([, text]) => text.trim() !== '');
  if (terms.length) {
    out.terms_and_conditions = {
      enabled: 'OPTIONAL_CONSENT',
      text: Object.fromEntries(
        terms.map(([language, text]) => [
          language,
          `${ACCEPT_TERMS[language] ?? ACCEPT_TERMS.en}${text.trim()}`,
        ]),
      ),
    };
  }
  return out;
}

/**
 * The consents a sign-up must give (true): the account's and the sign-up's own REQUIRED_CONSENT ones,
 * as `consentFieldErrors(dealer, values, prefix, 'sign-up')` checks them.
 */
export function signUpRequiredConsents(dealer: DealerRow): string[] {
  return Object.entries({ ...dealer.settings.consents, ...registrationConsents(dealer) })
    .filter(([key, def]) => consentFormOf(key) === 'account' && def.enabled === 'REQUIRED_CONSENT')
    .map(([key]) => key);
}

/** The sign-up's own consents as definitions (GET consents' `registration`). */
export function registrationConsentList(dealer: DealerRow) {
  return Object.entries(registrationConsents(dealer)).map(([key, def]) => ({
    key,
    enabled: def.enabled,
    text: def.text,
  }));
}

/** The version of a consent's wording: a digest of it (one wording, one version). */
export function consentTextVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** Refuses unknown keys and a required consent not given (400), then appends the values. */
export async function saveConsents(
  deps: AppDeps,
  c: Context<AppEnv>,
  user: UserRow,
  values: Record<string, boolean>,
  source: ConsentSource,
) {
  const dealer = c.var.dealer;
  const errors = consentFieldErrors(dealer, values, 'consent_values', 'account');
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  await recordConsents(
    deps.database.db,
    dealer,
    { userId: user.id },
    values,
    resolveLanguage(c, dealer),
    deps.now(),
    source,
  );
  return (await userConsents(deps, dealer, user)).consent_values;
}

/** The latest value of each consent (null: never answered), and when, in which language and wording it was given. */
export async function userConsents(deps: AppDeps, dealer: DealerRow, user: UserRow) {
  const rows = await deps.database.db
    .select()
    .from(consentsGiven)
    .where(and(eq(consentsGiven.userId, user.id), eq(consentsGiven.dealerId, dealer.id)))
    .orderBy(desc(consentsGiven.id));
  const asked = new Set(askedConsents(dealer).map(([key]) => key));
  const atSignUp = new Set(Object.keys(registrationConsents(dealer)));
  const out: Record<string, boolean | null> = Object.fromEntries([...asked].map((k) => [k, null]));
  const given = new Map<string, (typeof rows)[number]>();
  for (const row of rows.reverse()) {
    if (asked.has(row.key)) out[row.key] = row.value;
    else if (!atSignUp.has(row.key)) continue;
    given.set(row.key, row);
  }
  return {
    consent_values: out,
    consents_given: [...given.values()].map((row) => ({
      key: row.key,
      value: row.value,
      given_at: row.createdAt.toISOString(),
      language: row.language,
      text: row.text,
      text_version: row.textVersion,
      source: row.source,
    })),
  };
}

/**
 * Field errors of consent values, keyed `${prefix}.${key}`: a key the form does not ask, a required
 * consent of the form not ticked (the catalogue's consent-required: field_required, "This field is
 * required."). The sign-up takes the account's consents and its own (`registrationConsents`), a
 * contact request the contact forms', and the consents calls (`account`) any of the dealer's, a
 * contact consent among them (a signed-in customer may change it), requiring the account's only.
 */
export function consentFieldErrors(
  dealer: DealerRow,
  values: Readonly<Record<string, boolean>>,
  prefix: string,
  form: 'sign-up' | 'account' | 'contact',
): FieldErrors {
  const all =
    form === 'sign-up'
      ? { ...dealer.settings.consents, ...registrationConsents(dealer) }
      : dealer.settings.consents;
  const asks = (key: string) =>
    form === 'account' ? true : consentFormOf(key) === (form === 'contact' ? 'contact' : 'account');
  const defs = Object.fromEntries(Object.entries(all).filter(([key]) => asks(key)));
  const errors: FieldErrors = {};
  for (const key of Object.keys(values)) {
    // A consent the dealer does not ask (NO_CONSENT) is no consent of its storefront.
    if (!Object.hasOwn(defs, key) || defs[key]?.enabled === 'NO_CONSENT')
      errors[`${prefix}.${key}`] = ['Unknown consent.'];
  }
  for (const [key, def] of Object.entries(defs)) {
    const required = form !== 'account' || consentFormOf(key) === 'account';
    if (required && def.enabled === 'REQUIRED_CONSENT' && values[key] !== true)
      errors[`${prefix}.${key}`] = ['This field is required.'];
  }
  return errors;
}

/**
 * Records consent values (already checked) with the wording of each in `language`, its version and
 * the source; the customer's, or (a signed-out shopper's contact request) the question's, or both.
 */
export async function recordConsents(
  db: Db,
  dealer: DealerRow,
  whose: { readonly userId: number | null; readonly questionId?: number | undefined },
  values: Readonly<Record<string, boolean>>,
  language: string,
  now: Date,
  source: ConsentSource,
): Promise<void> {
  const defs = { ...dealer.settings.consents, ...registrationConsents(dealer) };
  const rows = Object.entries(values).map(([key, value]) => {
    const text = defs[key]?.text ?? {};
    const shown = text[language] ?? text.en ?? Object.values(text)[0] ?? null;
    return {
      dealerId: dealer.id,
      userId: whose.userId,
      questionId: whose.questionId ?? null,
      key,
      value,
      language,
      text: shown,
      textVersion: shown === null ? null : consentTextVersion(shown),
      source,
      createdAt: now,
    };
  });
  if (rows.length) await db.insert(consentsGiven).values(rows);
}

/** Unsubscribing withdraws every marketing consent the dealer asks (kept as given, with its source). */
export async function withdrawMarketing(
  db: Db,
  dealer: DealerRow,
  userId: number,
  language: string,
  now: Date,
): Promise<void> {
  const values = Object.fromEntries(
    askedConsents(dealer)
      .filter(([key]) => key.endsWith('_marketing'))
      .map(([key]) => [key, false]),
  );
  await recordConsents(db, dealer, { userId }, values, language, now, 'unsubscribe');
}
