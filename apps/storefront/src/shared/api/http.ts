import {
  HTTP_RETRIES,
  HTTP_RETRY_DELAY_MS,
  HTTP_SAFE_METHODS,
  HTTP_TIMEOUT_MS,
  type HttpAction,
  type HttpBehaviour,
  type HttpCall,
  type HttpOutcome,
  type resolveHttpOutcome,
  sliceErrorText,
  type ToastSpec,
} from '@storefront/domain';
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';

// Shared HTTP client (spec part 1 section 7): tenant header from the route's dealer code,
// anti-forgery header echoed from its cookie on unsafe methods, 15 s timeout, up to 3
// retries 3000 ms apart on network errors (safe methods also on 5xx), each retry announced
// by the toast 'Network error. Retrying...'. Failures go through the domain's error
// catalogue (resolveHttpOutcome): the client performs the global actions (toasts, login
// modal, re-entry, navigation, logs) and leaves the call's own actions (field errors,
// inline errors, existing-user flow...) on the error for the caller (see errorBehaviour).
// The catalogue is its own chunk, loaded when the live page is idle or by the first failed or
// retried request, whichever comes first (loadCatalogue): ky awaits the hooks, so the retry toast still shows before each retry and
// errorBehaviour(error) is set before the caller's await rejects.
export { HTTP_TIMEOUT_MS };
export const HTTP_RETRY_LIMIT = HTTP_RETRIES;
export { HTTP_RETRY_DELAY_MS };
export const TENANT_HEADER = 'X-Dealer-Code';
export const CSRF_COOKIE = 'sf_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

const SAFE_METHODS = new Set<string>(HTTP_SAFE_METHODS);
const RETRY_STATUSES = Array.from({ length: 100 }, (_, i) => 500 + i);

/** What a request tells the error handling: its catalogue call and flags. Passed as ky `context`. */
export interface RequestContext {
  call?: HttpCall;
  hide_404_toast?: boolean;
  /** Form fields, for mapping server errors onto them. */
  fields?: readonly string[];
  paymentFrequencyInline?: boolean;
  customTimeoutHandler?: boolean;
}

/** Side effects of the global error handling, installed by the shell (toasts need React). */
export interface HttpEffects {
  toast: (toast: ToastSpec) => void;
  openLogin: () => void;
  reentry: (email: string | null) => void;
  navigate: (location: string) => void;
  log: (level: 'log' | 'warn' | 'error', message: string) => void;
}

/** Actions the client performs itself; every other action is the caller's. */
const GLOBAL_ACTIONS = new Set<HttpAction['type']>([
  'toast',
  'open-login-modal',
  'reentry',
  'navigate',
  'log',
  'network-error',
]);

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The server answers errors Django REST style: field errors `{field: [messages]}`, or
 * `{detail, code, ...}` for errors of the whole request. `detail` is a non-field message; its
 * companions (`code`, `email`, `attempts_left`) are data, not messages to show.
 */
export function normalizeErrorBody(body: unknown): unknown {
  if (isObject(body) && typeof body.detail === 'string') {
    return { non_field_errors: [body.detail] };
  }
  return body;
}

/** The HTTP outcome of a failed ky request, for the domain's catalogue. */
export function outcomeOf(error: unknown, context: RequestContext, retryCount: number): HttpOutcome {
  const flags = {
    ...(context.hide_404_toast ? { hide_404_toast: true } : {}),
    ...(context.fields ? { fields: context.fields } : {}),
    ...(context.paymentFrequencyInline ? { paymentFrequencyInline: true } : {}),
    ...(context.customTimeoutHandler ? { customTimeoutHandler: true } : {}),
  };
  if (isHTTPError(error)) {
    const { response } = error;
    const raw = typeof error.data === 'string' ? sliceErrorText(error.data) : error.data;
    return {
      status: response.status,
      statusText: response.statusText,
      // 440 carries the e-mail in its body: keep it as is for the re-entry handler.
      body: response.status === 440 ? raw : normalizeErrorBody(raw),
      location: response.headers.get('Location'),
      method: error.request.method,
      attempt: retryCount,
      flags,
    };
  }
  if (isTimeoutError(error))
    return { timedOut: true, method: error.request.method, attempt: retryCount, flags };
  return {
    networkError: isNetworkError(error) || error instanceof TypeError,
    attempt: retryCount,
    flags,
  };
}

type ResolveHttpOutcome = typeof resolveHttpOutcome;

let catalogue: Promise<ResolveHttpOutcome | Error> | undefined;

/**
 * The domain's error catalogue (./errorCatalogue.ts, its own chunk), imported on first use and
 * memoised. The promise never rejects: a failed load answers the Error, and is forgotten, so the
 * next failed request (or the next retry of this one) tries the import again instead of keeping
 * a failure for the life of the page; no immediate second attempt, since a chunk that just failed
 * (a server down, a deployment that replaced the hashed files) would most likely fail again.
 * Vite's preload wrapper announces the failure as `vite:preloadError`, which the shell answers
 * with its chunk-failure reload (app/chunkReload.ts) and whose prevented default makes the import
 * resolve to undefined: that counts as a failure too.
 */
function loadCatalogue(): Promise<ResolveHttpOutcome | Error> {
  catalogue ??= import('./errorCatalogue.ts').then(
    (module: { resolveHttpOutcome?: ResolveHttpOutcome } | undefined) => {
      if (typeof module?.resolveHttpOutcome === 'function') return module.resolveHttpOutcome;
      catalogue = undefined;
      return new Error('the error catalogue chunk did not load');
    },
    (error: unknown) => {
      catalogue = undefined;
      return error instanceof Error ? error : new Error(String(error));
    },
  );
  return catalogue;
}

