/**
 * Privacy requests (./service.ts): `POST /api/customer/privacy/export/` and `/erase/` for the signed-in
 * customer, `POST /api/dealer/customers/{id}/privacy/export/` and `/erase/` for staff who handle them
 * (`handlePrivacyRequests`). POST, not GET: each request is recorded. An erasure is confirmed by
 * typing the account's e-mail address, and ends the customer's sessions.
 */
import { privacyErasureSchema } from '@storefront/domain';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { DealerRow, UserRow } from '../../db/schema.ts';
import { forbidden, requireCustomer, requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';
import { endSession } from '../../services/sessions.ts';
import { type PiiCipher, piiCipherFromEnv } from '../credit-app/crypto.ts';
import { photoStorageOf } from '../photo-storage/storage.ts';
import { dealerCustomer } from '../staff/customers.ts';
import { roleMayFor } from '../staff/permissions.ts';
import { removeTradeInPhotos } from '../trade-in/photos.ts';
import { normalizeEmail } from '../user/service.ts';
import { customerData, eraseCustomer } from './service.ts';

/** The erasure's confirmation: the account's e-mail typed again (the domain's body). */
export { privacyErasureSchema };

/** The download: a JSON file named after the dealer and the day. */
async function download(deps: AppDeps, cipher: PiiCipher, c: AppContext, customer: UserRow, actorId: number) {
  const dealer = c.var.dealer;
  const data = await customerData(deps.database.db, cipher, dealer, customer);
  await audit(deps, {
    dealerId: dealer.id,
    actorUserId: actorId,
    subjectUserId: customer.id,
    action: 'privacy_export',
    ip: clientIp(c),
  });
  const day = deps.now().toISOString().slice(0, 10);
  c.header('Content-Disposition', `attachment; filename="${dealer.code}-my-data-${day}.json"`);
  c.header('Cache-Control', 'no-store');
  return c.json({ exported_at: deps.now().toISOString(), ...data });
}

/** The erasure, once the e-mail typed (the body, read by the caller) is the account's. */
async function erase(
  deps: AppDeps,
  c: AppContext,
  body: z.infer<typeof privacyErasureSchema>,
  dealer: DealerRow,
  customer: UserRow,
  actorId: number,
) {
  if (normalizeEmail(body.confirm_email) !== customer.emailNormalized) {
    throw new HttpError(400, { confirm_email: ['Type the e-mail address of the account to confirm.'] });
  }
  const report = await eraseCustomer(
    deps.database.db,
    dealer,
    customer,
    { userId: actorId, ip: clientIp(c) },
    deps.now(),
    (ids) => removeTradeInPhotos(photoStorageOf(deps), dealer.id, ids),
  );
  deps.logger.info({ dealer: dealer.code, customer: customer.id, ...report }, 'privacy erasure carried out');
  return report;
}

/**
 * The customer the request is for: the signed-in customer, or the one a staff member acts as when
 * their role handles privacy requests (a download or an erasure for a customer is one, whichever way
 * staff ask: `handlePrivacyRequests`, as on /api/dealer/customers/{id}/privacy/).
 */
async function requireOwnRequest(deps: AppDeps, c: AppContext) {
  const { auth, customer } = requireCustomer(c);
  if (auth.actingAs && !(await roleMayFor(deps, auth.user, c.var.dealer, 'handlePrivacyRequests'))) {
    throw forbidden();
  }
  return { auth, customer };
}

/** Mounted at /api/customer/privacy. */
export function privacyRoutes(deps: AppDeps, cipher?: PiiCipher) {
  const app = new Hono<AppEnv>();
  const own = cipher ?? piiCipherFromEnv(process.env, deps.config.dataDir, deps.logger);

  app.post('/export', async (c) => {
    const { auth, customer } = await requireOwnRequest(deps, c);
    return download(deps, own, c, customer, auth.user.id);
  });

  app.post('/erase', async (c) => {
    const { auth, customer } = await requireOwnRequest(deps, c);
    const body = await readJson(c, privacyErasureSchema);
    const report = await erase(deps, c, body, c.var.dealer, customer, auth.user.id);
    if (!auth.actingAs) await endSession(c, deps.database.db, deps.now());
    return c.json({ status: 'erased', ...report });
  });

  return app;
}

/** Mounted at /api/dealer/customers: the same requests, made by staff for a customer of the dealer. */
export function dealerPrivacyRoutes(deps: AppDeps, cipher?: PiiCipher) {
  const app = new Hono<AppEnv>();
  const own = cipher ?? piiCipherFromEnv(process.env, deps.config.dataDir, deps.logger);

  app.post('/:id/privacy/export', async (c) => {
    const auth = requireStaff(c);
    const customer = await dealerCustomer(deps.database.db, c.var.dealer, idParam(c, 'id'));
    return download(deps, own, c, customer, auth.user.id);
  });

  app.post('/:id/privacy/erase', async (c) => {
    const auth = requireStaff(c);
    const body = await readJson(c, privacyErasureSchema);
    const customer = await dealerCustomer(deps.database.db, c.var.dealer, idParam(c, 'id'));
    return c.json({
      status: 'erased',
      ...(await erase(deps, c, body, c.var.dealer, customer, auth.user.id)),
    });
  });

  return app;
}
