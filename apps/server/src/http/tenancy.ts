import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { type DealerRow, dealers } from '../db/schema.ts';
import type { AppEnv } from './env.ts';

export const DEALER_HEADER = 'X-Dealer-Code';
/** Dealer codes in URLs: 3 or more letters, digits or underscore (spec 1 §2). */
export const DEALER_CODE_PATTERN = /^[A-Za-z0-9_]{3,64}$/;

const TTL_MS = 5000;

/** Looks dealers up by code, with a short cache (settings changes show within seconds on every process). */
export function dealerDirectory(db: Db) {
  const cache = new Map<string, { at: number; row: DealerRow | null }>();
  let defaultDealer: { at: number; row: DealerRow | null } | null = null;
  return {
    async byCode(code: string): Promise<DealerRow | null> {
      const key = code.toLowerCase();
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
      const [row] = await db.select().from(dealers).where(eq(dealers.code, key)).limit(1);
      cache.set(key, { at: Date.now(), row: row ?? null });
      return row ?? null;
    },
    async default(): Promise<DealerRow | null> {
      if (defaultDealer && Date.now() - defaultDealer.at < TTL_MS) return defaultDealer.row;
      const [row] = await db
        .select()
        .from(dealers)
        .where(eq(dealers.isDefault, true))
        .orderBy(dealers.id)
        .limit(1);
      const fallback = row ?? (await db.select().from(dealers).orderBy(dealers.id).limit(1))[0] ?? null;
      defaultDealer = { at: Date.now(), row: fallback };
      return fallback;
    },
    clear() {
      cache.clear();
      defaultDealer = null;
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
      if (!dealer) return c.json({ detail: 'Dealer not found.', code: 'dealer_not_found' }, 404);
    } else {
      dealer = await directory.default();
      if (!dealer) return c.json({ detail: 'No dealer is configured.', code: 'dealer_not_found' }, 404);
    }
    c.set('dealer', dealer);
    await next();
  };
}
