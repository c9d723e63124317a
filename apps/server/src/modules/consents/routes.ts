/** `/api/customer/consents/` (the dealer's definitions, the user's values) and `/api/customer/user/{id}/save_consents/`. */
import { consentValuesBodySchema } from '@storefront/domain';
import { Hono } from 'hono';
import { requireAuth, requireCustomer, requireSameCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError } from '../../http/helpers.ts';
import { dealerConsents, registrationConsentList, saveConsents, userConsents } from './service.ts';

/** Mounted at /api/customer/consents. */
export function consentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const dealer = c.var.dealer;
    if (c.req.query('get_user') === 'true') {
      const auth = requireAuth(c);
      const user = auth.actingAs ?? auth.user;
      return c.json(await userConsents(deps, dealer, user));
    }
    return c.json({
      results: dealerConsents(dealer),
      registration: registrationConsentList(dealer),
      contact: dealerConsents(dealer, 'contact'),
    });
  });
  app.post('/', async (c) => {
    if (!c.var.auth && !c.var.expiredEmail)
      throw new HttpError(401, { detail: 'User not logged in', code: 'not_authenticated' });
    const { customer } = requireCustomer(c);
    const body = await readJson(c, consentValuesBodySchema);
    return c.json({ consent_values: await saveConsents(deps, c, customer, body.consent_values, 'consents') });
  });

  return app;
}

/** Part of the user module (/api/customer/user/{id}/save_consents). */
export function userConsentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post('/:id{[0-9]+}/save_consents', async (c) => {
    const customer = requireSameCustomer(c);
    const body = await readJson(c, consentValuesBodySchema);
    return c.json({
      consent_values: await saveConsents(deps, c, customer, body.consent_values, 'save_consents'),
    });
  });
  return app;
}
