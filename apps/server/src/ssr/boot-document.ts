import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type BootDocument,
  type BootPlan,
  bootDataKey,
  bootPlanSchema,
  type LanguageSegment,
  parseRoutePrefix,
  resolveLocale,
} from '@storefront/domain';
import type { Logger } from 'pino';
import { LANGUAGE_HEADER } from '../modules/i18n/routes.ts';
import { askedByFrame, FRAME_SIZER } from './frame-sizer.ts';
import { HYDRATION_LOADER } from './hydration-loader.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';

export { FRAME_SIZER, HYDRATION_LOADER };

// The boot document: the storefront's index.html with what its first render needs, so that the
// page paints without a chain of round trips (document -> JS -> start-up calls -> route chunk ->
// messages -> image). Driven by dist/boot-plan.json, which the storefront build writes from its own
// boot plan (apps/storefront/src/app/bootPlan.ts): the server knows no storefront route.
//
// For a document request it adds:
// - the answers of the plan's GETs (start-up calls and the route's own), made in-process with the
//   request's cookies, language and tenant, as JSON in <script type="application/json">; the
//   storefront's HTTP client uses each once instead of the network. Only 200 answers are embedded;
//   a call slower than BOOT_CALL_TIMEOUT_MS is left out (the page fetches it as before);
// - modulepreload links for the route's lazy chunks and the locale's messages, the route's
//   stylesheets, and a high-priority preload of the likely LCP images;
// - `<html lang>` of the locale the storefront will resolve (the same domain rule);
// - when the build has a server render entry (dist/.ssr/entry-server.js, the storefront's own
//   `render`), the page's HTML rendered from those same answers, and what the browser needs to
//   hydrate it (query cache, locale, dealer theme). A render that fails, declines or takes longer
//   than SERVER_RENDER_TIMEOUT_MS leaves the document as a client-rendered one: the page still works.
//   The render runs in worker threads (./render-pool.ts), never in the server's own thread.
// Cookies the calls set (anti-forgery, session refresh) go out with the document.

export const BOOT_CALL_TIMEOUT_MS = 1500;

/** The storefront's server render (apps/storefront/src/entry-server.tsx). */
export type RenderPage = (input: {
  url: string;
  dealerCode: string | undefined;
  answers: Record<string, unknown>;
  locale: string;
  /** Nonce for the inline scripts React may write (the document's CSP allows exactly it). */
  nonce: string;
}) => Promise<{
  html: string;
  queries: unknown;
  theme?: unknown;
  /** CSS the page's HTML needs (the dealer's colours), written in a <style> element with the nonce. */
  styles?: string;
  /** The page's title (the dealer's name and its route's title, in the locale): the document's <title>. */
  title?: string;
} | null>;

export interface BootAssets {
  html: string;
  plan: BootPlan | null;
  render: RenderPage | null;
}

/** Workers of the server render: one per core beyond the first, at most 4 (at least 1). */
const RENDER_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

