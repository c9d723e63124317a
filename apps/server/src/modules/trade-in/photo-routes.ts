/**
 * The trade-in's photos (spec 3 §7, trade-in 2 under /api/customer/tradein2/{id}/):
 * - `PATCH photos/`: upload (multipart/form-data, a file in a field named for its angle, e.g.
 *   `image_front`) and removal (the field as null: `{"image_front": null}` in JSON, or an empty or
 *   `null` form field); the trade-in must be a draft. Answers the list.
 * - `GET photos/`: the six angles, each a URL of the photo (with its version) or null.
 * - `GET photos/{field}/`: the photo itself, to the customer who owns the trade-in.
 * - `POST request_mobile_view/`: the link to the photo step e-mailed to the customer (mobile-view.ts).
 * And for the dealer's staff (`/api/dealer/trade-ins/{id}/photos/` and `…/{field}/`): the same list
 * and photos of a trade-in of their dealer. Another customer's or dealer's trade-in is a 404.
 */
import {
  isTradeInEditable,
  TRADE_IN_IMAGE_FIELDS,
  type TradeInImageField,
  type TradeInStatus,
  tradeInImagesSchema,
} from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type TradeInRow, tradeIns } from '../../db/trade-in-schema.ts';
import { requireCustomer, requireStaff } from '../../http/auth.ts';
import { emptyBodySchema, readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, NON_FIELD, nonField, notFoundError } from '../../http/helpers.ts';
import { requestOrigin } from '../../http/origin.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import type { PhotoStorage } from '../photo-storage/storage.ts';
import { emailMobileView } from './mobile-view.ts';
import {
  cleanPhoto,
  isPhotoField,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_CONTENT_TYPE,
  PHOTO_MESSAGES,
  photoKey,
  readLimited,
} from './photos.ts';
import { customerTradeIn } from './service.ts';

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

/** The six angles, each the URL of its photo (under `base`, versioned) or null. */
async function photoList(storage: PhotoStorage, row: TradeInRow, base: string) {
  const entries = await Promise.all(
    TRADE_IN_IMAGE_FIELDS.map(async (field) => {
      const version = await storage.version(photoKey(row.dealerId, row.id, field));
      return [field, version ? `${base}/${field}/?v=${version}` : null] as const;
    }),
  );
  return { trade_in: row.id, ...Object.fromEntries(entries) } as { trade_in: number } & Record<
    TradeInImageField,
    string | null
  >;
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

export function customerPhotoRoutes(app: Hono<AppEnv>, deps: AppDeps, storage: PhotoStorage) {
  const db = deps.database.db;
  const base = (c: AppContext, id: number) => `${requestOrigin(c)}/api/customer/tradein2/${id}/photos`;

  app.get('/tradein2/:id/photos', async (c) => {
    const { customer } = requireCustomer(c);
    const { row } = await customerTradeIn(db, c, customer.id, idParam(c, 'id'));
    return c.json(await photoList(storage, row, base(c, row.id)));
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
    const dealer = c.get('dealer');
    await emailMobileView(deps, dealer, customer, order, resolveLanguage(c, dealer));
    return c.json({ trade_in: row.id, has_message_sent: true });
  });

  app.patch('/tradein2/:id/photos', async (c) => {
    const { customer } = requireCustomer(c);
    const { row } = await customerTradeIn(db, c, customer.id, idParam(c, 'id'));
    if (!isTradeInEditable(row.status as TradeInStatus)) {
      throw nonField('This trade-in is with the dealer and can no longer be changed.');
    }
    const { uploads, removals } = await photoChanges(c);
    for (const { field, bytes } of uploads) {
      await storage.put(photoKey(row.dealerId, row.id, field), bytes, PHOTO_CONTENT_TYPE);
    }
    for (const field of removals) await storage.remove(photoKey(row.dealerId, row.id, field));
    if (uploads.length || removals.length) {
      await db.update(tradeIns).set({ updatedAt: deps.now() }).where(eq(tradeIns.id, row.id));
    }
    return c.json(await photoList(storage, row, base(c, row.id)));
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
  const base = (c: AppContext, id: number) => `${requestOrigin(c)}/api/dealer/trade-ins/${id}/photos`;

  app.get('/:id/photos', async (c) => {
    requireStaff(c);
    const row = await dealerTradeIn(deps, c);
    return c.json(await photoList(storage, row, base(c, row.id)));
  });

  app.get('/:id/photos/:field', async (c) => {
    requireStaff(c);
    const field = fieldParam(c);
    const row = await dealerTradeIn(deps, c);
    return photoAnswer(storage, row, field);
  });
  return app;
}
