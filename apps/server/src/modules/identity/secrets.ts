/**
 * A provider's client secret at rest. Invariants:
 *
 * - it is sealed with the server's personal-data cipher (../credit-app/crypto.ts: AES-256-GCM, the
 *   key id inside the sealed text), with the provider's dealer and key as additional data: a sealed
 *   secret copied to another provider's row does not open;
 * - a row written in plain text (the demo seed, an operator's SQL) is sealed when the server starts
 *   (`sealClientSecrets`, after the seed) and, if it arrives while the server runs, on its first use;
 * - key rotation (`credit-app:rotate-keys`) re-seals the secrets sealed with another key, as it does
 *   the credit applications; the database never holds a usable secret without the key.
 */
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { type IdentityProviderRow, identityProviders } from '../../db/schema.ts';
import type { PiiCipher } from '../credit-app/crypto.ts';

type SecretRow = Pick<IdentityProviderRow, 'id' | 'dealerId' | 'key' | 'clientSecret'>;

const aad = (row: Pick<SecretRow, 'dealerId' | 'key'>) => `identity_providers/${row.dealerId}/${row.key}`;

/** The id of the key a stored secret is sealed with, or null for a secret in plain text. */
export function sealedWith(stored: string): string | null {
  const match = /^v1:([^:]+):/.exec(stored);
  return match?.[1] ?? null;
}

/** The secret of a row: opened (a key the cipher does not hold throws), or the plain text as stored. */
export function clientSecretOf(cipher: PiiCipher, row: SecretRow): string {
  return sealedWith(row.clientSecret) === null ? row.clientSecret : cipher.open(row.clientSecret, aad(row));
}

/** Seals one row's secret with the cipher's current key, unless another writer changed it meanwhile. */
async function reseal(db: Db, cipher: PiiCipher, row: SecretRow): Promise<boolean> {
  const sealed = cipher.seal(clientSecretOf(cipher, row), aad(row));
  const updated = await db
    .update(identityProviders)
    .set({ clientSecret: sealed })
    .where(and(eq(identityProviders.id, row.id), eq(identityProviders.clientSecret, row.clientSecret)))
    .returning({ id: identityProviders.id });
  return updated.length > 0;
}

/**
 * Seals every secret stored in plain text or with another key than the cipher's current one;
 * answers how many. At start (server.ts) and by the key rotation.
 */
export async function sealClientSecrets(db: Db, cipher: PiiCipher): Promise<number> {
  const rows = await db
    .select({
      id: identityProviders.id,
      dealerId: identityProviders.dealerId,
      key: identityProviders.key,
      clientSecret: identityProviders.clientSecret,
    })
    .from(identityProviders);
  let done = 0;
  for (const row of rows) {
    if (sealedWith(row.clientSecret) === cipher.keyId) continue;
    if (await reseal(db, cipher, row)) done += 1;
  }
  return done;
}

/**
 * The secret of a provider row about to be used: a plain-text one (written after the start) is
 * sealed at once and the log says so; the secret itself is answered either way.
 */
export async function usableClientSecret(
  db: Db,
  cipher: PiiCipher,
  row: SecretRow,
  logger: Pick<Logger, 'warn'>,
): Promise<string> {
  const secret = clientSecretOf(cipher, row);
  if (sealedWith(row.clientSecret) === null) {
    await reseal(db, cipher, row);
    logger.warn({ provider: row.key }, 'identity provider: a client secret stored in plain text was sealed');
  }
  return secret;
}
