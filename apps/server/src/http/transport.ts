/**
 * Body limit and response compression, written so that the common case never turns
 * @hono/node-server's lightweight request and response objects into undici ones (which copies the
 * headers and wraps the body in web streams: measurable on every request under load).
 *
 * - Body limit: a declared Content-Length is compared with the limit without touching the body;
 *   only a body without one (chunked) is read through Hono's streaming limit.
 * - Compression: headers are changed on `c.res.headers` (never `c.header()` after the response
 *   exists, which re-creates the response); a body is compressed only for a client that accepts
 *   gzip, over 1 kB, of a compressible type.
 */
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as streamingBodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env.ts';
import { NON_FIELD } from './helpers.ts';
import { languageBeforeDealer, localizeErrorBody } from './messages.ts';

const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * 413 `{non_field_errors}` for a body larger than `maxSize` bytes; `ownLimit` names the requests
 * that read their body up to a limit of their own (an upload).
 */
export function bodyLimit(
  maxSize: number,
  ownLimit: (c: Context) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  const tooLarge = { [NON_FIELD]: ['Request body is too large.'] };
  const answer = (c: Context) => c.json(localizeErrorBody(tooLarge, languageBeforeDealer(c)), 413);
  const streaming = streamingBodyLimit({ maxSize, onError: answer });
  return async (c, next) => {
    if (NO_BODY.has(c.req.method) || ownLimit(c)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (!/^\d+$/.test(length) || Number(length) > maxSize) return answer(c);
      return next();
    }
    return streaming(c, next);
  };
}

const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;
const THRESHOLD = 1024;
/** Up to this size a buffered body is gzipped on the event loop (tens of microseconds), above on the thread pool. */
const SYNC_LIMIT = 64 * 1024;
/** Bodies of a declared length up to this are buffered; others (files of unknown size) are streamed. */
const BUFFER_LIMIT = 1024 * 1024;
const gzipAsync = promisify(gzip);

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** gzip for compressible answers over 1 kB when the client accepts it. */
export function compression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD') return;
    const res = c.res;
    const headers = res.headers;
    const type = headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type) || res.status === 206 || res.status === 204) return;
    if (headers.has('content-encoding') || headers.has('transfer-encoding')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')) return;
    const declared = headers.get('content-length');
    if (declared !== null && Number(declared) < THRESHOLD) return;
    const vary = headers.get('vary');
    if (!vary) headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
      headers.set('Vary', `${vary}, Accept-Encoding`);
    }
    if (!acceptsGzip(c.req.header('accept-encoding')) || !res.body) return;
    // API answers (JSON) and bodies of a known small size: one buffer, gzipped in one call.
    let body: Uint8Array | ReadableStream<Uint8Array> = res.body;
    const small = declared !== null && Number(declared) <= BUFFER_LIMIT;
    if (small || /json/i.test(type)) {
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.byteLength < THRESHOLD) {
        c.res = new Response(bytes, { status: res.status, headers });
        return;
      }
      body = new Uint8Array(bytes.byteLength <= SYNC_LIMIT ? gzipSync(bytes) : await gzipAsync(bytes));
    } else {
      body = res.body.pipeThrough(new CompressionStream('gzip'));
    }
    // Hono copies the previous response's headers onto the new one: fix them up after.
    c.res = new Response(body, { status: res.status, headers });
    const out = c.res.headers;
    out.delete('content-length');
    out.set('Content-Encoding', 'gzip');
    const etag = out.get('etag');
    if (etag && !etag.startsWith('W/')) out.set('ETag', `W/${etag}`);
  };
}
