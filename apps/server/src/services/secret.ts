import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

/** The row where earlier versions kept the generated secret; moved to the file and deleted. */
const LEGACY_KEY = 'server_secret';

export interface SecretSource {
  /** SECRET_KEY, when set: used as it is. */
  fromEnv: string | undefined;
  /** Where a generated secret is kept (SECRET_KEY_FILE; default beside the data folder). */
  file: string;
}

function readKeyFile(file: string): string | null {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The server secret for HMACs (one-time codes, login links, share links).
 *
 * Invariant: the secret never lives in the database, so a copy of the database (a backup, a leaked
 * dump) cannot forge a link. SECRET_KEY when set; otherwise a file readable by the owner only,
 * generated once (created exclusively, so two processes starting together agree). A secret that an
 * earlier version kept in the database moves to the file, so links already sent keep working.
 */
export async function loadSecret(db: Db, source: SecretSource): Promise<string> {
  if (source.fromEnv) return source.fromEnv;
  const [legacy] = await db.select().from(appSettings).where(eq(appSettings.key, LEGACY_KEY)).limit(1);
  let secret = readKeyFile(source.file);
  if (!secret) {
    const candidate =
      legacy && typeof legacy.value === 'string' ? legacy.value : randomBytes(32).toString('base64url');
    mkdirSync(dirname(source.file), { recursive: true });
    try {
      writeFileSync(source.file, `${candidate}\n`, { flag: 'wx', mode: 0o600 });
      secret = candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      secret = readKeyFile(source.file);
      if (!secret)
        throw new Error(`The secret file ${source.file} is empty or too short (32 characters at least).`);
    }
  }
  chmodSync(source.file, 0o600);
  if (legacy) await db.delete(appSettings).where(eq(appSettings.key, LEGACY_KEY));
  return secret;
}

export function hmac(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}
