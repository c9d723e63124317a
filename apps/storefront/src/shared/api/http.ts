import ky, { type KyInstance } from 'ky';

// Shared HTTP client (spec part 1 section 7): tenant header from the route's dealer code,
// anti-forgery header echoed from its cookie on unsafe methods, 15 s timeout, up to 3
// retries 3000 ms apart on network errors (safe methods also on 5xx).
export const HTTP_TIMEOUT_MS = 15_000;
export const HTTP_RETRY_LIMIT = 3;
export const HTTP_RETRY_DELAY_MS = 3_000;
export const TENANT_HEADER = 'X-Dealer-Code';
export const CSRF_COOKIE = 'sf_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export interface HttpClientOptions {
  dealerCode: string | undefined;
  /** Reads document.cookie in the browser; injectable for tests. */
  cookies?: () => string;
  onRetry?: () => void;
  fetch?: typeof fetch;
}

export function createHttpClient({ dealerCode, cookies, onRetry, fetch }: HttpClientOptions): KyInstance {
  const readCookies = cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  return ky.create({
    credentials: 'same-origin',
    timeout: HTTP_TIMEOUT_MS,
    ...(fetch ? { fetch } : {}),
    retry: {
      limit: HTTP_RETRY_LIMIT,
      methods: ['get', 'head', 'options', 'put', 'post', 'patch', 'delete'],
      statusCodes: [500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511, 599],
      delay: () => HTTP_RETRY_DELAY_MS,
      jitter: false,
      shouldRetry: ({ error }) => {
        // Unsafe methods retry only when no response came back (network failure).
        const response = (error as { response?: Response }).response;
        if (response && !SAFE_METHODS.has((error as { request?: Request }).request?.method ?? 'GET'))
          return false;
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
        () => {
          onRetry?.();
        },
      ],
    },
  });
}
