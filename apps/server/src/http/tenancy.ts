import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { readCache } from '../db/read-cache.ts';
import { type DealerRow, dealers } from '../db/schema.ts';
import type { AppEnv } from './env.ts';
import { languageBeforeDealer, localizeErrorBody } from './messages.ts';

export const DEALER_HEADER = 'X-Dealer-Code';
/** Dealer codes in URLs: 3 or more letters, digits or underscore (spec 1 §2). */
export const DEALER_CODE_PATTERN = /^[A-Za-z0-9_]{3,64}$/;

const TTL_MS = 5000;
const DEFAULT_KEY = '\0default';

/**
 * Looks dealers up by code, cached per process (read cache `dealers`: settings changes show within
 * seconds on every process, at once in this one after `invalidateReadCaches`).
 */
export function dealerDirectory(db: Db) {
  const cache = readCache<string, DealerRow | null>(db, 'dealers', TTL_MS);
  return {
    byCode(code: string): Promise<DealerRow | null> {
      // Not a dealer code (a NUL byte, which PostgreSQL refuses, among others): no such dealer, no query.
      if (!DEALER_CODE_PATTERN.test(code)) return Promise.resolve(null);
      const key = code.toLowerCase();
      return cache.get(key, async () => {
        const [row] = await db.select().from(dealers).where(eq(dealers.code, key)).limit(1);
        return row ?? null;
      });
    },
    default(): Promise<DealerRow | null> {
      return cache.get(DEFAULT_KEY, async () => {
        const [row] = await db
          .select()
          .from(dealers)
          .where(eq(dealers.isDefault, true))
          .orderBy(dealers.id)
          .limit(1);
        return row ?? (await db.select().from(dealers).orderBy(dealers.id).limit(1))[0] ?? null;
      });
    },
    clear() {
      cache.invalidate();
    },
  };
}

export type DealerDirectory = ReturnType<typeof dealerDirectory>;

/** Resolves the tenant from X-Dealer-Code (no header: the default dealer; unknown code: 404). */
export function tenancy(directory: DealerDirectory): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const code = c.req.header(DEALER_HEADER)?.trim();
    let dealer: DealerRow | null;
    if (code) {
      dealer = DEALER_CODE_PATTERN.test(code) ? await directory.byCode(code) : null;
      if (!dealer) {
        const body = { detail: 'Dealer not found.', code: 'dealer_not_found' };
        return c.json(localizeErrorBody(body, languageBeforeDealer(c)), 404);
      }
    } else {
      dealer = await directory.default();
      if (!dealer) return c.json({ detail: 'No dealer is configured.', code: 'dealer_not_found' }, 404);
    }
    c.set('dealer', dealer);
    await next();
  };
}