/** Reads index.html and boot-plan.json, again only when index.html changes (a new build). */
export function bootAssetsReader(dist: string, logger: Logger) {
  let cached: { mtimeMs: number; pool: RenderPool | null; assets: BootAssets } | null = null;
  // The documents asked for while a build is being read wait for that one read (one render pool).
  let reading: { mtimeMs: number; assets: Promise<BootAssets> } | null = null;

  const read = async (mtimeMs: number): Promise<BootAssets> => {
    const html = await readFile(join(dist, 'index.html'), 'utf8');
    let plan: BootPlan | null = null;
    try {
      // The domain's schema, which the storefront build writes it with: a plan of another shape is none.
      plan = bootPlanSchema.parse(JSON.parse(await readFile(join(dist, 'boot-plan.json'), 'utf8')));
    } catch (error) {
      logger.warn({ err: error }, 'boot document: no usable boot-plan.json; documents go out as built');
    }
    // The server render runs in worker threads (./render-pool.ts), with a time limit per render.
    let pool: RenderPool | null = null;
    const entry = join(dist, '.ssr', 'entry-server.js');
    try {
      await stat(entry);
      pool = await createRenderPool({
        entry: `${pathToFileURL(entry).href}?build=${mtimeMs}`,
        size: RENDER_WORKERS,
        logger,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        logger.warn(
          { err: error },
          'boot document: the server render entry failed to load; pages render in the browser',
        );
    }
    // A new build replaces the previous one's workers.
    const previous = cached?.pool;
    cached = { mtimeMs, pool, assets: { html, plan, render: pool?.render ?? null } };
    void previous?.close();
    return cached.assets;
  };

  return async (): Promise<BootAssets> => {
    const { mtimeMs } = await stat(join(dist, 'index.html'));
    if (cached && cached.mtimeMs === mtimeMs) return cached.assets;
    if (reading?.mtimeMs !== mtimeMs) {
      const assets = read(mtimeMs);
      reading = { mtimeMs, assets };
      const done = () => {
        if (reading?.assets === assets) reading = null;
      };
      assets.then(done, done);
    }
    return reading.assets;
  };
}

/** Matches a plan path such as `/conf/:id/` against a path; the parameters, or null. */
export function matchPlanPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = h;
    else if (w !== h) return null;
  }
  return params;
}

/** A plan data path with its parameters and, for a trailing `?`, the document's query string. */
export function expandDataPath(template: string, params: Record<string, string>, search: string): string {
  const withQuery = template.endsWith('?');
  const path = (withQuery ? template.slice(0, -1) : template).replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const query = withQuery ? listQuery(search) : '';
  return query.length > 1 ? `${path}${query}` : path;
}

/**
 * The document's query string as a list page asks the API for it: a `page` that is not an integer
 * above 1 (`abc`, `0`, `1`) is page 1 and left out, as the storefront does (vehicleListParams), so
 * the embedded answer is the one the page reads (the API answers 400 to such a page).
 */
