import { CHUNK_LOAD_TIMEOUT_MS } from '@storefront/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { messagesSettled } from '../shared/i18n/messages.ts';

// Chunk-load failure (spec 1 section 8): a route chunk that fails to load, or takes longer
// than 120 s, reloads the page (a new deployment replaced the hashed files). A reload is
// attempted at most once a minute so a broken deployment cannot loop.
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

/**
 * Wraps a dynamic import: time-out after 120 s, reload on failure. The chunk is handed over once the
 * locale's messages being completed are in too (`messagesSettled`: a hydrated page starts with the
 * core pack only).
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('chunk load timed out')), timeoutMs);
  });
  const chunk = Promise.all([load(), messagesSettled()]).then(([module]) => module);
  return Promise.race([chunk, timeout])
    .catch((error: unknown) => {
      if (typeof window !== 'undefined') reloadForChunkFailure();
      throw error;
    })
    .finally(() => clearTimeout(timer));
}

/** Vite announces a failed preload of a dynamic import's dependencies. */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadForChunkFailure();
  });
}

/**
 * A component of its own chunk (loaded through `loadChunk`), and `preload` to fetch that chunk ahead
 * of the first render, when its trigger is approached (a failed preload is left to the render).
 */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  const importChunk = () => loadChunk(load);
  return {
    Component: lazy(() => importChunk().then((component) => ({ default: component }))),
    preload: () => void importChunk().catch(() => undefined),
  };
}
