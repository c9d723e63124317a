/**
 * Staff endpoint for the dealer's payment settings (rates by term and condition, residuals, fees,
 * levies, choices, default payment type, payment system and so the pricing stack version):
 * `GET` and `PUT /api/dealer/payment-settings/`.
 *
 * - Who: staff covering the tenant dealer. Reading: sales manager, dealer admin, organization admin,
 *   super admin. Editing: dealer admin, organization admin, super admin.
 * - `PUT` replaces the whole document and needs `If-Match: "<version>"` (428 without it, 412
 *   `settings_conflict` with the current version when another edit came first), so two staff
 *   editing at once cannot lose an update.
 * - Every rule the pricing relies on is checked here (400 with dotted field names), so a saved
 *   document can always be priced.
 * - The edit is one transaction (payment settings and the dealer's payment system and default
 *   type), audited with the versions and the fields changed, and drops the read caches of this
 *   process: the next pricing here uses it; other processes within the caches' TTL.
 */
import {
  PAYMENT_SETTINGS_CONDITIONS,
  type PaymentSettingsUpdate,
  paymentSettingsUpdateSchema,
  pricingStackVersion,
} from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { dealPaymentSettings } from '../../db/deal-schema.ts';
import type { DealPaymentSettings } from '../../db/deal-types.ts';
import { invalidateReadCaches } from '../../db/read-cache.ts';
import { type DealerRow, dealers } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, parseIfMatch } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';
import { loadPaymentSettings } from '../add-ons/catalogue.ts';
import { settingsHistory } from '../storefront-settings/service.ts';

const CONDITIONS = PAYMENT_SETTINGS_CONDITIONS;

type SettingsUpdate = PaymentSettingsUpdate;
type Errors = Record<string, string[]>;

function duplicates<T>(items: readonly T[]): T[] {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const i of items) (seen.has(i) ? twice : seen).add(i);
  return [...twice];
}

/**
 * Rules across fields: defaults among the choices, a rate (and for a lease a residual) for every
 * term and condition offered, no duplicates, credit tiers only in the USA.
 */
export function settingsRuleErrors(body: SettingsUpdate, dealer: Pick<DealerRow, 'country'>): Errors {
  const errors: Errors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const s = body.settings;
  const at = (path: string) => `settings.${path}`;
  if (!s.payment_types.includes(body.default_payment_type)) {
    add('default_payment_type', 'The default payment type must be one of the payment types offered.');
  }
  for (const [field, list] of [
    ['payment_types', s.payment_types],
    ['frequencies', s.frequencies],
    ['finance.terms', s.finance.terms],
    ['lease.terms', s.lease.terms],
    ['lease.distance_allowances', s.lease.distance_allowances],
    ['lease.conditions', s.lease.conditions],
    ['excluded_levies', s.excluded_levies],
  ] as const) {
    const twice = duplicates<unknown>(list);
    if (twice.length) add(at(field), `Listed twice: ${twice.join(', ')}.`);
  }
  if (!s.frequencies.includes(s.default_frequency)) {
    add(at('default_frequency'), 'The default frequency must be one of the frequencies offered.');
  }
  /** One row per condition and term offered, none twice. */
  const coverage = (
    field: string,
    what: string,
    rows: readonly { condition: string; term: number }[],
    conditions: readonly string[],
    terms: readonly number[],
  ) => {
    const keys = rows.map((r) => `${r.condition}/${r.term}`);
    const twice = duplicates(keys);
    if (twice.length) add(at(field), `More than one ${what} for ${twice.join(', ')}.`);
    const missing = conditions.flatMap((cond) =>
      terms.filter((t) => !keys.includes(`${cond}/${t}`)).map((t) => `${cond}/${t}`),
    );
    if (missing.length) add(at(field), `A ${what} is missing for ${missing.join(', ')} (condition/term).`);
  };
  const financeConditions = s.payment_types.includes('finance') ? CONDITIONS : [];
  const leaseConditions = s.payment_types.includes('lease') ? s.lease.conditions : [];
  for (const [name, table, conditions] of [
    ['finance', s.finance, financeConditions],
    ['lease', s.lease, leaseConditions],
  ] as const) {
    if (!table.terms.includes(table.default_term)) {
      add(at(`${name}.default_term`), 'The default term must be one of the terms offered.');
    }
    coverage(`${name}.rates`, 'rate', table.rates, conditions, table.terms);
  }
  if (s.payment_types.includes('lease')) {
    if (s.lease.conditions.length === 0)
      add(at('lease.conditions'), 'Name the conditions a lease is offered for.');
    coverage('lease.residuals', 'residual', s.lease.residuals, s.lease.conditions, s.lease.terms);
  }
  if (!s.lease.distance_allowances.includes(s.lease.default_distance_allowance)) {
    add(
      at('lease.default_distance_allowance'),
      'The default allowance must be one of the allowances offered.',
    );
  }
  for (const key of Object.keys(s.lease.distance_residual_adjustments)) {
    if (!s.lease.distance_allowances.includes(Number(key))) {
      add(at('lease.distance_residual_adjustments'), `${key} is not one of the allowances offered.`);
    }
  }
  const tiers = s.credit_score_tiers.map((t) => t.value);
  if (dealer.country !== 'US') {
    if (tiers.length) add(at('credit_score_tiers'), 'Credit scores are used only in the USA.');
    if (s.default_credit_score !== null)
      add(at('default_credit_score'), 'Credit scores are used only in the USA.');
  } else {
    const twice = duplicates(tiers);
    if (twice.length) add(at('credit_score_tiers'), `Listed twice: ${twice.join(', ')}.`);
    if (tiers.length && (s.default_credit_score === null || !tiers.includes(s.default_credit_score))) {
      add(at('default_credit_score'), 'The default credit score must be one of the tiers.');
    }
    if (!tiers.length && s.default_credit_score !== null) {
      add(at('default_credit_score'), 'There are no credit score tiers.');
    }
  }
  const feeCodes = duplicates(s.fees.map((f) => f.code));
  if (feeCodes.length) add(at('fees'), `Fee codes listed twice: ${feeCodes.join(', ')}.`);
  return errors;
}

