/**
 * Consents of spec 3 §3, §5: the dealer's definitions and a customer's values, kept as a history
 * (latest wins). The dealer's required ones must be ticked, and each value is kept with its time, the
 * language and the wording the customer saw, so the record says what was agreed to even after the
 * dealer rewords a consent.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { consentsGiven, type DealerRow, type UserRow } from '../../db/schema.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { type FieldErrors, HttpError } from '../../http/helpers.ts';
import { resolveLanguage } from '../i18n/routes.ts';

/** Consent definitions of a dealer. */
export function dealerConsents(dealer: DealerRow) {
  return Object.entries(dealer.settings.consents).map(([key, def]) => ({
    key,
    enabled: def.enabled,
    text: def.text,
  }));
}

/** Refuses unknown keys and a required consent not given (400), then appends the values. */
export async function saveConsents(
  deps: AppDeps,
  c: Context<AppEnv>,
  user: UserRow,
  values: Record<string, boolean>,
) {
  const dealer = c.var.dealer;
  const errors = consentFieldErrors(dealer, values, 'consent_values');
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  await recordConsents(deps.database.db, dealer, user.id, values, resolveLanguage(c, dealer), deps.now());
  return (await userConsents(deps, dealer, user)).consent_values;
}

/** The latest value of each consent (null: never answered), and when, in which language and wording it was given. */
export async function userConsents(deps: AppDeps, dealer: DealerRow, user: UserRow) {
  const rows = await deps.database.db
    .select()
    .from(consentsGiven)
    .where(and(eq(consentsGiven.userId, user.id), eq(consentsGiven.dealerId, dealer.id)))
    .orderBy(desc(consentsGiven.id));
  const out: Record<string, boolean | null> = Object.fromEntries(
    Object.keys(dealer.settings.consents).map((k) => [k, null]),
  );
  const given = new Map<string, (typeof rows)[number]>();
  for (const row of rows.reverse()) {
    out[row.key] = row.value;
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
    })),
  };
}

/**
 * Field errors of consent values, keyed `${prefix}.${key}`: a key the dealer does not define, a
 * required consent not ticked (the catalogue's consent-required: field_required, "This field is
 * required.").
 */
export function consentFieldErrors(
  dealer: DealerRow,
  values: Readonly<Record<string, boolean>>,
  prefix: string,
): FieldErrors {
  const defs = dealer.settings.consents;
  const errors: FieldErrors = {};
  for (const key of Object.keys(values)) {
    if (!Object.hasOwn(defs, key)) errors[`${prefix}.${key}`] = ['Unknown consent.'];
  }
  for (const [key, def] of Object.entries(defs)) {
    if (def.enabled === 'REQUIRED_CONSENT' && values[key] !== true)
      errors[`${prefix}.${key}`] = ['This field is required.'];
  }
  return errors;
}

/** Records consent values (already checked) with the wording of each in `language`. */
export async function recordConsents(
  db: Db,
  dealer: DealerRow,
  userId: number,
  values: Readonly<Record<string, boolean>>,
  language: string,
  now: Date,
): Promise<void> {
  const defs = dealer.settings.consents;
  const rows = Object.entries(values).map(([key, value]) => {
    const text = defs[key]?.text ?? {};
    return {
      dealerId: dealer.id,
      userId,
      key,
      value,
      language,
      text: text[language] ?? text.en ?? Object.values(text)[0] ?? null,
      createdAt: now,
    };
  });
  if (rows.length) await db.insert(consentsGiven).values(rows);
}
