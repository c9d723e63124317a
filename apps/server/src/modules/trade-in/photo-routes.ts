/**
 * The trade-in's photos (spec 3 §7, trade-in 2 under /api/customer/tradein2/{id}/):
 * - `PATCH photos/`: upload (multipart/form-data, a file in a field named for its angle, e.g.
 *   `image_front`) and removal (the field as null: `{"image_front": null}` in JSON, or an empty or
 *   `null` form field); the trade-in must be a draft. Answers the list.
 * - `GET photos/`: the six angles, each a URL of the photo (with its version) or null.
 * - `GET photos/{field}/`: the photo itself, to the customer who owns the trade-in.
 * - `POST request_mobile_view/`: the link to the photo step e-mailed to the customer (mobile-view.ts),
 *   remembered as `has_message_sent`, limited per trade-in and customer (429).
 * - `GET /api/customer/tradein-answers/{id}/check_images/?t=`: the photo watcher (whether the photos
 *   changed since `t`, the trade-in's `last_updated`), from the row alone.
 * The row names the photos it has (`images`, each angle's stored version) and when they last changed.
 * And for the dealer's staff (`/api/dealer/trade-ins/{id}/photos/` and `…/{field}/`): the same list
 * and photos of a trade-in of their dealer. Another customer's or dealer's trade-in is a 404.
 */
import {
  isTradeInEditable,
  type TradeInImageField,
  type TradeInStatus,
  tradeInCheckImagesQuerySchema,
  tradeInImagesSchema,
} from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { UserRow } from '../../db/schema.ts';
import { type TradeInRow, tradeIns } from '../../db/trade-in-schema.ts';
import { requireCustomer, requireStaff } from '../../http/auth.ts';
import { emptyBodySchema, readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, NON_FIELD, nonField, notFoundError, readQuery } from '../../http/helpers.ts';
import { requestOrigin } from '../../http/origin.ts';
import { allowEmail, allowHit, hitWait } from '../../services/rate-limit.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import type { PhotoStorage } from '../photo-storage/storage.ts';
import { recipientOf } from '../user/routes.ts';
import { emailMobileView, MOBILE_VIEW_LIMITS, MOBILE_VIEW_MESSAGES } from './mobile-view.ts';
import {
  cleanPhoto,
  isPhotoField,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_CONTENT_TYPE,
  PHOTO_MESSAGES,
  photoKey,
  readLimited,
} from './photos.ts';
import { customerPhotoBase, dealerPhotoBase, imagesOf } from './serializers.ts';
import { customerTradeIn } from './service.ts';

const HOUR_MS = 3600_000;

/** The removal body: the angles to remove, each null (the domain's image fields). */
export const photoRemovalBodySchema = tradeInImagesSchema.partial().strict();

/** The multipart envelope around one photo (boundaries, the part's headers). */
const FORM_ENVELOPE_BYTES = 64 * 1024;

/** The upload route, whose body the app-wide limit leaves to the route (it reads up to its own). */
export function isPhotoUpload(c: Context): boolean {
  return (
    c.req.method === 'PATCH' &&
    /^\/api\/customer\/tradein2\/[^/]+\/photos\/?$/.test(c.req.path) &&
    /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')
  );
}

function fieldParam(c: AppContext): TradeInImageField {
  const field = c.req.param('field') ?? '';
  if (!isPhotoField(field)) throw notFoundError('Photo not found.');
  return field;
}

/** The six angles, each the URL of its photo (under `base`, versioned) or null: from the row. */
function photoList(row: TradeInRow, base: string) {
  return { trade_in: row.id, ...imagesOf(row, base) };
}

/** The photo as an image answer: its own type, never sniffed, shown inline, kept by no shared cache. */
async function photoAnswer(storage: PhotoStorage, row: TradeInRow, field: TradeInImageField) {
  const photo = await storage.get(photoKey(row.dealerId, row.id, field));
  if (!photo) throw notFoundError('Photo not found.');
  return new Response(Buffer.from(photo.body), {
    headers: {
      'Content-Type': photo.contentType === 'image/webp' ? 'image/webp' : PHOTO_CONTENT_TYPE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${field}.jpg"`,
      'Cache-Control': 'private, no-cache',
      ETag: `"${photo.version}"`,
    },
  });
}

