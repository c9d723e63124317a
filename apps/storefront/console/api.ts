import { announceChange } from './sync.ts';

/**
 * The console's HTTP calls: same origin, the dealer header, the page's language (so the server's
 * refusals come in it) and the anti-forgery token echoed from its cookie on unsafe calls.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * A call that never reached the server (the device offline, the connection cut): nothing changed
 * there, and the screen keeps what the staff member chose so they can send it again.
 */
export class OfflineError extends Error {
  constructor(cause: unknown) {
    super('The call did not reach the server', { cause });
  }
}

/** `fetch`, with a failure to reach the server told apart from the server's answer. */
async function reach(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    throw new OfflineError(error);
  }
}

const CSRF_COOKIE = 'sf_csrf';

function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export type Api = {
  get<T>(path: string): Promise<T>;
  /**
   * A file the staff API answers (a trade-in's photo), as a Blob: read with the session and the
   * dealer header, which an `<img src>` to the same URL could not send.
   */
  blob(path: string): Promise<Blob>;
  send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    /** Extra request headers (If-Match). */
    extra?: Record<string, string>,
  ): Promise<T>;
};

/**
 * `onSignedOut` runs when a staff call answers 401 or 440 (the session ended or lapsed, signed out in
 * another tab): the console asks to sign in again, the screen and what was typed in it kept.
 */
export function createApi(
  dealerCode: () => string | null,
  language: () => 'en' | 'fr',
  onSignedOut: () => void = () => {},
): Api {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...extra, Accept: 'application/json', ...commonHeaders() };
    if (method !== 'GET') {
      // A first unsafe call without the cookie: any GET answers with one.
      if (!cookie(CSRF_COOKIE)) await reach('/api/health', { credentials: 'same-origin' });
      headers['X-CSRF-Token'] = cookie(CSRF_COOKIE) ?? '';
    }
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const res = await reach(path, init);
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if ((res.status === 401 || res.status === 440) && path.startsWith('/api/dealer/')) onSignedOut();
    if (!res.ok) throw new ApiError(res.status, parsed);
    // A change the console's other tabs show too (signing in or out is each tab's own).
    if (method !== 'GET' && !path.startsWith('/api/dealer/auth/') && !path.includes('/logout/'))
      announceChange();
    return parsed as T;
  }
  /** The headers of every call: the dealer and the page's language. */
  function commonHeaders(): Record<string, string> {
    const headers: Record<string, string> = { 'X-Language': language() };
    const code = dealerCode();
    if (code) headers['X-Dealer-Code'] = code;
    return headers;
  }
  async function blob(path: string): Promise<Blob> {
    const res = await reach(path, { headers: commonHeaders(), credentials: 'same-origin' });
    if (
      (res.status === 401 || res.status === 440) &&
      new URL(path, location.href).pathname.startsWith('/api/dealer/')
    )
      onSignedOut();
    if (!res.ok) throw new ApiError(res.status, null);
    return res.blob();
  }
  return {
    get: (path) => call('GET', path),
    blob,
    send: (method, path, body, extra) => call(method, path, body, extra),
  };
}

/** Whether a call failed because the staff session ended or lapsed (the console asks to sign in again). */
export const sessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 440);

/** Whether a call failed without reaching the server. */
export const offline = (error: unknown): boolean => error instanceof OfflineError;

/** The message of a change that failed without a message of the server's: not sent, or something else. */
export const failureId = (error: unknown) =>
  offline(error) ? ('console.error.offline' as const) : ('console.error.generic' as const);

/** The first message of a 400 answer (`{field: [messages]}` or `{detail}`), else null. */
export function firstMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  for (const value of Object.values(error.body as Record<string, unknown>)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

/** A 400's field errors (`{field: [messages]}`), else one message of the whole request. */
export function fieldErrors(error: unknown, fallback: string): Record<string, string[]> {
  if (error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body) {
    const out: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(error.body as Record<string, unknown>)) {
      if (Array.isArray(value)) out[key] = value.filter((m): m is string => typeof m === 'string');
    }
    if (Object.keys(out).length) return out;
  }
  return { non_field_errors: [firstMessage(error) ?? fallback] };
}
