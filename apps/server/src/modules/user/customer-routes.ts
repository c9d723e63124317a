/** The customer's own small calls under /api/customer/user (spec 1 §7): client id, notes, CRM events, input checks, unsubscribe. */
import {
  clientIdBodySchema,
  crmEventBodySchema,
  customerNoteBodySchema,
  validateInputBodySchema,
} from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { crmEvents, customerNotes, users } from '../../db/schema.ts';
import { requireCustomer, requireSameCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { allowHit } from '../../services/rate-limit.ts';
import { forgetUser } from '../../services/sessions.ts';
import { withdrawMarketing } from '../consents/service.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { customerFieldErrors } from './routes.ts';
import { serializeUser } from './service.ts';

export function customerCallRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  app.post('/save_client_id', async (c) => {
    const body = await readJson(c, clientIdBodySchema);
    const auth = c.var.auth;
    const user = auth ? (auth.actingAs ?? auth.user) : null;
    if (user?.role === 'customer') {
      await db.update(users).set({ clientId: body.client_id }).where(eq(users.id, user.id));
      forgetUser(db, user.id);
    }
    return c.json({ saved: user?.role === 'customer' });
  });

  app.post('/add_note', async (c) => {
    const body = await readJson(c, customerNoteBodySchema);
    if (!(await allowHit(db, `note:ip:${clientIp(c)}`, 30, 3600_000, deps.now()))) {
      throw new HttpError(429, {
        detail: 'Too many requests. Please wait and try again.',
        code: 'throttled',
      });
    }
    const user = c.var.auth?.actingAs ?? c.var.auth?.user ?? null;
    await db.insert(customerNotes).values({
      dealerId: c.var.dealer.id,
      userId: user?.role === 'customer' ? user.id : null,
      email: body.email,
      message: body.message,
      createdAt: deps.now(),
    });
    return c.json({ detail: 'Note saved.' }, 201);
  });

  app.post('/log_crm_event', async (c) => {
    const { customer } = requireCustomer(c);
    const body = await readJson(c, crmEventBodySchema);
    await db
      .insert(crmEvents)
      .values({ dealerId: c.var.dealer.id, userId: customer.id, event: body.event, createdAt: deps.now() });
    return c.json({ detail: 'Event logged.' }, 201);
  });

  app.post('/validate_input', async (c) => {
    const dealer = c.var.dealer;
    await readJson(c, validateInputBodySchema, (raw) => customerFieldErrors(dealer, raw, false));
    return c.json({ valid: true });
  });

  app.post('/:id{[0-9]+}/unsubscribe', async (c) => {
    const customer = requireSameCustomer(c);
    const dealer = c.var.dealer;
    // The flag and the withdrawal of the marketing consents (kept with the source 'unsubscribe') are one write.
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ unsubscribedAt: deps.now() })
        .where(eq(users.id, customer.id))
        .returning();
      await withdrawMarketing(tx, dealer, customer.id, resolveLanguage(c, dealer), deps.now());
      return row;
    });
    forgetUser(db, customer.id);
    return c.json(updated ? serializeUser(updated) : { detail: 'Unsubscribed.' });
  });

  return app;
}
