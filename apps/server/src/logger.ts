import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'storefront-server' },
    redact: { paths: ['req.headers.cookie', 'password', '*.password', 'code', '*.code'], remove: true },
  });
}
