/**
 * Consent rules (spec 3 §3, §4 and §5): a required consent must be ticked (field_required),
 * optional ones are not enforced; save is skipped unless consent is enabled and fails without a user.
 */
import type { ConsentDefinition, ConsentValues, RegistrationConsents } from '../schemas/consent.ts';

export const CONSENT_REQUIRED_MESSAGE = 'field_required';
export const CONSENT_NO_USER_ERROR = 'User not logged in';

/** The two consent keys of a consent name. */
export function consentKeys(name: string): { marketing: string; data_collection: string } {
  return { marketing: `${name}_marketing`, data_collection: `${name}_data_collection` };
}

/** Consents to show: every one but NO_CONSENT. */
export function visibleConsents(definitions: readonly ConsentDefinition[]): ConsentDefinition[] {
  return definitions.filter((d) => d.enabled !== 'NO_CONSENT');
}

/** field_required for each required consent not ticked. */
export function validateConsents(
  definitions: readonly ConsentDefinition[],
  values: ConsentValues,
): Record<string, typeof CONSENT_REQUIRED_MESSAGE> {
  const errors: Record<string, typeof CONSENT_REQUIRED_MESSAGE> = {};
  for (const d of definitions) {
    if (d.enabled === 'REQUIRED_CONSENT' && values[d.key] !== true) errors[d.key] = CONSENT_REQUIRED_MESSAGE;
  }
  return errors;
}

/** Consent is enabled when any definition asks for consent. */
export function isConsentEnabled(definitions: readonly ConsentDefinition[]): boolean {
  return definitions.some((d) => d.enabled !== 'NO_CONSENT');
}

/**
 * Decides a consent save: skipped unless consent is enabled; throws 'User not logged in' when there
 * is no user; otherwise the payload to POST.
 */
export function consentSavePayload(
  definitions: readonly ConsentDefinition[],
  values: ConsentValues,
  user: { readonly id: number } | null | undefined,
): { skip: true } | { skip: false; userId: number; body: { consent_values: ConsentValues } } {
  if (!isConsentEnabled(definitions)) return { skip: true };
  if (!user) throw new Error(CONSENT_NO_USER_ERROR);
  const known = new Set(visibleConsents(definitions).map((d) => d.key));
  const consent_values: ConsentValues = {};
  for (const [k, v] of Object.entries(values)) if (known.has(k)) consent_values[k] = v;
  return { skip: false, userId: user.id, body: { consent_values } };
}

/**
 * Consents payload at registration: disclosure_tokenization if the dealer enables it,
 * terms_and_conditions if the dealer has deposit terms.
 */
export function registrationConsents(
  dealer: { readonly disclosure_tokenization?: boolean; readonly deposit_terms?: string | null },
  ticked: { readonly disclosure_tokenization?: boolean; readonly terms_and_conditions?: boolean },
): RegistrationConsents {
  const out: RegistrationConsents = {};
  if (dealer.disclosure_tokenization) out.disclosure_tokenization = Boolean(ticked.disclosure_tokenization);
  if (dealer.deposit_terms) out.terms_and_conditions = Boolean(ticked.terms_and_conditions);
  return out;
}

/** Localized consent text for a language, falling back to English then any text. */
export function consentText(d: ConsentDefinition, language: string): string {
  return d.text[language] ?? d.text.en ?? Object.values(d.text)[0] ?? '';
}
