import { type ParentAuthResult, parentAuthAction } from '@storefront/domain';
import type { ParentMessage } from './parentMessages.ts';

/**
 * The embedding protocol, version 1 (apps/server/src/modules/embedding/README.md): what the frame posts to its parent, what it accepts
 * from it, and to whom. Pure functions over the parts of `window` they read (fakes in unit tests).
 */
export const EMBED_PROTOCOL_VERSION = 1;
export const FROM_STOREFRONT = 'storefront';

/**
 * What the dealer's sign-up requires (GET /api/customer/embedding/ `sign_up`), told with each login
 * request (`auth_required`): the customer's fields (`required`) and the consents' keys that must be
 * true (`required_consents`), so that a page that signs shoppers in answers with them.
 */
export interface SignUpRequirements {
  readonly required: readonly string[];
  readonly required_consents: readonly string[];
}

/** Messages of the bridge itself, besides the spec's (ParentMessage). */
export type BridgeMessage =
  | ParentMessage
  | ({ readonly type: 'auth_required'; readonly source: string } & SignUpRequirements)
  | { readonly type: 'ready'; readonly path: string }
  | { readonly type: 'resize'; readonly height: number }
  | { readonly type: 'close' };

export interface FrameWindow {
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> };
  readonly document: { readonly referrer: string };
}

/** The parent's origin as the browser tells it: the first ancestor origin, else the referrer's. */
export function parentOrigin(win: FrameWindow): string | null {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  const referrer = win.document.referrer;
  if (!referrer || !URL.canParse(referrer)) return null;
  const origin = new URL(referrer).origin;
  // After a reload inside the frame the referrer is our own page: not the parent.
  return origin === 'null' || origin === win.location.origin ? null : origin;
}

/**
 * The origin messages go to: the parent's, when it is one of the dealer's embedding origins (or our
 * own); otherwise none (nothing is posted, never to '*').
 */
export function targetOrigin(parent: string | null, allowed: readonly string[], own: string): string | null {
  if (parent === null) return null;
  return parent === own || allowed.includes(parent) ? parent : null;
}

/** The message as posted: versioned, marked as ours, with the embed id the embed script gave. */
export function envelope(message: BridgeMessage, embed: string | null) {
  return { from: FROM_STOREFRONT, v: EMBED_PROTOCOL_VERSION, ...(embed ? { embed } : {}), ...message };
}

/** What the frame does with a message from its parent. */
export type ParentCommand =
  | { readonly kind: 'sign-in-here' }
  /** The part of the frame the shopper sees (CSS px, the frame's coordinates): dialogs open there. */
  | { readonly kind: 'viewport'; readonly top: number; readonly height: number }
  | {
      readonly kind: ReturnType<typeof parentAuthAction>;
      readonly reload: boolean;
      /** The shopper the parent signed in (success, new): the frame makes the account with it. */
      readonly customer?: ParentCustomer;
    };

/**
 * The shopper a parent's sign-in names: the dealer's website knows its signed-in visitor, and the
 * frame creates the storefront account with it through the storefront's own sign-up (the session
 * is then the frame's own, partitioned cookie). `consents`: the dealer's consents (their keys, as
 * `GET /api/customer/consents/` lists them) the visitor gave on the dealer's site.
 */
export interface ParentCustomer {
  readonly email: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly phone?: string;
  readonly consents?: Readonly<Record<string, boolean>>;
}

/** The documented fields of a parent's customer, or null when it is not one (no address, wrong types). */
export function readCustomer(value: unknown): ParentCustomer | null {
  if (!value || typeof value !== 'object') return null;
  const given = value as Record<string, unknown>;
  if (typeof given.email !== 'string' || !given.email.includes('@') || given.email.length > 254) return null;
  const customer: Record<string, unknown> = { email: given.email };
  // (the sign-up's own limits: names 30 characters, phone 20)
  for (const [key, most] of [
    ['first_name', 30],
    ['last_name', 30],
    ['phone', 20],
  ] as const) {
    const text = given[key];
    // (a value the page does not have: null or empty, as its own records say it)
    if (text === undefined || text === null || text === '') continue;
    if (typeof text !== 'string' || text.length > most) return null;
    customer[key] = text;
  }
  if (given.consents !== undefined) {
    const consents = given.consents;
    if (!consents || typeof consents !== 'object') return null;
    if (!Object.values(consents).every((v) => typeof v === 'boolean')) return null;
    customer.consents = { ...consents };
  }
  return customer as unknown as ParentCustomer;
}

const AUTH_STATUSES = ['require_customer', 'success', 'cancelled'] as const;
const AUTH_RESULTS = ['new', 'existing', 'cancelled'] as const;

/**
 * A parent's message, when it comes from the parent window, from one of the allowed origins, in this
 * version of the protocol, and is one the frame knows; else null (ignored).
 * - auth require_customer: the parent will not sign the shopper in; the storefront's own dialog opens;
 * - auth success / auth_result new: reload the user, orders and payment types, then continue the saved action
 *   (with a `customer`: the frame first makes the account with it);
 * - auth_result existing: continue the saved action, nothing to reload;
 * - auth cancelled / auth_result cancelled: run the cancel action.
 */
export function readParentMessage(
  event: { readonly origin: string; readonly source: unknown; readonly data: unknown },
  parent: unknown,
  target: string | null,
): ParentCommand | null {
  if (target === null || event.origin !== target || event.source !== parent) return null;
  const data = event.data as {
    to?: unknown;
    v?: unknown;
    type?: unknown;
    status?: unknown;
    result?: unknown;
    customer?: unknown;
    top?: unknown;
    height?: unknown;
  };
  if (!data || data.to !== FROM_STOREFRONT || data.v !== EMBED_PROTOCOL_VERSION) return null;
  if (data.type === 'viewport') {
    const { top, height } = data;
    if (typeof top !== 'number' || typeof height !== 'number') return null;
    if (!Number.isFinite(top) || !Number.isFinite(height) || top < 0 || height <= 0) return null;
    return { kind: 'viewport', top, height };
  }
  let answer: ParentAuthResult | 'require_customer' | null = null;
  if (data.type === 'auth' && AUTH_STATUSES.includes(data.status as never)) answer = data.status as never;
  if (data.type === 'auth_result' && AUTH_RESULTS.includes(data.result as never))
    answer = data.result as never;
  if (answer === null) return null;
  if (answer === 'require_customer') return { kind: 'sign-in-here' };
  const kind = parentAuthAction(answer);
  const reload = answer === 'success' || answer === 'new';
  if (!reload || data.customer === undefined) return { kind, reload };
  const customer = readCustomer(data.customer);
  return customer === null ? null : { kind, reload, customer };
}

/** The `iframe_mode` and `embed_id` query flags, kept for the frame's later pages (session storage). */
export function frameFlags(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): { mode: 'inline' | 'modal'; embed: string | null } {
  const query = new URLSearchParams(search);
  const read = (key: string, pattern: RegExp): string | null => {
    const given = query.get(key);
    if (given !== null && pattern.test(given)) {
      storage?.setItem(`sf_${key}`, given);
      return given;
    }
    const kept = storage?.getItem(`sf_${key}`) ?? null;
    return kept !== null && pattern.test(kept) ? kept : null;
  };
  return {
    mode: read('iframe_mode', /^(inline|modal)$/) === 'modal' ? 'modal' : 'inline',
    embed: read('embed_id', /^[\w-]{1,40}$/),
  };
}
