import {
  HTTP_RETRIES,
  HTTP_RETRY_DELAY_MS,
  HTTP_TIMEOUT_MS,
  type HttpAction,
  type HttpBehaviour,
  type HttpCall,
  type resolveHttpOutcome,
  type ToastSpec,
} from '@storefront/domain';
import type { Input, KyInstance, KyResponse, Options } from 'ky';
import { lazyModule } from '../lazy/lazyModule.ts';

// Shared HTTP client (spec part 1 section 7): tenant header from the route's dealer code,
// anti-forgery header echoed from its cookie on unsafe methods, 15 s timeout, up to 3
// retries 3000 ms apart on network errors (safe methods also on 5xx), each retry announced
// by the toast 'Network error. Retrying…'. Failures go through the domain's error
// catalogue (resolveHttpOutcome): the client performs the global actions (toasts, login
// modal, re-entry, navigation, logs) and leaves the call's own actions (field errors,
// inline errors, existing-user flow...) on the error for the caller (see errorBehaviour).
//
// Two parts are chunks of their own, so that a server-rendered page hydrates without them:
// - the ky client with its hooks (./kyClient.ts), imported by the first request or when the page
//   is live (preloadHttpClient); a client-rendered document, whose start-up calls go out at once,
//   gets it preloaded by the server (the boot plan's shell modules). Until it has arrived, requests
//   wait for it; then they go straight to ky.
// - the catalogue (./errorCatalogue.ts), loaded when the live page is idle or by the first failed
//   or retried request, whichever comes first (loadCatalogue): ky awaits the hooks, so the retry
//   toast still shows before each retry and errorBehaviour(error) is set before the caller's
//   await rejects.
export { HTTP_TIMEOUT_MS };
export const HTTP_RETRY_LIMIT = HTTP_RETRIES;
export { HTTP_RETRY_DELAY_MS };
export const TENANT_HEADER = 'X-Dealer-Code';
/**
 * The page's language (its URL's `/en/` or `/fr/` segment): the server answers in it whatever the
 * language cookie says, so French labels never sit over English data (issue 16, item 18).
 */
export const LANGUAGE_HEADER = 'X-Language';
export const CSRF_COOKIE = 'sf_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

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
  /**
   * A request got an answer: a network notice shown by an earlier failure is over, and on a success
   * so is a toast its call clears (the domain's `ToastSpec.clearedBy`).
   */
  answered?: (answer: { call: HttpCall | undefined; ok: boolean }) => void;
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

type ResolveHttpOutcome = typeof resolveHttpOutcome;

// The HTTP client's own chunks (../lazy/lazyModule.ts): their failure mostly means the server is down,
// so it does not reload the page; it is forgotten, and the next request tries again.
const catalogue = lazyModule(
  (): Promise<{ resolveHttpOutcome?: ResolveHttpOutcome } | undefined> => import('./errorCatalogue.ts'),
  { reload: false },
);
const kyClient = lazyModule((): Promise<KyClientModule | undefined> => import('./kyClient.ts'), {
  reload: false,
});

/**
 * The domain's error catalogue (./errorCatalogue.ts, its own chunk), imported on first use. The
 * promise never rejects: a failed load answers the Error, and is forgotten, so the next failed
 * request (or the next retry of this one) tries the import again instead of keeping a failure for
 * the life of the page; no immediate second attempt, since a chunk that just failed (a server down,
 * a deployment that replaced the hashed files) would most likely fail again.
 */
