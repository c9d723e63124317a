/**
 * Calls `fn` once the browser is idle (at the latest after `timeoutMs`; after 1 s where the browser has
 * no idle callbacks). Returns the cancel.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(fn, 1000);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(fn, { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}
