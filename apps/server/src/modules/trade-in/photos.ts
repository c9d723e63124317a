/**
 * The trade-in's photos (spec 3 §3 and §9: front, back, left, right, dashboard, seat interior): an
 * upload is judged by its content, never by its name or declared type. Its first bytes (`file-type`,
 * which reads the magic numbers) must be a JPEG, PNG or WebP image, and a name or type that says
 * otherwise is refused (a PNG named `.jpg`, an HTML page named `photo.jpg`): the upload lies about
 * itself. What is kept is not the upload: `sharp` decodes it (at most 50 megapixels), turns it
 * upright by its EXIF orientation, scales it to fit 2,048 pixels and writes a new JPEG, which carries
 * none of the upload's metadata (EXIF, GPS position, XMP, ICC comments).
 */
import { TRADE_IN_IMAGE_FIELDS, type TradeInImageField } from '@storefront/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../../http/helpers.ts';
import type { PhotoStorage } from '../photo-storage/storage.ts';

/** The largest upload (one request, its photo and its form around it): 10 MiB. The spec names none. */
export const MAX_PHOTO_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The longest edge of a kept photo, in pixels. */
export const PHOTO_MAX_EDGE = 2048;
/** The most pixels a photo may have decoded (a small file that unpacks huge is refused). */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_CONTENT_TYPE = 'image/jpeg';

export const PHOTO_MESSAGES = {
  notImage: 'This file is not a photo: send a JPEG, PNG or WebP image.',
  mislabelled: 'This file is not the image its name or type says: send the photo as it is.',
  unreadable: 'This photo could not be read: take it again or send another one.',
  tooLarge: 'A photo may be 10 MB at most.',
  unknownField:
    'Send the photo as one of image_front, image_back, image_left, image_right, image_dashboard, image_seat_interior.',
} as const;

/** Accepted content types and the file-name extensions that may stand for each. */
const ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** Extensions of anything else a name might claim (an image of another kind, a page, a script). */
const CLAIMS = /\.([a-z0-9]{1,5})$/i;

export function isPhotoField(field: string): field is TradeInImageField {
  return (TRADE_IN_IMAGE_FIELDS as readonly string[]).includes(field);
}

export interface PhotoUpload {
  field: TradeInImageField;
  name: string;
  type: string;
  bytes: Uint8Array;
}

const refuse = (field: string, message: string) => new HttpError(400, { [field]: [message] });

/** Whether a name's extension or a declared type says something the content is not. */
function mislabelled(upload: PhotoUpload, detected: string): boolean {
  const extension = CLAIMS.exec(upload.name)?.[1]?.toLowerCase();
  if (extension && !(ACCEPTED[detected] ?? []).includes(extension)) return true;
  const declared = upload.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return declared !== '' && declared !== 'application/octet-stream' && declared !== detected;
}

/** The upload checked by its content and re-encoded as a JPEG without metadata; or a 400 on its field. */
export async function cleanPhoto(upload: PhotoUpload): Promise<Uint8Array> {
  const detected = (await fileTypeFromBuffer(upload.bytes))?.mime;
  if (!detected || !(detected in ACCEPTED)) throw refuse(upload.field, PHOTO_MESSAGES.notImage);
  if (mislabelled(upload, detected)) throw refuse(upload.field, PHOTO_MESSAGES.mislabelled);
  try {
    return await sharp(upload.bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw refuse(upload.field, PHOTO_MESSAGES.unreadable);
  }
}

/** Where a trade-in's photo is kept: built from the dealer's and the trade-in's ids, never a client's name. */
export function photoKey(dealerId: number, tradeInId: number, field: TradeInImageField): string {
  return `trade-ins/${dealerId}/${tradeInId}/${field}.jpg`;
}

/** Removes every photo of the trade-ins (an erasure; removing a photo never taken is no error). */
export async function removeTradeInPhotos(
  storage: PhotoStorage,
  dealerId: number,
  tradeInIds: readonly number[],
): Promise<void> {
  for (const id of tradeInIds) {
    for (const field of TRADE_IN_IMAGE_FIELDS) await storage.remove(photoKey(dealerId, id, field));
  }
}

/**
 * The request's body read up to `limit` bytes, and no further: a declared length over it is refused
 * before any byte is read, and a body without one (chunked) is cut at the first chunk past it (413).
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const tooLarge = () => new HttpError(413, { non_field_errors: [PHOTO_MESSAGES.tooLarge] });
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= limit)) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
