/**
 * The consents a customer gives (spec 3 §3, §5): the dealer's required ones must be ticked, and each
 * value is kept with its time, the language and the wording the customer saw, so the record says
 * what was agreed to even after the dealer rewords a consent.
 */
import type { Db } from '../db/client.ts';
import { consentsGiven, type DealerRow } from '../db/schema.ts';
import type { FieldErrors } from '../http/errors.ts';

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
