/**
 * The dealer's storefront settings in the dealer console (issue 22): brand colours, custom copy and
 * disclaimers per locale, payment settings (terms, rates, frequencies, fees, deposit amount and mode)
 * and embedding origins, as one document (the domain's `storefrontSettingsSchema`).
 *
 * - `GET /api/dealer/settings/`: the document, its version (also the ETag) and the dealer's locales;
 *   sales managers and admins (the staff permission table's readSettings).
 * - `PUT /api/dealer/settings/` with `If-Match: "<version>"`: saves a new version (editSettings: dealer,
 *   organization and super admins). 428 without If-Match, 412 `settings_conflict` when another change
 *   came first, 400 with the fields refused (in the request's language). The first change also saves
 *   the settings as they were, version 1, so it can be undone.
 * - `GET /api/dealer/settings/versions/`: the versions, newest first (who, when, what changed).
 * - `POST /api/dealer/settings/versions/{n}/rollback/`: saves version n's document as a new version.
 *
 * Each change is one transaction (the dealer row, its payment settings, the version), audited
 * (`storefront_settings_update`, `storefront_settings_rollback`), and drops this process's read caches
 * of the dealer and its pricing: the storefront's next page load renders with it.
 */
import { logoUploadSchema, type StorefrontSettings, storefrontSettingsSchema } from '@storefront/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { dealPaymentSettings } from '../../db/deal-schema.ts';
import { invalidateReadCaches } from '../../db/read-cache.ts';
import { type DealerRow, dealers, settingsVersions, users } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, parseIfMatch } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';
import { photoStorageOf } from '../photo-storage/storage.ts';
import { fullName } from '../user/service.ts';
import { dataUrlBytes, LOGO_MESSAGES, storeLogo } from './logo.ts';
import {
  changedParts,
  currentDocument,
  dealerLocales,
  latestVersion,
  type Plan,
  paymentRow,
  planDocument,
  VERSION_NOT_FOUND,
  versionsOf,
} from './service.ts';

/** PostgreSQL's unique_violation (23505), from either driver (PGlite nests it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return String(code) === '23505';
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A change of the settings about to be written: its plan, what it changes, and against which version. */
interface SettingsChange {
  dealer: DealerRow;
  actorUserId: number;
  plan: Extract<Plan, { ok: true }>;
  /** The settings before it (saved as version 1 by a dealer's first change). */
  before: StorefrontSettings;
  changed: string[];
  /** The version the change was made on (null: whatever is the latest). */
  expected: number | null;
  restoredFrom: number | null;
  now: Date;
}

/** The document, its version (also the ETag) and the dealer's locales. */
async function settingsView(deps: AppDeps, c: AppContext, dealer: DealerRow) {
  const db = deps.database.db;
  const payment = await paymentRow(db, dealer.id);
  const version = await latestVersion(db, dealer.id);
  c.header('ETag', `"${version}"`);
  return {
    dealer: dealer.code,
    version,
    locales: dealerLocales(dealer),
    settings: currentDocument(dealer, payment?.settings ?? null),
  };
}

/**
 * Writes the change in its transaction: the next version (and version 1, the settings before it, on
 * a dealer's first change), the dealer row's settings and, when they change, its payment settings.
 * Another version since the expected one: the conflict.
 */
async function writeVersion(tx: Tx, change: SettingsChange) {
  const { dealer, plan, changed, expected, now } = change;
  const [latest] = await tx
    .select({ version: sql<number>`coalesce(max(${settingsVersions.version}), 0)::int` })
    .from(settingsVersions)
    .where(eq(settingsVersions.dealerId, dealer.id));
  let version = latest?.version ?? 0;
  if (expected !== null && version !== expected) return { conflict: version } as const;
  if (version === 0) {
    version = 1;
    await tx.insert(settingsVersions).values({
      dealerId: dealer.id,
      version,
      actorUserId: null,
      changed: [],
      document: change.before,
      createdAt: now,
    });
  }
  const next = version + 1;
  await tx.insert(settingsVersions).values({
    dealerId: dealer.id,
    version: next,
    actorUserId: change.actorUserId,
    changed,
    document: plan.document,
    restoredFrom: change.restoredFrom,
    createdAt: now,
  });
  // Only the settings this document owns, merged into the row as it is now (another call may
  // have changed the others since this request's dealer was read).
  // The static map's template is removed when the document has none (off).
  const owned = Object.fromEntries(OWNED_SETTINGS.map((key) => [key, plan.dealerSettings[key]]));
  await tx
    .update(dealers)
    .set({
      settings: sql`(${dealers.settings} - 'static_map_url_template') || ${JSON.stringify(owned)}::jsonb`,
      frameAncestors: plan.frameAncestors,
    })
    .where(eq(dealers.id, dealer.id));
  if (plan.payment && changed.some((part) => part.startsWith('payment.') && part !== 'payment.deposit')) {
    await tx
      .update(dealPaymentSettings)
      .set({ settings: plan.payment, version: sql`${dealPaymentSettings.version} + 1`, updatedAt: now })
      .where(eq(dealPaymentSettings.dealerId, dealer.id));
  }
  return { before: version, after: next } as const;
}

/**
 * Saves `doc` as the next version after `expected` (null: whatever is the latest) and applies it;
 * the first change of a dealer saves the settings before it as version 1.
 */
