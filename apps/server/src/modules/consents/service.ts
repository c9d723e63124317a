/** Consents of spec 3 §3: the dealer's definitions and a customer's values, kept as a history (latest wins). */
import { and, desc, eq } from 'drizzle-orm';
import { consentsGiven, type DealerRow, type UserRow } from '../../db/schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { type FieldErrors, HttpError } from '../../http/helpers.ts';

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
  dealer: DealerRow,
  user: UserRow,
  values: Record<string, boolean>,
) {
  const defs = dealer.settings.consents;
  const errors: FieldErrors = {};
  for (const key of Object.keys(values)) {
    if (!defs[key]) errors[`consent_values.${key}`] = ['Unknown consent.'];
  }
  for (const [key, def] of Object.entries(defs)) {
    if (def.enabled === 'REQUIRED_CONSENT' && values[key] !== true)
      errors[`consent_values.${key}`] = ['field_required'];
  }
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  const now = deps.now();
  const rows = Object.entries(values).map(([key, value]) => ({
    dealerId: dealer.id,
    userId: user.id,
    key,
    value,
    createdAt: now,
  }));
  if (rows.length) await deps.database.db.insert(consentsGiven).values(rows);
  return userConsents(deps, dealer, user);
}

/** The customer's latest value of each of the dealer's consents (null: never answered). */
export async function userConsents(
  deps: AppDeps,
  dealer: DealerRow,
  user: UserRow,
): Promise<Record<string, boolean | null>> {
  const rows = await deps.database.db
    .select()
    .from(consentsGiven)
    .where(and(eq(consentsGiven.userId, user.id), eq(consentsGiven.dealerId, dealer.id)))
    .orderBy(desc(consentsGiven.id));
  const out: Record<string, boolean | null> = Object.fromEntries(
    Object.keys(dealer.settings.consents).map((k) => [k, null]),
  );
  for (const row of rows.reverse()) out[row.key] = row.value;
  return out;
}
