/**
 * Changes the server accepted (method, path, JSON body), told by the HTTP client (./kyClient.ts) to
 * whoever listens: the analytics layer (features/analytics) reads the shopper's moments from them
 * (a payment type changed, a deal saved, a trade-in submitted...), so the features need no call of
 * their own and no analytics code is in a page's first load.
 */
export interface AcceptedCall {
  readonly method: string;
  /** Its path, or its whole address as the HTTP client tells it (the analytics layer reads the path). */
  readonly path: string;
  /** Its JSON body: as sent (the JSON text, which the analytics layer reads), or already read. */
  readonly body: unknown;
}

const listeners = new Set<(call: AcceptedCall) => void>();

export function onAcceptedCall(listener: (call: AcceptedCall) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteAcceptedCall(call: AcceptedCall): void {
  for (const listener of listeners) {
    try {
      listener(call);
    } catch {
      // a listener's failure is its own: the shopper's call succeeded
    }
  }
}
