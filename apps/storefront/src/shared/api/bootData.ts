import { bootDataKey, LOCALES, type Locale, type BootDocument as WireBootDocument } from '@storefront/domain';
import type { DehydratedState } from '@tanstack/react-query';
import { MESSAGE_PACKS, type MessagePack } from '../i18n/packs.ts';

/** The id of the `<script type="application/json">` that carries the embedded answers. */
export const BOOT_DATA_ELEMENT_ID = 'sf-boot';

// Answers the server embedded in the document (see src/app/bootPlan.ts): each is used once, by the
// first GET of the same path and query for the same tenant, within the first seconds of the page;
// later requests (a refetch, another page, after sign-in) go to the network as usual. The answer
// goes through the HTTP client's hooks like a network one; only successful answers are embedded,
// so errors always take the client's normal path.

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** Embedded answers are used only this long after the page started (ms). */
export const BOOT_DATA_TTL_MS = 30_000;

/** The boot element's dealer and answers: the domain's `bootDocumentSchema`, which the server writes. */
export type BootDocument = Pick<WireBootDocument, 'dealer' | 'answers'>;

/**
 * What the server's render of the page leaves for hydration (src/entry-server.tsx): the boot
 * document's `render`, its locale, queries and message packs (the boot document fetches them with
 * its scripts) read as the storefront's own types; the theme unchecked (src/app/dealerTheme.ts checks it).
 */
export type ServerRender = Omit<NonNullable<WireBootDocument['render']>, 'locale' | 'queries' | 'packs'> & {
  locale: Locale;
  queries: DehydratedState;
  packs: readonly MessagePack[];
};

const isPack = (value: unknown): value is MessagePack =>
  (MESSAGE_PACKS as readonly unknown[]).includes(value);

const parsedElements = new WeakMap<Document, Record<string, unknown> | null>();

/** The boot element's JSON, parsed once per document (both readers below use it). */
function bootElement(doc: Document | undefined): Record<string, unknown> | null {
  if (!doc) return null;
  if (parsedElements.has(doc)) return parsedElements.get(doc) ?? null;
  let parsed: Record<string, unknown> | null = null;
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        parsed = value as Record<string, unknown>;
      }
    } catch {
      parsed = null;
    }
  }
  parsedElements.set(doc, parsed);
  return parsed;
}

/** The server render's hydration data, when the server rendered the page. */
export function readServerRender(doc: Document | undefined): ServerRender | null {
  const render = bootElement(doc)?.render as Partial<ServerRender> | undefined;
  if (!render || !isLocale(render.locale) || !render.queries) return null;
  // Without a (valid) list of packs, the page waits for every pack.
  const packs =
    Array.isArray(render.packs) && render.packs.length > 0 && render.packs.every(isPack)
      ? render.packs
      : MESSAGE_PACKS;
  return {
    locale: render.locale,
    queries: render.queries,
    packs,
    theme: render.theme,
  };
}

export function readBootDocument(doc: Document | undefined): BootDocument | null {
  const parsed = bootElement(doc) as Partial<BootDocument> | null;
  if (!parsed || typeof parsed.answers !== 'object' || parsed.answers === null) return null;
  return { dealer: typeof parsed.dealer === 'string' ? parsed.dealer : null, answers: parsed.answers };
}

export interface BootFetchOptions {
  boot: BootDocument | null;
  tenantHeader: string;
  /** ms since the page started; the embedded answers expire after BOOT_DATA_TTL_MS. */
  now: () => number;
  fetch: typeof fetch;
}

/** A fetch that answers a matching GET from the embedded answers, once. */
export function createBootFetch({ boot, tenantHeader, now, fetch: next }: BootFetchOptions): typeof fetch {
  const answers = new Map(Object.entries(boot?.answers ?? {}));
  return (input, init) => {
    if (answers.size === 0 || now() > BOOT_DATA_TTL_MS) return next(input, init);
    // Read the request without consuming it (a body stays untouched for the network).
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const href = input instanceof Request ? input.url : String(input);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const url = new URL(href, typeof location === 'undefined' ? 'http://localhost' : location.href);
    const sameOrigin = typeof location === 'undefined' || url.origin === location.origin;
    const tenant = headers.get(tenantHeader);
    if (method !== 'GET' || !sameOrigin || (tenant ?? null) !== (boot?.dealer ?? null)) {
      return next(input, init);
    }
    const key = bootDataKey(url);
    if (!answers.has(key)) return next(input, init);
    const body = answers.get(key);
    answers.delete(key);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Boot-Data': '1' },
      }),
    );
  };
}
