/**
 * The sizes of a server-rendered page in a frame (the embed script's, issue 23), sent by the document
 * itself from the moment its HTML and stylesheets are in: the frame is as tall as the page from its
 * first paint, not 600 px until the app has loaded, hydrated and started its embedding bridge
 * (seconds on a phone). It sends the page's height, then each change (web fonts, pictures), until the
 * bridge (apps/storefront/src/features/embedding/bridge.ts) has started (it marks the document
 * `data-embedded`) and sends its own: the storefront's code is not changed for it. As
 * the bridge does, it lifts the shell's full-window minimum height (`div:has(> main#main)`): in a
 * frame sized to its page, that height is the frame's own, and the page would grow at each size.
 *
 * Browser code, inlined as `FRAME_SIZER` in a frame's document only (asked for with
 * `Sec-Fetch-Dest: iframe`, or with the embed script's `iframe_mode`), under the rules of
 * ./hydration-loader.ts: no comments inside the body, every statement ends with `;` or `}`, no `<`.
 * The message is the protocol's `resize` (apps/server/src/modules/embedding/README.md) with the embed
 * id the embed script gave, posted to the parent's origin as the browser tells it (the first ancestor
 * origin, else the referrer's) when it is one of the dealer's embedding origins (the document's CSP
 * frame-ancestors, given by the server) or the storefront's own, as the bridge checks: to no other
 * parent, in a browser that would frame the page there. A page in no frame sends nothing.
 */

import { inlineSource } from './hydration-loader.ts';

interface SizerWindow {
  parent: { postMessage: (message: unknown, origin: string) => void };
  location: { origin: string; search: string; ancestorOrigins?: ArrayLike<string> };
  document: {
    referrer: string;
    body: { getBoundingClientRect: () => { height: number } };
    getElementById: (id: string) => { parentElement: { style: { minHeight: string } } | null } | null;
    documentElement: { dataset: { embedded?: string } };
  };
  sessionStorage: { getItem: (key: string) => string | null };
  ResizeObserver: new (
    callback: () => void,
  ) => { observe: (target: unknown) => void; disconnect: () => void };
}

export function frameSizer(allowed: readonly string[]): void {
  const w = globalThis as unknown as SizerWindow;
  if ((w.parent as unknown) === w) return;
  const ancestors = w.location.ancestorOrigins;
  let parent = ancestors?.length ? ancestors[0] : '';
  if (!parent) {
    try {
      parent = new URL(w.document.referrer).origin;
    } catch {
      parent = '';
    }
    if (parent === w.location.origin) parent = '';
  }
  if (!parent || parent === 'null') return;
  if (parent !== w.location.origin && allowed.indexOf(parent) === -1) return;
  const id = /^[\w-]{1,40}$/;
  let embed = new URLSearchParams(w.location.search).get('embed_id');
  if (!embed || !id.test(embed)) {
    try {
      embed = w.sessionStorage.getItem('sf_embed_id');
    } catch {
      embed = null;
    }
  }
  const body = w.document.body;
  const main = w.document.getElementById('main');
  if (main?.parentElement) main.parentElement.style.minHeight = '0';
  let last = 0;
  const root = w.document.documentElement;
  let observer: { observe: (target: unknown) => void; disconnect: () => void } | null = null;
  const post = () => {
    if (root.dataset.embedded) {
      if (observer) observer.disconnect();
      return;
    }
    const height = Math.ceil(body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: Record<string, unknown> = { from: 'storefront', v: 1 };
    if (embed && id.test(embed)) message.embed = embed;
    message.type = 'resize';
    message.height = height;
    w.parent.postMessage(message, parent);
  };
  post();
  observer = new w.ResizeObserver(post);
  observer.observe(body);
}

/** The sizer as inline script text, called by the document with the dealer's embedding origins. */
export const FRAME_SIZER = inlineSource(frameSizer, 'frame sizer');

/** Whether the document is asked for by a frame: the browser says so, or the embed script's flags. */
export function askedByFrame(url: URL, headers: Headers): boolean {
  return headers.get('sec-fetch-dest') === 'iframe' || url.searchParams.has('iframe_mode');
}
