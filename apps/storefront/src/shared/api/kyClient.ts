// The ky client of the shared HTTP client (http.ts), a chunk of its own: a server-rendered page
// hydrates without it. Its hooks implement spec part 1 section 7 (tenant and anti-forgery headers,
// retries with their toast, the error catalogue's global actions).
import {
  HTTP_RETRY_DELAY_MS,
  type HttpBehaviour,
  type HttpOutcome,
  sliceErrorText,
} from '@storefront/domain';
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  HTTP_RETRY_LIMIT,
  HTTP_TIMEOUT_MS,
  type HttpClientOptions,
  loadCatalogue,
  noEffects,
  normalizeErrorBody,
  performGlobalActions,
  type RequestContext,
  readCookie,
  recordBehaviour,
  resolveOutcome,
  SAFE_METHODS,
  TENANT_HEADER,
} from './http.ts';

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
          recordBehaviour(error, final);
          performGlobalActions(final.actions, effects);
          return error;
        },
      ],
    },
  });
}