/** What a PATCH asks: photos to store (checked and re-encoded) and angles to remove. */
async function photoChanges(c: AppContext) {
  const uploads: { field: TradeInImageField; bytes: Uint8Array }[] = [];
  const removals: TradeInImageField[] = [];
  if (!isPhotoUpload(c)) {
    const body = await readJson(c, photoRemovalBodySchema);
    for (const [field, value] of Object.entries(body)) {
      if (value !== null)
        throw new HttpError(400, { [field]: ['Send the photo as a file (multipart/form-data).'] });
      removals.push(field as TradeInImageField);
    }
    return { uploads, removals };
  }
  const bytes = await readLimited(c.req.raw, MAX_PHOTO_UPLOAD_BYTES + FORM_ENVELOPE_BYTES);
  let form: FormData;
  try {
    const type = c.req.header('content-type') ?? '';
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw nonField('The upload could not be read.');
  }
  for (const [field, value] of form.entries()) {
    if (!isPhotoField(field)) throw new HttpError(400, { [NON_FIELD]: [PHOTO_MESSAGES.unknownField] });
    if (typeof value === 'string') {
      if (value !== '' && value !== 'null') throw new HttpError(400, { [field]: [PHOTO_MESSAGES.notImage] });
      removals.push(field);
      continue;
    }
    const file = new Uint8Array(await value.arrayBuffer());
    uploads.push({
      field,
      bytes: await cleanPhoto({ field, name: value.name, type: value.type, bytes: file }),
    });
  }
  return { uploads, removals };
}

/**
 * Stores the uploads and removes the removals, then writes on the row what it now has: each angle's
 * version (merged in one statement, so two uploads at once each keep theirs) and `last_updated`,
 * which the photo watcher compares. Answers the row as it now is.
 */
async function applyPhotoChanges(
  deps: AppDeps,
  storage: PhotoStorage,
  row: TradeInRow,
  { uploads, removals }: Awaited<ReturnType<typeof photoChanges>>,
): Promise<TradeInRow> {
  if (!uploads.length && !removals.length) return row;
  const versions: Partial<Record<TradeInImageField, string>> = {};
  for (const { field, bytes } of uploads) {
    const key = photoKey(row.dealerId, row.id, field);
    await storage.put(key, bytes, PHOTO_CONTENT_TYPE);
    versions[field] = (await storage.version(key)) ?? String(deps.now().getTime());
  }
  for (const field of removals) await storage.remove(photoKey(row.dealerId, row.id, field));
  let images = sql`(${tradeIns.images} || ${JSON.stringify(versions)}::jsonb)`;
  for (const field of removals) images = sql`(${images} - ${field}::text)`;
  const now = deps.now();
  const [updated] = await deps.database.db
    .update(tradeIns)
    .set({ images, lastUpdated: now, updatedAt: now })
    .where(eq(tradeIns.id, row.id))
    .returning();
  return updated ?? row;
}

/**
 * The limits of `request_mobile_view` (MOBILE_VIEW_LIMITS and the customer's share of e-mails), keyed
 * on the signed-in customer's id and the trade-in's, never on what a request says of itself: a 429
 * with Retry-After past the limit.
 */
async function allowMobileView(
  deps: AppDeps,
  c: AppContext,
  customer: Pick<UserRow, 'id' | 'email'>,
  row: TradeInRow,
): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const tradeInBucket = `mail:trade_in_mobile_view:customer:${customer.id}:trade_in:${row.id}`;
  const limit = MOBILE_VIEW_LIMITS.perTradeInPerHour;
  let wait = 0;
  if (!(await allowHit(db, tradeInBucket, limit, HOUR_MS, now))) {
    wait = await hitWait(db, tradeInBucket, limit, HOUR_MS, now);
  } else if (!(await allowEmail(db, 'trade_in_mobile_view', recipientOf(customer), now))) {
    wait = HOUR_MS;
  } else return;
  c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
  throw new HttpError(429, { detail: MOBILE_VIEW_MESSAGES.tooMany, code: 'throttled' });
}

