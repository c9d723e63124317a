import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { DealerRow } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/helpers.ts';
import { DEALER_CODE_PATTERN, type DealerDirectory } from '../http/tenancy.ts';
import { framingListingPartner, grantListingPartner } from '../modules/marketplace/listing-partner.ts';
import { bootAssetsReader, bootDocument } from './boot-document.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Paths the SPA fallback never answers with index.html. */
const NOT_SPA = /^\/(api|media|i18n|settings|oauth|dev)(\/|$)/;

export const MISSING_BUILD_MESSAGE =
  'The storefront has not been built yet.\n\n' +
  'Build it with `pnpm --filter @storefront/app build` (or run `pnpm start` from the repository root),\n' +
  'or point STOREFRONT_DIST at a folder that holds a built storefront (index.html and assets/).\n\n' +
  'The API is up: try /api/health.\n';

function looksLikeStaticFile(path: string): boolean {
  if (path.endsWith('/')) return false;
  const extension = extname(path).toLowerCase();
  return extension !== '.html' && TYPES[extension] !== undefined;
}

export async function fileAt(path: string): Promise<{ size: number } | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? { size: s.size } : null;
  } catch {
    return null;
  }
}

/** Precompressed siblings written by the storefront build (`file.br`, `file.gz`), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export async function send(c: Context, path: string, size: number, cacheControl: string): Promise<Response> {
  const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const accepted = c.req.header('Accept-Encoding') ?? '';
  let file = path;
  let length = size;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  for (const variant of PRECOMPRESSED) {
    if (!new RegExp(`\\b${variant.encoding}\\b`).test(accepted)) continue;
    const compressed = await fileAt(path + variant.suffix);
    if (compressed) {
      file = path + variant.suffix;
      length = compressed.size;
      headers['Content-Encoding'] = variant.encoding;
      break;
    }
  }
  headers['Content-Length'] = String(length);
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(stream, { headers });
}

export interface StaticHandlerOptions {
  /** The app itself, for the boot document's in-process calls; without it documents go out as built. */
  internal?: (request: Request) => Promise<Response>;
  logger: Logger;
  /** The server's secret and clock, for the listing-partner grant of a framed document. */
  secret?: string;
  now?: () => Date;
}

/**
 * Serves the built storefront: hashed files under /assets/ are cached for a year, and any other GET
 * that is not an API or media path gets the storefront's document (the router of the single-page
 * app takes it from there): the boot document (./boot-document.ts), private and revalidated on
 * every load.
 */
/**
 * A document framed by one of the dealer's listing partners (modules/marketplace/listing-partner.ts):
 * its grant is set, the document may be framed by that partner only, and its in-process calls carry
 * the grant. Any other request's headers as they came.
 */
function listingPartnerHeaders(
  c: Context<AppEnv>,
  dealer: DealerRow | null,
  options: StaticHandlerOptions,
): Headers {
  const partner = dealer ? framingListingPartner(c, dealer) : null;
  if (!dealer || !partner || !options.secret) return c.req.raw.headers;
  c.set('listingPartnerFrame', partner);
  const grant = grantListingPartner(c, options.secret, dealer, partner, options.now?.() ?? new Date());
  const headers = new Headers(c.req.raw.headers);
  headers.set('cookie', [headers.get('cookie'), grant].filter(Boolean).join('; '));
  return headers;
}

/** A dealer's home in a language: `/{dealer}/{en|fr}/`. */
const HOME_PATH = /^\/[^/]+\/(en|fr)\/?$/;

export function staticHandler(dist: string, directory: DealerDirectory, options: StaticHandlerOptions) {
  const root = normalize(dist);
  const readBootAssets = bootAssetsReader(root, options.logger);
  return async (c: Context<AppEnv>) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.json({ detail: 'Method not allowed.' }, 405);
    const path = c.req.path;
    if (NOT_SPA.test(path)) return notFound(c);
    const index = join(root, 'index.html');
    const indexFile = await fileAt(index);
    if (!indexFile) {
      return c.body(MISSING_BUILD_MESSAGE, 503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '30',
      });
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return c.text('Bad request', 400);
    }
    const candidate = normalize(join(root, decoded));
    // Dot folders of the build (.vite manifest, .ssr server render entry) are not the browser's.
    const hidden = decoded.split('/').some((segment) => segment.startsWith('.'));
    if (candidate.startsWith(root + sep) && !decoded.includes('\0') && !hidden) {
      const file = await fileAt(candidate);
      if (file) {
        const immutable = decoded.startsWith('/assets/');
        return send(
          c,
          candidate,
          file.size,
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      }
    }
    // A missing file with a static file's extension is a 404; any other path is an app route, even
    // when a segment holds a dot (a shared-deal token such as /shared-deal/12.Ab3x/).
    if (looksLikeStaticFile(decoded)) return c.text('Not found', 404);
    // Documents carry the dealer's frame-ancestors: the dealer code is the first path segment when present.
    const segment = decoded.split('/')[1] ?? '';
    const dealer = DEALER_CODE_PATTERN.test(segment) ? await directory.byCode(segment) : null;
    // The home of a dealer that shows its vehicle list is the list: said here, so that the shopper
    // never sees an empty page while the app loads to redirect (the app keeps its own redirect).
    const home = HOME_PATH.exec(decoded);
    if (dealer && home && dealer.settings.show_vehicle_list) {
      return c.redirect(`/${segment}/${home[1]}/vehicle-list/${new URL(c.req.url).search}`, 302);
    }
    const fallback = dealer ?? (await directory.default());
    if (fallback) c.set('dealer', fallback);
    if (c.req.method !== 'GET' || !options.internal) return send(c, index, indexFile.size, 'no-cache');
    const { html, setCookies, scriptNonce, styleNonce, styleAttributeHashes } = await bootDocument(
      await readBootAssets(),
      {
        url: new URL(c.req.url),
        headers: listingPartnerHeaders(c, dealer, options),
        internal: options.internal,
        logger: c.get('log') ?? options.logger,
        embeddingOrigins: dealer?.frameAncestors ?? [],
      },
    );
    if (scriptNonce) c.set('scriptNonce', scriptNonce);
    c.set('styleNonce', styleNonce);
    c.set('styleAttributeHashes', styleAttributeHashes);
    c.header('Content-Type', 'text/html; charset=utf-8');
    // It carries the shopper's own answers (current user): never shared by a cache.
    c.header('Cache-Control', 'private, no-cache');
    // (and a frame's document carries its first size: ./frame-sizer.ts)
    c.header('Vary', 'Cookie, Accept-Language, Sec-Fetch-Dest');
    // Cookies of the calls, except those the document sets itself (the anti-forgery one of a first visit).
    const own = new Set(c.res.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('='))));
    for (const cookie of setCookies) {
      if (!own.has(cookie.slice(0, cookie.indexOf('=')))) c.header('Set-Cookie', cookie, { append: true });
    }
    return c.body(html, 200);
  };
}
