/**
 * Graceful stop of one HTTP server process (SIGTERM from an orchestrator, SIGINT from a terminal).
 *
 * Invariants:
 * - no new connection is accepted once the signal arrives (the listening socket closes at once);
 * - a request under way, or sent on a kept-alive connection before its client saw our answer, is
 *   answered in full, with `Connection: close` so the client opens no further request on it;
 * - a kept-alive connection that stays idle is closed only after a grace period (a request may
 *   already be on the wire: closing at once resets it);
 * - after the cap, whatever remains is cut and the process reports failure;
 * - the drain says what it did: `drained {answered, cut}` counts the responses that ended after the
 *   signal, answered in full or cut (closed before their last byte); a clean drain cuts none.
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

  // The answers owed since the signal: those under way then, and those of requests that came after.
  // Each leaves once sent in full ('finish'); what is left when the drain ends was cut.
  const owed = new Set<ServerResponse>();
  let answered = 0;
  http.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) {
      response.setHeader('Connection', 'close');
      owed.add(response);
    }
    open.add(response);
    response.on('finish', () => {
      if (owed.delete(response)) answered += 1;
    });
    response.on('close', () => open.delete(response));
  });

  const finish = (() => {
    let done = false;
    return async (timedOut: boolean) => {
      if (done) return;
      done = true;
      options.logger.info({ answered, cut: owed.size }, 'drained');
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
        if (!response.writableFinished) owed.add(response);
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
