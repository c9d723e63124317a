/**
 * Personal data at rest (issue 20): AES-256-GCM through Node's crypto, a 96-bit random IV per
 * seal, the record it belongs to as additional data (a ciphertext moved to another row does not
 * open), and the key id in the sealed text and in the row so keys can rotate.
 *
 * Keys: `CREDIT_APP_KEY` (32 bytes, base64 or hex) with `CREDIT_APP_KEY_ID` (default `k1`) seals;
 * `CREDIT_APP_OLD_KEYS` (`id:key,id:key`) still open older records until `rotate-keys` re-seals
 * them. Without `CREDIT_APP_KEY` the embedded default is a DEVELOPMENT key generated once into
 * `credit-app-dev.key` beside the data folder, and the server says so in its log at start; when that
 * file cannot be written (nor read) the server refuses to start, with an error naming it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';

export const DEV_KEY_ID = 'dev-local';
const VERSION = 'v1';

export interface PiiCipher {
  /** The id of the key new seals use. */
  readonly keyId: string;
  /** Whether the key is the embedded development key. */
  readonly development: boolean;
  seal(plain: string, aad: string): string;
  open(sealed: string, aad: string): string;
}

function parseKey(raw: string, name: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes (base64 or 64 hex digits)`);
  return key;
}

export function createPiiCipher(
  keys: ReadonlyMap<string, Buffer>,
  keyId: string,
  development: boolean,
): PiiCipher {
  const current = keys.get(keyId);
  if (!current) throw new Error(`no key ${keyId}`);
  return {
    keyId,
    development,
    seal(plain, aad) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(aad));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, keyId, iv.toString('base64'), tag.toString('base64'), body.toString('base64')].join(
        ':',
      );
    },
    open(sealed, aad) {
      const [version, id = '', iv = '', tag = '', body = ''] = sealed.split(':');
      const key = keys.get(id);
      if (version !== VERSION || !key) throw new Error(`cannot open a record sealed with key ${id}`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The development key: generated once into `credit-app-dev.key` beside the data folder. When that file
 * can be neither read nor written the server refuses to start (logged, then thrown): a key kept only in
 * memory would seal data that no later start could open.
 */
function developmentKey(dataDir: string, logger: Logger): Buffer {
  const file = join(dirname(dataDir), 'credit-app-dev.key');
  try {
    if (existsSync(file)) return parseKey(readFileSync(file, 'utf8'), file);
    const key = randomBytes(32);
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch (error) {
      // Another process wrote it first: that key is the one.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        return parseKey(readFileSync(file, 'utf8'), file);
      throw error;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = `credit applications: the development key ${file} could not be written or read (${reason}); make its folder writable or set CREDIT_APP_KEY`;
    logger.error({ file, err: error }, message);
    throw new Error(message, { cause: error });
  }
}

/** One cipher per configuration: the modules that seal or open personal data share it (one log line). */
const ciphers = new Map<string, PiiCipher>();

/** The cipher of the configuration (environment), logging once which key it uses. */
export function piiCipherFromEnv(env: NodeJS.ProcessEnv, dataDir: string, logger: Logger): PiiCipher {
  const configuration = JSON.stringify([
    dataDir,
    env.CREDIT_APP_KEY ?? null,
    env.CREDIT_APP_KEY_ID ?? null,
    env.CREDIT_APP_OLD_KEYS ?? null,
  ]);
  const known = ciphers.get(configuration);
  if (known) return known;
  const cipher = newPiiCipher(env, dataDir, logger);
  ciphers.set(configuration, cipher);
  return cipher;
}

function newPiiCipher(env: NodeJS.ProcessEnv, dataDir: string, logger: Logger): PiiCipher {
  const keys = new Map<string, Buffer>();
  for (const pair of (env.CREDIT_APP_OLD_KEYS ?? '').split(',').filter(Boolean)) {
    const at = pair.indexOf(':');
    keys.set(pair.slice(0, at), parseKey(pair.slice(at + 1), 'CREDIT_APP_OLD_KEYS'));
  }
  if (env.CREDIT_APP_KEY) {
    const keyId = env.CREDIT_APP_KEY_ID || 'k1';
    keys.set(keyId, parseKey(env.CREDIT_APP_KEY, 'CREDIT_APP_KEY'));
    logger.info({ keyId }, 'credit applications: personal data sealed with CREDIT_APP_KEY');
    return createPiiCipher(keys, keyId, false);
  }
  keys.set(DEV_KEY_ID, developmentKey(dataDir, logger));
  logger.warn(
    { keyId: DEV_KEY_ID },
    'credit applications: personal data sealed with a DEVELOPMENT key generated on this machine (credit-app-dev.key); set CREDIT_APP_KEY in production',
  );
  return createPiiCipher(keys, DEV_KEY_ID, true);
}
