import { dirname, join, resolve } from 'node:path';
import { loadPaymentsConfig, type PaymentsConfig } from './modules/deposit/payments-config.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  storefrontDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /**
   * Dev-only pages (`/dev/mailbox/`, `/dev/leads/`): off unless DEV_PAGES=1, and then served to
   * loopback clients only (judged on the socket's address, never on headers).
   */
  devPages: boolean;
  /**
   * Scheme, host and port of the storefront as its shoppers reach it (PUBLIC_ORIGIN, default
   * `http://localhost:<PORT>`): every link the server e-mails or hands out to be shared is built on it,
   * never on the request's Host or X-Forwarded-* headers, which whoever sends the request chooses.
   */
  publicOrigin: string;
  /** Secure flag on cookies: 'auto' sets it when the request came over HTTPS (directly or via X-Forwarded-Proto). */
  secureCookies: 'auto' | 'always' | 'never';
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** Seed the demo data when the database has no dealer (default: on for the embedded database). */
  seedOnStart: boolean;
  /** Period of the sweep of expired sessions and one-time codes; 0 turns it off. */
  sweepIntervalMinutes: number;
  /**
   * Credit applications unchanged for more days than this are deleted by the periodic sweep (and by
   * `credit-app:purge`): CREDIT_APP_RETENTION_DAYS, default 365; 0 keeps them.
   */
  creditAppRetentionDays: number;
  /**
   * How long a process keeps a session lookup (SESSION_CACHE_MS, default 2000; 0 turns the cache
   * off). Changes made in this process apply at once; in another process within this time.
   */
  sessionCacheMs: number;
  /**
   * Proxies of ours in front of the server, each appending to X-Forwarded-For (TRUSTED_PROXIES, 0 to
   * 10; TRUST_PROXY=true means 1). The client address is taken that many places from the right.
   */
  trustedProxies: number;
  /**
   * Customer sign-ups (`register`) one client address may make in any hour, every dealer together
   * (SIGN_UPS_PER_IP_PER_HOUR, default 10): each makes an account and may start e-mails, so a script
   * cannot make accounts by the thousand, while a household or a showroom behind one address signs
   * up its shoppers. The client address is `clientIp` (the socket's, or per TRUSTED_PROXIES).
   */
  signUpsPerIpPerHour: number;
  /** SECRET_KEY: the HMAC key of codes and links, when the operator provides it. */
  secretKey: string | undefined;
  /**
   * Where a generated key is kept when SECRET_KEY is unset (SECRET_KEY_FILE, default `secret.key`
   * beside the data folder): outside the database, owner-only.
   */
  secretKeyFile: string;
  /** The deposits' payment processor (PAYMENT_PROCESSOR and STRIPE_*): the sandbox unless Stripe is set. */
  payments: PaymentsConfig;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** PUBLIC_ORIGIN as an origin (`https://shop.example.com`), or an error naming the variable. */
function publicOrigin(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/'
  ) {
    throw new Error(
      `PUBLIC_ORIGIN must be an origin such as https://shop.example.com (got ${JSON.stringify(value)}).`,
    );
  }
  return url.origin;
}

/** TRUSTED_PROXIES (a count of hops), else the older TRUST_PROXY=true as one hop. */
function trustedProxies(env: NodeJS.ProcessEnv): number {
  const value = env.TRUSTED_PROXIES;
  if (value !== undefined && value !== '') {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 10) {
      throw new Error(`TRUSTED_PROXIES must be a whole number of proxy hops from 0 to 10 (got "${value}").`);
    }
    return n;
  }
  return env.TRUST_PROXY === 'true' ? 1 : 0;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const port = int(env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR || join(REPO_ROOT, '.data', 'pglite'));
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    secretKey: env.SECRET_KEY || undefined,
    secretKeyFile: resolve(env.SECRET_KEY_FILE || join(dirname(dataDir), 'secret.key')),
    storefrontDist: resolve(env.STOREFRONT_DIST || join(REPO_ROOT, 'apps', 'storefront', 'dist')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Storefront <no-reply@storefront.localhost>',
    logLevel: env.LOG_LEVEL || 'info',
    devPages: env.DEV_PAGES === '1' || env.DEV_PAGES === 'true',
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN, port),
    secureCookies: env.COOKIE_SECURE === 'true' ? 'always' : env.COOKIE_SECURE === 'false' ? 'never' : 'auto',
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 60),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 24 * 7),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 100 * 1024),
    seedOnStart: env.SEED_ON_START ? env.SEED_ON_START === 'true' : !databaseUrl,
    sweepIntervalMinutes: env.SWEEP_INTERVAL_MINUTES === '0' ? 0 : int(env.SWEEP_INTERVAL_MINUTES, 15),
    creditAppRetentionDays:
      env.CREDIT_APP_RETENTION_DAYS === '0' ? 0 : int(env.CREDIT_APP_RETENTION_DAYS, 365),
    trustedProxies: trustedProxies(env),
    signUpsPerIpPerHour: int(env.SIGN_UPS_PER_IP_PER_HOUR, 10),
    payments: loadPaymentsConfig(env),
    sessionCacheMs: env.SESSION_CACHE_MS === '0' ? 0 : Math.min(60_000, int(env.SESSION_CACHE_MS, 2000)),
  };
}
