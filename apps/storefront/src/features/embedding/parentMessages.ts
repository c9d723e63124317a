/**
 * Messages to the parent page when the storefront runs in an iframe (spec 1 sections 1 and 7):
 * auth required, call-to-action click, transaction, error, and the busy state of order changes.
 * They go to the parent's origin only (never '*'): the first ancestor origin when the browser
 * gives it, else the origin of the embedding page's address (document.referrer). Nothing is sent
 * when the app is not embedded or the parent's origin is unknown.
 */

export type ParentMessage =
  | { readonly type: 'auth_required'; readonly source: string }
  | { readonly type: 'cta_click'; readonly cta: string; readonly vehicle?: number }
  | {
      readonly type: 'transaction';
      readonly event: string;
      readonly order?: number;
      readonly vehicle?: number;
    }
  | { readonly type: 'error'; readonly message: string; readonly status?: number }
  | { readonly type: 'busy'; readonly busy: boolean };

/** The parts of `window` this module reads (a fake in unit tests). */
export interface EmbeddingWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  readonly self?: unknown;
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> };
  readonly document: { readonly referrer: string };
}

/** The `from` field of every message, so a parent can tell ours from others. */
export const PARENT_MESSAGE_SOURCE = 'storefront';

export function isEmbedded(win: EmbeddingWindow): boolean {
  return win.parent !== null && win.parent !== (win.self ?? win);
}

/** The parent's origin, or null when it cannot be known (then nothing is posted). */
export function parentOrigin(win: EmbeddingWindow): string | null {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  const referrer = win.document.referrer;
  if (!referrer || !URL.canParse(referrer)) return null;
  const origin = new URL(referrer).origin;
  return origin === 'null' ? null : origin;
}

/** Posts a message to the parent page; answers whether it was sent. */
export function postToParentOf(win: EmbeddingWindow, message: ParentMessage): boolean {
  if (!isEmbedded(win) || win.parent === null) return false;
  const origin = parentOrigin(win);
  if (origin === null) return false;
  win.parent.postMessage({ from: PARENT_MESSAGE_SOURCE, ...message }, origin);
  return true;
}

/** `postToParentOf` on the browser's window. */
export function postToParent(message: ParentMessage): boolean {
  if (typeof window === 'undefined') return false;
  return postToParentOf(window as unknown as EmbeddingWindow, message);
}

/** In iframe mode login is requested from the parent instead of opening the sign-in modal. */
export function embedded(): boolean {
  return typeof window !== 'undefined' && isEmbedded(window as unknown as EmbeddingWindow);
}
