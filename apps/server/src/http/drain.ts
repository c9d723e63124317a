/**
 * Graceful stop of one HTTP server process (SIGTERM from an orchestrator, SIGINT from a terminal).
 *
 * Invariants:
 * - no new connection is accepted once the signal arrives (the listening socket closes at once);
 * - a request under way, or sent on a kept-alive connection before its client saw our answer, is
 *   answered in full, with `Connection: close` so the client opens no further request on it;
 * - a kept-alive connection that stays idle is closed only after a grace period (a request may
 *   already be on the wire: closing at once resets it);
 * - after the cap, whatever remains is cut and the process reports failure.
 */
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';

type NodeServer = HttpServer | Http2Server | Http2SecureServer;

export interface DrainOptions {
  logger: Logger;
  /** How long an idle kept-alive connection may still bring a request (default 1 s). */
  idleGraceMs?: number;
  /** Longest drain before the remaining connections are cut (default 10 s). */
  capMs?: number;
  /** Runs once the last connection has closed, or at the cap (then `timedOut` is true). */
  onStopped: (timedOut: boolean) => Promise<void> | void;
}

export interface Drain {
  /** Starts the drain (idempotent). */
  stop(reason: string): void;
  readonly stopping: boolean;
}

export function drainable(server: NodeServer, options: DrainOptions): Drain {
  const http = server as HttpServer;
  const open = new Set<ServerResponse>();
  let stopping = false;

  http.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close');
    open.add(response);
    response.on('close', () => open.delete(response));
  });

  const finish = (() => {
    let done = false;
    return async (timedOut: boolean) => {
      if (done) return;
      done = true;
      await options.onStopped(timedOut);
    };
  })();

  return {
    get stopping() {
      return stopping;
    },
    stop(reason) {
      if (stopping) return;
      stopping = true;
      const idleGraceMs = options.idleGraceMs ?? 1000;
      const capMs = options.capMs ?? 10_000;
      options.logger.info({ reason, inFlight: open.size }, 'draining: no new connections');
      for (const response of open) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      // http.Server#close would also close the connections idle right now, one of which may carry a
      // request already on the wire; the net.Server close only stops listening, and its callback
      // runs when the last connection has gone.
      NetServer.prototype.close.call(http, () => void finish(false));
      let sweep: NodeJS.Timeout | undefined;
      const grace = setTimeout(() => {
        http.closeIdleConnections();
        sweep = setInterval(() => http.closeIdleConnections(), 100);
        sweep.unref();
      }, idleGraceMs);
      grace.unref();
      const cap = setTimeout(() => {
        options.logger.error({ inFlight: open.size }, 'drain timed out; cutting the remaining connections');
        clearInterval(sweep);
        http.closeAllConnections();
        void finish(true);
      }, capMs);
      cap.unref();
    },
  };
}