/**
 * Loads the catalogue ahead of need, once the page is live and the browser idle (App): the server
 * that has just served the page is up, whereas the first failure may come with a server down,
 * when the chunk could not load (and the shell's chunk-failure rule would reload the page).
 */
export function preloadErrorCatalogue(): void {
  void loadCatalogue();
}

/**
 * The catalogue's behaviour for an outcome, or undefined when the catalogue could not be loaded:
 * then the failure is logged and the client performs no global actions and leaves none to the
 * caller, but the request's own error still reaches the caller unchanged.
 */
async function resolveOutcome(
  outcome: HttpOutcome,
  call: HttpCall | undefined,
  effects: HttpEffects,
): Promise<HttpBehaviour | undefined> {
  const resolve = await loadCatalogue();
  if (resolve instanceof Error) {
    effects.log('error', `error catalogue not loaded: ${resolve.message}`);
    return undefined;
  }
  return resolve(outcome, call);
}

const behaviours = new WeakMap<object, HttpBehaviour>();

/** The catalogue's behaviour for an error thrown by the client (undefined for other errors). */
export function errorBehaviour(error: unknown): HttpBehaviour | undefined {
  return typeof error === 'object' && error !== null ? behaviours.get(error) : undefined;
}

/** The actions left for the caller. */
export function callerActions(error: unknown): HttpAction[] {
  return (errorBehaviour(error)?.actions ?? []).filter((a) => !GLOBAL_ACTIONS.has(a.type));
}

/** Runs the global actions of a behaviour. */
export function performGlobalActions(actions: readonly HttpAction[], effects: HttpEffects): void {
  for (const action of actions) {
    switch (action.type) {
      case 'toast':
        effects.toast(action.toast);
        break;
      case 'open-login-modal':
        effects.openLogin();
        break;
      case 'reentry':
        effects.reentry(action.email);
        break;
      case 'navigate':
        effects.navigate(action.location);
        break;
      case 'log':
        effects.log(action.level, action.message);
        break;
      case 'network-error':
        effects.log('error', 'network error: no response');
        break;
      default:
        break;
    }
  }
}

export interface HttpClientOptions {
  dealerCode: string | undefined;
  /** Reads document.cookie in the browser; injectable for tests. */
  cookies?: () => string;
  effects?: HttpEffects;
  fetch?: typeof fetch;
  /** Retry delay; tests shorten it. */
  retryDelayMs?: number;
  /** Base URL the paths resolve against (tests outside a browser). */
  baseUrl?: string;
}

const noEffects: HttpEffects = {
  toast: () => {},
  openLogin: () => {},
  reentry: () => {},
  navigate: () => {},
  log: () => {},
};

export function createHttpClient({
  dealerCode,
  cookies,
  effects = noEffects,
  fetch,
  retryDelayMs = HTTP_RETRY_DELAY_MS,
  baseUrl,
}: HttpClientOptions): KyInstance {
  const readCookies = cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  return ky.create({
    credentials: 'same-origin',
    timeout: HTTP_TIMEOUT_MS,
    ...(baseUrl ? { baseUrl } : {}),
    ...(fetch ? { fetch } : {}),
    retry: {
      limit: HTTP_RETRY_LIMIT,
      methods: ['get', 'head', 'options', 'put', 'post', 'patch', 'delete'],
      statusCodes: RETRY_STATUSES,
      delay: () => retryDelayMs,
      jitter: false,
      shouldRetry: ({ error }) => {
        // A request failed: start loading the catalogue now, during the retry delay, rather than
        // when a hook needs it (it never rejects).
        void loadCatalogue();
        // Unsafe methods retry only when no response came back (network failure).
        if (isHTTPError(error) && !SAFE_METHODS.has(error.request.method)) return false;
        return undefined;
      },
    },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (dealerCode) request.headers.set(TENANT_HEADER, dealerCode);
          if (!SAFE_METHODS.has(request.method)) {
            const token = readCookie(readCookies(), CSRF_COOKIE);
            if (token) request.headers.set(CSRF_HEADER, token);
          }
        },
      ],
      beforeRetry: [
        async ({ error, options, retryCount }) => {
          const context = options.context as RequestContext;
          // The catalogue decides what a retry shows: the 'Network error. Retrying...' toast.
          // Awaited by ky: the toast shows before the retry is sent.
          const behaviour = await resolveOutcome(
            outcomeOf(error, context, retryCount - 1),
            context.call,
            effects,
          );
          if (!behaviour) return;
          performGlobalActions(
            behaviour.actions.filter((a) => a.type === 'toast'),
            effects,
          );
        },
      ],
      beforeError: [
        async ({ error, options, retryCount }) => {
          const context = options.context as RequestContext;
          // Retries are over (or were not allowed): resolve as a final failure. Awaited by ky:
          // the behaviour is set and the global actions done before the caller's await rejects.
          const outcome = { ...outcomeOf(error, context, retryCount), attempt: HTTP_RETRY_LIMIT };
          const behaviour = await resolveOutcome(outcome, context.call, effects);
          if (!behaviour) return error;
          const final: HttpBehaviour = {
            ok: behaviour.ok,
            actions: behaviour.actions.filter((a) => a.type !== 'retry'),
          };
          behaviours.set(error, final);
          performGlobalActions(final.actions, effects);
          return error;
        },
      ],
    },
  });
}