async function saveSettings(
  deps: AppDeps,
  c: AppContext,
  actorUserId: number,
  doc: StorefrontSettings,
  expected: number | null,
  restoredFrom: number | null,
) {
  const db = deps.database.db;
  const dealer = c.get('dealer');
  const payment = await paymentRow(db, dealer.id);
  const plan = planDocument(dealer, payment?.settings ?? null, doc);
  if (!plan.ok) throw new HttpError(400, plan.errors);
  const before = currentDocument(dealer, payment?.settings ?? null);
  const changed = changedParts(before, plan.document);
  const change = { dealer, actorUserId, plan, before, changed, expected, restoredFrom, now: deps.now() };
  const saved = await db
    .transaction((tx) => writeVersion(tx, change))
    // Another change took the same version number meanwhile (PostgreSQL): a conflict like any other.
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      return { conflict: await latestVersion(db, dealer.id) } as const;
    });
  if ('conflict' in saved) {
    throw new HttpError(412, {
      detail: 'The settings were changed by someone else. Reload them and apply your change again.',
      code: 'settings_conflict',
      version: saved.conflict,
    });
  }
  // The dealer row (theme, copy, origins: the CSP), its pricing and everything priced from it.
  invalidateReadCaches(db, ['dealers', 'paymentSettings', 'catalogue']);
  await audit(deps, {
    dealerId: dealer.id,
    actorUserId,
    subjectUserId: null,
    action: restoredFrom === null ? 'storefront_settings_update' : 'storefront_settings_rollback',
    ip: clientIp(c),
    details: {
      version_before: saved.before,
      version_after: saved.after,
      changed,
      ...(restoredFrom === null ? {} : { restored_from: restoredFrom }),
    },
  });
  const [fresh] = await db.select().from(dealers).where(eq(dealers.id, dealer.id)).limit(1);
  return settingsView(deps, c, fresh ?? dealer);
}

/** A new version of the settings, made on the version the If-Match names. */
async function editSettings(deps: AppDeps, c: AppContext) {
  const auth = requireStaff(c);
  const ifMatch = parseIfMatch(c.req.header('if-match'));
  if (ifMatch === 'invalid') throw new HttpError(400, { 'If-Match': ['Send the version read, like "3".'] });
  const doc = await readJson(c, storefrontSettingsSchema);
  if (ifMatch === null) {
    throw new HttpError(428, {
      detail: 'Send If-Match with the version you edited.',
      code: 'precondition_required',
      version: await latestVersion(deps.database.db, c.get('dealer').id),
    });
  }
  return c.json(await saveSettings(deps, c, auth.user.id, doc, ifMatch, null));
}

/** The versions, newest first: who, when, what changed. */
async function listVersions(deps: AppDeps, c: AppContext) {
  const db = deps.database.db;
  const rows = await versionsOf(db, c.get('dealer').id);
  const actorIds = [...new Set(rows.map((r) => r.actorUserId).filter((id): id is number => id !== null))];
  const actors = actorIds.length ? await db.select().from(users).where(inArray(users.id, actorIds)) : [];
  return c.json({
    count: rows.length,
    results: rows.map((r) => {
      const actor = actors.find((u) => u.id === r.actorUserId);
      return {
        version: r.version,
        created_at: r.createdAt.toISOString(),
        actor: actor ? { id: actor.id, name: fullName(actor) || actor.email } : null,
        changed: r.changed,
        restored_from: r.restoredFrom,
      };
    }),
  });
}

/** Saves a version's document again, as a new version. */
async function rollBack(deps: AppDeps, c: AppContext) {
  const auth = requireStaff(c);
  const dealer = c.get('dealer');
  const wanted = Number(c.req.param('version'));
  const [row] = await deps.database.db
    .select()
    .from(settingsVersions)
    .where(and(eq(settingsVersions.dealerId, dealer.id), eq(settingsVersions.version, wanted)))
    .limit(1);
  if (!row) throw new HttpError(404, { detail: VERSION_NOT_FOUND, code: 'not_found' });
  // A stored document is checked again: it must still be one the storefront can use.
  const parsed = storefrontSettingsSchema.safeParse(row.document);
  if (!parsed.success) throw new HttpError(409, { detail: VERSION_NOT_FOUND, code: 'version_unusable' });
  return c.json(await saveSettings(deps, c, auth.user.id, parsed.data, null, wanted));
}

/** The dealer settings the settings document owns (a save writes these and leaves the others). */
const OWNED_SETTINGS = [
  'theme',
  'custom_copy',
  'disclaimers',
  'deposit',
  'deposit_settings',
  'static_map_url_template',
  'vdp_flow',
  'trade_in_system',
  'credit_application_system',
  'consents',
  'marketplace',
] as const;

export function storefrontSettingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/', async (c) => {
    return c.json(await settingsView(deps, c, c.get('dealer')));
  });
  app.put('/', (c) => editSettings(deps, c));
  app.get('/versions', (c) => listVersions(deps, c));
  app.post('/versions/:version{[0-9]{1,9}}/rollback', (c) => rollBack(deps, c));
  // A logo's file (a data: URL in JSON, within the app's body limit): kept, its URL answered.
  app.post('/logos', async (c) => {
    requireStaff(c);
    const { file } = await readJson(c, logoUploadSchema);
    const bytes = dataUrlBytes(file);
    if (!bytes) throw new HttpError(400, { file: [LOGO_MESSAGES.notImage] });
    const dealer = c.get('dealer');
    const url = await storeLogo(photoStorageOf(deps), { id: dealer.id, code: dealer.code }, bytes);
    return c.json({ url }, 201);
  });
  return app;
}