export function loadCatalogue(): Promise<ResolveHttpOutcome | Error> {
  return catalogue.load().then(
    (module) =>
      typeof module.resolveHttpOutcome === 'function'
        ? module.resolveHttpOutcome
        : new Error('the error catalogue chunk did not load'),
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * Loads the catalogue ahead of need, once the page is live and the browser idle (App): the server
 * that has just served the page is up, whereas the first failure may come with a server down,
 * when the chunk could not load (and the shell's chunk-failure rule would reload the page).
 */
export function preloadErrorCatalogue(): void {
  void loadCatalogue();
}

const behaviours = new WeakMap<object, HttpBehaviour>();

/** Keeps the catalogue's final behaviour for an error the client throws (kyClient.ts). */
export function recordBehaviour(error: object, behaviour: HttpBehaviour): void {
  behaviours.set(error, behaviour);
}

/** The catalogue's behaviour for an error thrown by the client (undefined for other errors). */
export function errorBehaviour(error: unknown): HttpBehaviour | undefined {
  return typeof error === 'object' && error !== null ? behaviours.get(error) : undefined;
}

/** The actions left for the caller. */
export function callerActions(error: unknown): HttpAction[] {
  return (errorBehaviour(error)?.actions ?? []).filter((a) => !GLOBAL_ACTIONS.has(a.type));
}

export interface HttpClientOptions {
  dealerCode: string | undefined;
  /** The URL's language segment, sent as X-Language on every request (none: the server decides). */
  language?: 'en' | 'fr' | undefined;
  /** Reads document.cookie in the browser; injectable for tests. */
  cookies?: () => string;
  effects?: HttpEffects;
  fetch?: typeof fetch;
  /** Retry delay; tests shorten it. */
  retryDelayMs?: number;
  /** Base URL the paths resolve against (tests outside a browser). */
  baseUrl?: string;
  /** The page's path, read at each request for its language segment; injectable for tests. */
  pathname?: () => string;
}

/** The methods of the client: ky's, with the body shortcuts the storefront uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A response on its way: awaited, the Response; `json()` / `text()`, its body (ky's semantics). */
export interface HttpResponsePromise<T = unknown> extends Promise<KyResponse<T>> {
  json<J = T>(): Promise<J>;
  text(): Promise<string>;
}

export type HttpClient = {
  readonly [M in HttpMethod]: <T = unknown>(input: Input, options?: Options) => HttpResponsePromise<T>;
};

type KyClientModule = typeof import('./kyClient.ts');

/** The ky client's chunk, imported once (a failed import is forgotten: the next request tries again). */
function loadKyClient(): Promise<KyClientModule> {
  return kyClient.load();
}

/** Starts loading the ky client ahead of the first request (the shell, once the page is live). */
export function preloadHttpClient(): void {
  loadKyClient().catch(() => {});
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The shared client. Until ky's chunk has arrived a request waits for it; a body shortcut called
 * at once (`http.get(url).json()`) is handed to ky with the request, so ky sets its Accept header
 * as it would have. From then on each call is ky's own.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let instance: KyInstance | undefined;
  const ready = () =>
    loadKyClient().then((module) => {
      instance ??= module.createKyClient(options);
      return instance;
    });
  const method =
    (name: HttpMethod) =>
    <T>(input: Input, init?: Options): HttpResponsePromise<T> => {
      if (instance) return instance[name]<T>(input, init);
      let shortcut: 'json' | 'text' | undefined;
      // Boxed: a ky ResponsePromise returned from a then() would be awaited at once.
      const sent = ready().then((ky) => {
        const request = ky[name]<T>(input, init);
        return { request, body: shortcut ? request[shortcut]() : undefined };
      });
      const response = sent.then(({ request }) => request);
      // Callers often read the body alone: the bare response's rejection is theirs through the body.
      response.catch(() => {});
      const body = <B>(kind: 'json' | 'text') => {
        shortcut ??= kind;
        return sent.then(({ request, body: early }) =>
          shortcut === kind && early ? (early as Promise<B>) : (request[kind]() as Promise<B>),
        );
      };
      return Object.assign(response, {
        json: <J = T>() => body<J>('json'),
        text: () => body<string>('text'),
      });
    };
  return Object.fromEntries(METHODS.map((name) => [name, method(name)])) as HttpClient;
}