function listQuery(search: string): string {
  const query = new URLSearchParams(search);
  const page = query.get('page');
  if (page === null || (/^\d+$/.test(page) && Number(page) > 1)) return search;
  query.delete('page');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** RFC 6901 JSON pointer. */
export function readPointer(value: unknown, pointer: string): unknown {
  let current = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};
const attr = (value: string) => value.replace(/[&"<>]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch);

/** JSON safe inside a <script> element: no `</script`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An image URL fit for a preload link: a site path or an http(s) URL. */
function imageHref(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

export interface BootRequest {
  url: URL;
  headers: Headers;
  /** The app itself: the calls go through every middleware, as from the browser. */
  internal: (request: Request) => Promise<Response>;
  logger: Logger;
  /** The dealer's embedding origins: the only parents a frame's page sends its first size to. */
  embeddingOrigins?: readonly string[];
}

export interface BootResult {
  html: string;
  setCookies: string[];
  /** The nonce the server-rendered HTML's inline scripts carry, for the document's CSP. */
  scriptNonce?: string;
  /** The nonce of the document's <style> elements (`<meta property="csp-nonce">`), for its CSP. */
  styleNonce: string;
  /** SHA-256 (base64) of each style attribute of the server-rendered HTML, for its CSP. */
  styleAttributeHashes: string[];
}

/** A document's nonce, said to its scripts that add <style> elements (React Aria, Vite, the dialogs). */
function withNonceMeta(html: string, nonce: string): string {
  return html.replace('</head>', `  <meta property="csp-nonce" nonce="${nonce}">\n  </head>`);
}

/** The values of the style attributes of React's HTML (attribute values escaped, text escaped). */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<[a-zA-Z][^<>]*?\sstyle="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(
      /&(amp|quot|#x27|#39|lt|gt);/g,
      (_, name: string) => ENTITIES[name] ?? '',
    );
    hashes.add(createHash('sha256').update(value).digest('base64'));
  }
  return [...hashes];
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  lt: '<',
  gt: '>',
};

/** CSS safe inside a <style> element: no `<` (so no `</style`). */
function styleSafeCss(css: string): string {
  return css.replace(/</g, '\\3c ');
}

async function call(
  request: BootRequest,
  path: string,
  prefix: { dealerCode?: string | undefined; lang?: string | undefined },
) {
  const headers = new Headers({ Accept: 'application/json' });
  for (const name of ['cookie', 'accept-language', 'user-agent']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (prefix.dealerCode) headers.set('X-Dealer-Code', prefix.dealerCode);
  // As the storefront's HTTP client does: the URL's language wins over the language cookie.
  if (prefix.lang) headers.set(LANGUAGE_HEADER, prefix.lang);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, BOOT_CALL_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([
      request.internal(new Request(new URL(path, request.url), { headers, signal: controller.signal })),
      timeout,
    ]);
    if (!response) {
      request.logger.warn({ path }, 'boot document: call too slow, left to the browser');
      return null;
    }
    const setCookies = response.headers.getSetCookie();
    if (response.status !== 200 || !response.headers.get('Content-Type')?.includes('application/json')) {
      await response.body?.cancel();
      return { path, body: undefined, setCookies };
    }
    return { path, body: (await response.json()) as unknown, setCookies };
  } catch (error) {
    request.logger.warn({ err: error, path }, 'boot document: call failed, left to the browser');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The entry script Vite writes into index.html (its src is the first group). */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;

/** The document for a storefront URL, with the plan's answers, preloads and language. */
export async function bootDocument(assets: BootAssets, request: BootRequest): Promise<BootResult> {
  const { plan, render } = assets;
  const nonce = randomBytes(18).toString('base64');
  const html = withNonceMeta(assets.html, nonce);
  if (!plan) return { html, setCookies: [], styleNonce: nonce, styleAttributeHashes: [] };
  const prefix = parseRoutePrefix(request.url.pathname);
  let route: BootPlan['routes'][number] | undefined;
  let params: Record<string, string> = {};
  for (const candidate of plan.routes) {
    const match = matchPlanPath(candidate.path, prefix.rest);
    if (match) {
      route = candidate;
      params = match;
      break;
    }
  }
  const expand = (template: string) => expandDataPath(template, params, request.url.search);
  const paths = [...new Set([...plan.shell.data, ...(route?.data ?? [])].map(expand))];
  const results = await Promise.all(paths.map((path) => call(request, path, prefix)));

  const answers: Record<string, unknown> = {};
  const byPath = new Map<string, unknown>();
  // One Set-Cookie per name (every call of a first visit issues its own anti-forgery cookie).
  const cookies = new Map<string, string>();
  for (const result of results) {
    if (!result) continue;
    for (const cookie of result.setCookies) cookies.set(cookie.slice(0, cookie.indexOf('=')), cookie);
    if (result.body === undefined) continue;
    byPath.set(result.path, result.body);
    answers[bootDataKey(new URL(result.path, request.url))] = result.body;
  }

  // The plan names the shell answers that set the locale (the server knows no storefront call).
  const dealer = byPath.get(plan.shell.locale.dealer) as
    | { country?: string; allowed_languages?: string[] }
    | undefined;
  const language = (byPath.get(plan.shell.locale.language) as { language?: LanguageSegment } | undefined)
    ?.language;
  const locale = dealer ? resolveLocale(prefix.lang ?? language, dealer) : null;

  let rendered: Awaited<ReturnType<RenderPage>> = null;
  if (render && locale) {
    try {
      rendered = await render({
        url: request.url.href,
        dealerCode: prefix.dealerCode,
        answers,
        locale,
        nonce,
      });
    } catch (error) {
      request.logger.warn({ err: error, path: request.url.pathname }, 'boot document: server render failed');
    }
  }
  const head: string[] = [];
  // Scripts to fetch: the route's chunks and the locale's messages. A client-rendered page needs
  // them to show anything: preloaded from the head. A server-rendered page paints from its HTML
  // and stylesheets, and its scripts only hydrate it: they are fetched after its first paint
  // (HYDRATION_LOADER), so that on a slow link the stylesheets and the LCP image do not share the
  // bandwidth with ~170 kB of scripts.
  // Message packs: a rendered page hydrates with the ones its route names (the app loads the others
  // once live); a client-rendered page needs them all.
  const localePacks = (locale && plan.locales[locale]) || {};
  const packs =
    rendered && route?.messages
      ? route.messages.filter((pack) => pack in localePacks)
      : Object.keys(localePacks);
  const messages = packs.map((pack) => localePacks[pack] ?? { modules: [], styles: [] });
  const modules = [...(route?.modules ?? []), ...messages.flatMap((pack) => pack.modules)];
  // A rendered page's entry script moves into the loader (a build without one keeps its tags).
  const entry = rendered ? (ENTRY_SCRIPT.exec(html)?.[1] ?? null) : null;
  for (const href of [...(route?.styles ?? []), ...messages.flatMap((pack) => pack.styles)])
    head.push(`<link rel="stylesheet" crossorigin href="${attr(href)}">`);
  // A client-rendered page also sends its start-up calls at once: the shell's modules (the HTTP
  // client) come with the rest. A rendered page's app loads them itself once it is live.
  if (entry === null)
    for (const href of [...modules, ...(plan.shell.modules ?? [])])
      head.push(`<link rel="modulepreload" crossorigin href="${attr(href)}">`);
  for (const image of route?.images ?? []) {
    const answer = byPath.get(expand(image.data));
    const href = imageHref(readPointer(answer, image.pointer));
    if (!href) continue;
    // A picture shown with a srcset is preloaded with the same srcset and sizes: the browser then
    // fetches the candidate the page will use, not the plain URL as well.
    const srcset = image.srcset === undefined ? null : readPointer(answer, image.srcset);
    const responsive =
      typeof srcset === 'string' && srcset !== '' && srcset.length <= 4000 && image.sizes
        ? ` imagesrcset="${attr(srcset)}" imagesizes="${attr(image.sizes)}"`
        : '';
    head.push(`<link rel="preload" as="image" fetchpriority="high" href="${attr(href)}"${responsive}>`);
  }

  let out = html;
  if (locale) out = out.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  // The page's own title from the first byte (tabs, history, search results and screen readers read
  // it before the page is live), not the build's until the shell sets it.
  if (rendered?.title)
    out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${attr(rendered.title ?? '')}</title>`);
  if (entry !== null) out = out.replace(ENTRY_SCRIPT, '');
  // The page's own CSS after its stylesheets (the dealer's colours win over the kit's defaults).
  if (rendered?.styles) head.push(`<style nonce="${nonce}">${styleSafeCss(rendered.styles)}</style>`);
  if (head.length > 0) out = out.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
  if (rendered) out = out.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
  // A rendered page carries its data once: the dehydrated queries hold the same answers, and the
  // browser's queries start fresh from them (their stale times outlast the page's start).
  const data: BootDocument = {
    dealer: prefix.dealerCode ?? null,
    answers: rendered ? {} : answers,
    ...(rendered && locale
      ? {
          render: {
            locale,
            queries: rendered.queries,
            packs,
            theme: rendered.theme,
          },
        }
      : {}),
  };
  out = out.replace(
    '</body>',
    `  <script type="application/json" id="${attr(plan.dataElementId)}">${scriptSafeJson(data)}</script>\n  </body>`,
  );
  // In a frame, the page sends its first size itself, from its HTML (./frame-sizer.ts).
  if (rendered && askedByFrame(request.url, request.headers))
    out = out.replace(
      '</body>',
      `  <script nonce="${nonce}">${FRAME_SIZER}(${scriptSafeJson(request.embeddingOrigins ?? [])})</script>\n  </body>`,
    );
  if (entry !== null)
    out = out.replace(
      '</body>',
      `  <script nonce="${nonce}">${HYDRATION_LOADER}(${scriptSafeJson([entry, ...modules])})</script>\n  </body>`,
    );
  return {
    html: out,
    setCookies: [...cookies.values()],
    ...(rendered ? { scriptNonce: nonce } : {}),
    styleNonce: nonce,
    styleAttributeHashes: rendered ? styleAttributeHashes(rendered.html) : [],
  };
}
