/**
 * Credit-application upkeep: re-sealing every record with the current key (key rotation) and the
 * retention purge. Run by `pnpm --filter @storefront/server credit-app:rotate-keys` and
 * `credit-app:purge` (./maintenance-cli.ts), e.g. from a daily job.
 */
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditApplications } from '../../db/schema.ts';
import type { PiiCipher } from './crypto.ts';

const aad = (row: { dealerId: number; orderId: number }, party: 'primary' | 'co') =>
  `credit_applications/${row.dealerId}/${row.orderId}/${party}`;

/** Re-seals every record not sealed with the cipher's current key; answers how many. */
export async function rotateKeys(db: Db, cipher: PiiCipher): Promise<number> {
  const rows = await db.select().from(creditApplications).where(ne(creditApplications.keyId, cipher.keyId));
  let done = 0;
  for (const row of rows) {
    const primaryEnc = cipher.seal(cipher.open(row.primaryEnc, aad(row, 'primary')), aad(row, 'primary'));
    const coEnc = row.coEnc ? cipher.seal(cipher.open(row.coEnc, aad(row, 'co')), aad(row, 'co')) : null;
    const updated = await db
      .update(creditApplications)
      .set({ keyId: cipher.keyId, primaryEnc, coEnc })
      .where(and(eq(creditApplications.id, row.id), eq(creditApplications.keyId, row.keyId)))
      .returning({ id: creditApplications.id });
    done += updated.length;
  }
  return done;
}

/** Deletes applications last changed more than `days` days ago; answers how many. */
export async function purgeApplications(db: Db, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const deleted = await db
    .delete(creditApplications)
    .where(lt(creditApplications.updatedAt, before))
    .returning({ id: creditApplications.id });
  return deleted.length;
}
