import pino, { type DestinationStream, type Logger } from 'pino';

/** The server's logger: JSON lines on stdout (or `destination`, e.g. /dev/null in the benchmark). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'storefront-server' },
    redact: { paths: ['req.headers.cookie', 'password', '*.password', 'code', '*.code'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
