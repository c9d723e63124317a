import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { dealers, oneTimeCodes, users } from '../../db/schema.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { clientIp } from '../../http/ip.ts';
import { hmac } from '../../services/secret.ts';
import { startSession } from '../../services/sessions.ts';

/**
 * GET /api/auth/login-link/{catId}.{secret}/ — the link of the login e-mail. Signs the customer in and
 * redirects to the dealer's storefront; an expired or used link redirects with `expired` and `email`
 * so the storefront re-prompts (spec 1 §4).
 */
export function loginLinkRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;
  app.get('/:token', async (c) => {
    const match = /^([0-9a-f-]{36})\.([0-9a-f]{32})$/.exec(c.req.param('token'));
    if (!match?.[1] || !match[2]) return c.redirect('/', 302);
    const [catId, secretPart] = [match[1], match[2]];
    const now = deps.now();
    const [row] = await db
      .select({ code: oneTimeCodes, user: users, dealerCode: dealers.code })
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .innerJoin(dealers, eq(dealers.id, oneTimeCodes.dealerId))
      .where(and(eq(oneTimeCodes.catId, catId), eq(oneTimeCodes.purpose, 'login_link')))
      .limit(1);
    if (!row || hmac(deps.secret, catId, secretPart) !== row.code.codeHash) return c.redirect('/', 302);
    const [used] = await db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(eq(oneTimeCodes.id, row.code.id), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)),
      )
      .returning({ id: oneTimeCodes.id });
    if (!used) {
      const query = new URLSearchParams({ expired: 'true', email: row.user.email });
      return c.redirect(`/${row.dealerCode}/?${query}`, 302);
    }
    await startSession(c, db, deps.config, row.user, row.code.dealerId, now, clientIp(c));
    return c.redirect(`/${row.dealerCode}/`, 302);
  });
  return app;
}
