import { CHUNK_LOAD_TIMEOUT_MS } from '@storefront/domain';

// The one way the storefront loads code on demand: a module in a chunk of its own, imported once, and
// read synchronously once it is in (`current`: a render that need not suspend). Every such load follows
// one chunk-failure policy (spec 1 section 8):
// - a load that fails, or takes longer than 120 s, fails; a module that resolves to nothing (Vite's
//   preload wrapper, when a failure's default was prevented) is a failure too;
// - code the shopper asked for (`reload`, the default: pages, dialogs, the theme's derivation) reloads
//   the page on a failure (a new deployment replaced the hashed files), at most once a minute so that
//   a broken deployment cannot loop. The HTTP client's own chunks (ky, the error catalogue, messages)
//   do not: their failure mostly means the server is down, and a reload would show the browser's error
//   page instead of the storefront's network notice;
// - a failure is forgotten: the next load tries again; except a page's (`keepFailure`), which stays
//   failed for the document, so that a render reading it with `use` gets its error instead of
//   suspending on a new attempt each time (the shell's error message offers to reload).
// Components on demand: ./lazyComponent.ts. This module holds the only module-level state of these
// loads: one promise a module.

const RELOAD_KEY = 'sf-chunk-reload-at';

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > 60_000;
}

export function reloadForChunkFailure(): void {
  let last: number | null = null;
  try {
    const raw = sessionStorage.getItem(RELOAD_KEY);
    last = raw ? Number(raw) : null;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // no session storage: reload anyway
  }
  if (shouldReload(last, Date.now())) window.location.reload();
}

export interface LazyModule<M> {
  /** The module once it is in, else undefined. */
  readonly current: M | undefined;
  /** Loads it once (the same promise while it is on its way, and once it is in). */
  load(): Promise<M>;
  /** The load once started (on its way, or done), else undefined (never asked for, or failed and forgotten). */
  readonly pending: Promise<M> | undefined;
  /** Brings its chunk into the module cache ahead of a likely need; a failure is ignored. */
  warm(): void;
}

export interface LazyModuleOptions {
  /** What the module is handed over after (a component: the messages being completed). */
  readonly ready?: () => Promise<unknown>;
  /** Reload the page on a failure (the default); false for the HTTP client's own chunks. */
  readonly reload?: boolean;
  /** A failure stays for the document instead of being tried again by the next load (a page). */
  readonly keepFailure?: boolean;
  /** How long a load may take (ms). */
  readonly timeoutMs?: number;
}

/** A module of its own chunk, loaded by `importer` under the chunk-failure policy. */
export function lazyModule<M>(
  importer: () => Promise<M | undefined>,
  { ready, reload = true, keepFailure = false, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: LazyModuleOptions = {},
): LazyModule<M> {
  let loading: Promise<M> | undefined;
  const lazy: { current: M | undefined } & Omit<LazyModule<M>, 'current' | 'pending'> & {
      readonly pending: Promise<M> | undefined;
    } = {
    current: undefined,
    get pending() {
      return loading;
    },
    load: () => {
      loading ??= withTimeout(
        Promise.all([importer(), ready?.()]).then(([module]) => {
          if (module === undefined) throw new Error('the chunk did not load');
          return module;
        }),
        timeoutMs,
      ).then(
        (module) => {
          lazy.current = module;
          return module;
        },
        (error: unknown) => {
          if (!keepFailure) loading = undefined;
          if (reload && typeof window !== 'undefined') reloadForChunkFailure();
          throw error;
        },
      );
      return loading;
    },
    warm: () => {
      if (lazy.current === undefined) importer().catch(() => undefined);
    },
  };
  return lazy;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
