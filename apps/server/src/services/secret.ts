import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

const KEY = 'server_secret';

/**
 * The server secret for HMACs (one-time codes): SECRET_KEY when set, otherwise generated once and kept
 * in the database, so every process over the same database agrees.
 */
export async function loadSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  if (row && typeof row.value === 'string') return row.value;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(appSettings).values({ key: KEY, value: secret }).onConflictDoNothing();
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  return typeof stored?.value === 'string' ? stored.value : secret;
}

export function hmac(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}
