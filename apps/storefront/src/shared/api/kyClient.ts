// The ky client of the shared HTTP client (http.ts), a chunk of its own: a server-rendered page
// hydrates without it. Its hooks implement spec part 1 section 7 (tenant and anti-forgery headers,
// retries with their toast, the error catalogue's global actions).

import {
  HTTP_RETRY_DELAY_MS,
  HTTP_SAFE_METHODS,
  type HttpAction,
  type HttpBehaviour,
  type HttpCall,
  type HttpOutcome,
  parseRoutePrefix,
  sliceErrorText,
} from '@storefront/domain';
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { noteAcceptedCall } from '../analytics/calls.ts';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  HTTP_RETRY_LIMIT,
  HTTP_TIMEOUT_MS,
  type HttpClientOptions,
  type HttpEffects,
  LANGUAGE_HEADER,
  loadCatalogue,
  type RequestContext,
  recordBehaviour,
  TENANT_HEADER,
} from './http.ts';

// What only the requests themselves need lives here rather than in http.ts, which every page loads.

const SAFE_METHODS: ReadonlySet<string> = new Set<string>(HTTP_SAFE_METHODS);

const noEffects: HttpEffects = {
  toast: () => {},
  openLogin: () => {},
  reentry: () => {},
  navigate: () => {},
  log: () => {},
};

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

/**
 * A 4xx is the server's answer on purpose (a refusal the page handles, a language it does not
 * have): logged, but not as an error; errors are for failures (5xx, no answer, a broken catalogue).
 */
function expectedLog(action: Extract<HttpAction, { type: 'log' }>, status: number | undefined): HttpAction {
  const answered = status !== undefined && status >= 400 && status < 500;
  return answered && action.level === 'error' ? { ...action, level: 'log' } : action;
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

const RETRY_STATUSES = Array.from({ length: 100 }, (_, i) => 500 + i);

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

export function createKyClient({
  dealerCode,
  language,
  cookies,
  effects = noEffects,
  fetch,
  retryDelayMs = HTTP_RETRY_DELAY_MS,
  baseUrl,
  pathname,
}: HttpClientOptions): KyInstance {
  const readCookies = cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const readPath = pathname ?? (() => (typeof location === 'undefined' ? '/' : location.pathname));
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
          // In a dealer's frame the server keeps our cookies partitioned (apps/server http/cookie-scope.ts).
          if (typeof window !== 'undefined' && window.parent !== window)
            request.headers.set('X-Storefront-Embedded', '1');
          // The URL's language wins over the language cookie in the server's answers (data, errors):
          // the one the client was made for, else the page's path at the time of the request.
          const lang = language ?? parseRoutePrefix(readPath()).lang;
          if (lang) request.headers.set(LANGUAGE_HEADER, lang);
          if (!SAFE_METHODS.has(request.method)) {
            const token = readCookie(readCookies(), CSRF_COOKIE);
            if (token) request.headers.set(CSRF_HEADER, token);
          }
        },
      ],
      afterResponse: [
        ({ request, options, response }) => {
          // The server answered: "Network error. Retrying…" (or the network error) is over, and
          // a success ends the toasts its call clears.
          effects.answered?.({ call: (options.context as RequestContext).call, ok: response.ok });
          // A change it accepted: the analytics layer's moments (../analytics/calls.ts).
          if (response.ok && request.method !== 'GET')
            noteAcceptedCall({
              method: request.method,
              // Its address and the JSON as text (ky's options hold it as `body`): the analytics
              // layer reads its path and the JSON, so none of that work is in a first load.
              path: request.url,
              body: (options as { body?: unknown }).body,
            });
        },
      ],
      beforeRetry: [
        async ({ error, options, retryCount }) => {
          const context = options.context as RequestContext;
          // The catalogue decides what a retry shows: the 'Network error. Retrying…' toast.
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
            actions: behaviour.actions
              .filter((a) => a.type !== 'retry')
              .map((a) => (a.type === 'log' ? expectedLog(a, outcome.status) : a)),
          };
          recordBehaviour(error, final);
          performGlobalActions(final.actions, effects);
          return error;
        },
      ],
    },
  });
}