function view(dealer: DealerRow, version: number, settings: DealPaymentSettings, updatedAt: Date | null) {
  return {
    dealer: dealer.code,
    version,
    payment_system: dealer.settings.payment_system,
    pricing_stack_version: pricingStackVersion(dealer.settings.payment_system).version,
    default_payment_type: dealer.settings.financing_default_payment_type,
    settings,
    updated_at: updatedAt?.toISOString() ?? null,
  };
}

/** JSON with object keys sorted (jsonb and zod both reorder keys). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** Top-level keys whose value differs (for the audit row). */
function changedKeys(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((k) => canonical(a[k]) !== canonical(b[k]))
    .sort();
}

export function dealerPaymentSettingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;

  async function current(dealerId: number) {
    const [row] = await db
      .select()
      .from(dealPaymentSettings)
      .where(eq(dealPaymentSettings.dealerId, dealerId))
      .limit(1);
    if (!row)
      throw new HttpError(404, { detail: 'The dealership has no payment settings.', code: 'not_found' });
    return row;
  }

  // GET /api/dealer/payment-settings/ : the whole document with its version (also the ETag).
  app.get('/', async (c) => {
    const dealer = c.get('dealer');
    const row = await current(dealer.id);
    c.header('ETag', `"${row.version}"`);
    return c.json(view(dealer, row.version, row.settings, row.updatedAt));
  });

  // PUT /api/dealer/payment-settings/ with If-Match: replaces the document.
  app.put('/', async (c) => {
    const auth = requireStaff(c);
    const dealer = c.get('dealer');
    const ifMatch = parseIfMatch(c.req.header('if-match'));
    if (ifMatch === 'invalid') {
      throw new HttpError(400, { 'If-Match': ['Send the version read, like "3".'] });
    }
    const body = await readJson(c, paymentSettingsUpdateSchema);
    const ruleErrors = settingsRuleErrors(body, dealer);
    if (Object.keys(ruleErrors).length) throw new HttpError(400, ruleErrors);
    if (ifMatch === null) {
      const row = await current(dealer.id);
      throw new HttpError(428, {
        detail: 'Send If-Match with the version you edited.',
        code: 'precondition_required',
        version: row.version,
      });
    }
    const before = await current(dealer.id);
    const now = deps.now();
    await settingsHistory.before(db, dealer.id, now);
    const settings: DealPaymentSettings = body.settings;
    const result = await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(dealPaymentSettings)
        .set({ settings, version: sql`${dealPaymentSettings.version} + 1`, updatedAt: now })
        .where(and(eq(dealPaymentSettings.dealerId, dealer.id), eq(dealPaymentSettings.version, ifMatch)))
        .returning();
      if (!saved) return null;
      const [dealerRow] = await tx
        .update(dealers)
        .set({
          settings: sql`${dealers.settings} || ${JSON.stringify({
            payment_system: body.payment_system,
            financing_default_payment_type: body.default_payment_type,
          })}::jsonb`,
        })
        .where(eq(dealers.id, dealer.id))
        .returning();
      return dealerRow ? { saved, dealerRow } : null;
    });
    if (!result) {
      const row = await current(dealer.id);
      throw new HttpError(412, {
        detail: 'The payment settings were changed by someone else. Reload them and apply your change again.',
        code: 'settings_conflict',
        version: row.version,
      });
    }
    // Dealer rows (payment system, default type), settings and everything priced from them.
    invalidateReadCaches(db, ['dealers', 'paymentSettings', 'catalogue']);
    await settingsHistory.after(db, dealer.id, auth.user.id, now);
    await audit(deps, {
      dealerId: dealer.id,
      actorUserId: auth.user.id,
      subjectUserId: null,
      action: 'payment_settings_update',
      ip: clientIp(c),
      details: {
        version_before: before.version,
        version_after: result.saved.version,
        changed: [
          ...changedKeys(before.settings, settings).map((k) => `settings.${k}`),
          ...(dealer.settings.payment_system !== body.payment_system ? ['payment_system'] : []),
          ...(dealer.settings.financing_default_payment_type !== body.default_payment_type
            ? ['default_payment_type']
            : []),
        ],
      },
    });
    const fresh = await loadPaymentSettings(db, dealer.id);
    c.header('ETag', `"${result.saved.version}"`);
    return c.json(
      view(result.dealerRow, result.saved.version, fresh?.settings ?? settings, result.saved.updatedAt),
    );
  });

  return app;
}
