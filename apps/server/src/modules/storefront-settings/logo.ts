/**
 * The dealer's uploaded logos (issue 22): an upload is judged by its content (`file-type`'s magic
 * numbers: PNG, JPEG or WebP; never an SVG, which could carry script), at most 56 KB (its base64 in
 * JSON stays within the app's body limit), decoded by
 * `sharp` (at most 4 megapixels) and kept as a new PNG scaled to fit 1,200 × 400 pixels, without the
 * upload's metadata. It is kept in the photo storage (`modules/photo-storage`) under a name made of
 * its content's hash, so a URL always means the same image: served with a year's cache, and a
 * settings version that names it (the rollback's too) finds it again. Uploading changes no setting:
 * the settings document saved with the logo's URL does (versioned, audited).
 */
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../../http/helpers.ts';
import type { PhotoStorage } from '../photo-storage/storage.ts';

export const MAX_LOGO_BYTES = 56 * 1024;
const MAX_LOGO_PIXELS = 4_000_000;
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);

export const LOGO_MESSAGES = {
  notImage: 'This file is not a logo: send a PNG, JPEG or WebP image.',
  tooLarge: 'A logo may be 56 KB at most.',
  unreadable: 'This logo could not be read: send another file.',
  foreign: 'Upload the logo here: the storefront shows only logos uploaded for this dealer.',
} as const;

/** The URL path of an uploaded logo of the dealer (`/media/dealers/{code}/logo-{hash}.png`). */
export const logoPath = (dealerCode: string, hash: string) => `/media/dealers/${dealerCode}/logo-${hash}.png`;
/** Where an uploaded logo is kept: built from the dealer's id and the content's hash, never a client's name. */
export const logoKey = (dealerId: number, hash: string) => `logos/${dealerId}/${hash}.png`;
/** The hash of an uploaded logo's file name (`logo-{hash}.png`), or null. */
export const logoHashOf = (file: string): string | null =>
  /^logo-([0-9a-f]{32})\.png$/.exec(file)?.[1] ?? null;
/** Whether a URL is one of this dealer's uploaded logos. */
export const isUploadedLogo = (dealerCode: string, url: string) => {
  if (!url.startsWith(`/media/dealers/${dealerCode}/`)) return false;
  const file = url.slice(`/media/dealers/${dealerCode}/`.length);
  // The dealer's generated logos, or one uploaded for it.
  return file === 'logo.svg' || file === 'logo-compact.svg' || logoHashOf(file) !== null;
};

const refuse = (message: string) => new HttpError(400, { file: [message] });

/** A `data:` URL's bytes (base64), or null. */
export function dataUrlBytes(text: string): Uint8Array | null {
  const match = /^data:[a-z/+.-]*;base64,([A-Za-z0-9+/=\s]*)$/i.exec(text);
  return match?.[1] === undefined ? null : Buffer.from(match[1], 'base64');
}

/** Checks the upload by its content, re-encodes it, keeps it: its URL path. */
export async function storeLogo(
  storage: PhotoStorage,
  dealer: { id: number; code: string },
  bytes: Uint8Array,
): Promise<string> {
  if (bytes.byteLength > MAX_LOGO_BYTES) throw refuse(LOGO_MESSAGES.tooLarge);
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!detected || !ACCEPTED.has(detected)) throw refuse(LOGO_MESSAGES.notImage);
  let png: Uint8Array;
  try {
    png = await sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS, failOn: 'error' })
      .resize({ width: 1200, height: 400, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw refuse(LOGO_MESSAGES.unreadable);
  }
  const hash = createHash('sha256').update(png).digest('hex').slice(0, 32);
  await storage.put(logoKey(dealer.id, hash), png, 'image/png');
  return logoPath(dealer.code, hash);
}