export function customerPhotoRoutes(app: Hono<AppEnv>, deps: AppDeps, storage: PhotoStorage) {
  const db = deps.database.db;
  const base = (c: AppContext, id: number) => customerPhotoBase(requestOrigin(c), id);

  app.get('/tradein2/:id/photos', async (c) => {
    const { customer } = requireCustomer(c);
    const { row } = await customerTradeIn(db, c, customer.id, idParam(c, 'id'));
    return c.json(photoList(row, base(c, row.id)));
  });

  app.get('/tradein-answers/:id/check_images', async (c) => {
    const { customer } = requireCustomer(c);
    const { t } = readQuery(c, tradeInCheckImagesQuerySchema);
    const { row } = await customerTradeIn(db, c, customer.id, idParam(c, 'id'));
    const last = row.lastUpdated;
    const changed = last !== null && (t === undefined || last.getTime() > Date.parse(t));
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      ...photoList(row, base(c, row.id)),
      changed,
      last_updated: last?.toISOString() ?? null,
    });
  });

  app.get('/tradein2/:id/photos/:field', async (c) => {
    const { customer } = requireCustomer(c);
    const field = fieldParam(c);
    const { row } = await customerTradeIn(db, c, customer.id, idParam(c, 'id'));
    return photoAnswer(storage, row, field);
  });

  app.post('/tradein2/:id/request_mobile_view', async (c) => {
    const { customer } = requireCustomer(c);
    const { row, order } = await customerTradeIn(db, c, customer.id, idParam(c, 'id'));
    await readJson(c, emptyBodySchema);
    await allowMobileView(deps, c, customer, row);
    const dealer = c.get('dealer');
    await emailMobileView(deps, dealer, customer, order, resolveLanguage(c, dealer));
    await db.update(tradeIns).set({ hasMessageSent: true }).where(eq(tradeIns.id, row.id));
    return c.json({ trade_in: row.id, has_message_sent: true });
  });

  app.patch('/tradein2/:id/photos', async (c) => {
    const { customer } = requireCustomer(c);
    const { row } = await customerTradeIn(db, c, customer.id, idParam(c, 'id'));
    if (!isTradeInEditable(row.status as TradeInStatus)) {
      throw nonField('This trade-in is with the dealer and can no longer be changed.');
    }
    const changed = await applyPhotoChanges(deps, storage, row, await photoChanges(c));
    return c.json(photoList(changed, base(c, row.id)));
  });
}

/** A trade-in of the tenant dealer, for its staff (another dealer's is a 404). */
async function dealerTradeIn(deps: AppDeps, c: AppContext): Promise<TradeInRow> {
  const [row] = await deps.database.db
    .select()
    .from(tradeIns)
    .where(and(eq(tradeIns.id, idParam(c, 'id')), eq(tradeIns.dealerId, c.get('dealer').id)))
    .limit(1);
  if (!row) throw notFoundError('Trade-in not found.');
  return row;
}

/** The dealer's staff's view of a trade-in's photos, mounted at /api/dealer/trade-ins. */
export function dealerPhotoRoutes(deps: AppDeps, storage: PhotoStorage) {
  const app = new Hono<AppEnv>({ strict: false });
  const base = (c: AppContext, id: number) => dealerPhotoBase(requestOrigin(c), id);

  app.get('/:id/photos', async (c) => {
    requireStaff(c);
    const row = await dealerTradeIn(deps, c);
    return c.json(photoList(row, base(c, row.id)));
  });

  app.get('/:id/photos/:field', async (c) => {
    requireStaff(c);
    const field = fieldParam(c);
    const row = await dealerTradeIn(deps, c);
    return photoAnswer(storage, row, field);
  });
  return app;
}
