import pino, { type DestinationStream, type Logger } from 'pino';

/** Log lines are written in batches of about this many bytes… */
const BUFFER_BYTES = 4096;
/** …and at least this often, so a quiet server's lines still show at once. */
const FLUSH_EVERY_MS = 200;

/**
 * The server's logger: JSON lines on stdout (or the file `dest`, e.g. /dev/null in the benchmark).
 * Lines are buffered (one write per ~4 kB or 200 ms instead of one per line: under load the
 * per-line write was a measurable share of a request) and flushed synchronously on exit, so a
 * crash still leaves its last lines. An explicit `destination` stream is used as it is (tests).
 */
export function createLogger(level: string, destination?: DestinationStream | { dest: string }): Logger {
  const options = {
    level,
    // The process id: with several processes (WEB_CONCURRENCY) a line says which one wrote it.
    base: { service: 'storefront-server', pid: process.pid },
    redact: { paths: ['req.headers.cookie', 'password', '*.password', 'code', '*.code'], remove: true },
  };
  if (destination && !('dest' in destination)) return pino(options, destination);
  const stream = pino.destination({
    dest: destination?.dest ?? 1,
    sync: false,
    minLength: BUFFER_BYTES,
  });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // not ready yet (opening the file), or a write in progress: the next tick flushes
    }
  }, FLUSH_EVERY_MS);
  timer.unref();
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // nothing buffered, or the stream is already closed
    }
  });
  return pino(options, stream);
}
