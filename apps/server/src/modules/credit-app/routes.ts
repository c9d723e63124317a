/**
 * /api/customer/credit-application/ (spec 3 §7): the application of one order (`{id}` is the
 * order's id), its draft, the dealer's checks, submission and decision. Only the order's customer
 * (or staff acting as them) reaches it: another customer's order is a 404.
 */
import {
  creditAppDraftBodySchema,
  creditAppValidateBodySchema,
  postalCodeProvinceQuerySchema,
} from '@storefront/domain';
import { Hono } from 'hono';
import { requireCustomer } from '../../http/auth.ts';
import { emptyBodySchema, readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, nonField, readQuery } from '../../http/helpers.ts';
import { checkPostalCode } from '../orders/postal.ts';
import { customerOrder } from '../orders/store.ts';
import { piiCipherFromEnv } from './crypto.ts';
import { dealerCreditAppRoutes } from './dealer-routes.ts';
import { decisionSystemFor } from './decision.ts';
import { provinceOfFsa } from './fsa-provinces.ts';
import { serializeApplication, serializeDecision } from './serializers.ts';
import {
  applicationRow,
  type CreditAppDeps,
  openApplicants,
  requireCreditSection,
  saveDraft,
  sectionErrors,
  submitApplication,
} from './service.ts';
import { usState } from './zip-states.ts';

/**
 * The module, mounted at /api: the customer calls under /customer/credit-application and the staff
 * calls under /dealer/credit-applications (./dealer-routes.ts), sharing one cipher and decision system.
 */
export function creditAppModule(deps: AppDeps, mod?: Partial<CreditAppDeps>) {
  const cipher = mod?.cipher ?? piiCipherFromEnv(process.env, deps.config.dataDir, deps.logger);
  const systemFor =
    mod?.systemFor ?? ((dealer) => decisionSystemFor(dealer.settings.credit_application_system, deps.logger));
  const own: CreditAppDeps = { cipher, systemFor };
  const app = new Hono<AppEnv>({ strict: false });
  app.route('/customer/credit-application', creditAppRoutes(deps, own));
  app.route('/dealer/credit-applications', dealerCreditAppRoutes(deps, own));
  return app;
}

export { postalCodeProvinceQuerySchema };

export function creditAppRoutes(deps: AppDeps, own: CreditAppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const { cipher, systemFor } = own;
  const db = deps.database.db;

  const ownOrder = async (c: AppContext, id: number) => {
    const { customer } = requireCustomer(c);
    requireCreditSection(c.var.dealer);
    return customerOrder(db, c, customer.id, id);
  };

  app.get('/:id{[0-9]+}/dealer_application', async (c) => {
    const order = await ownOrder(c, idParam(c, 'id'));
    const row = await applicationRow(db, order);
    return c.json(serializeApplication(order, row, openApplicants(cipher, row), systemFor(c.var.dealer)));
  });

  app.put('/:id{[0-9]+}', async (c) => {
    const order = await ownOrder(c, idParam(c, 'id'));
    if (order.isArchived) throw nonField('This order is archived.');
    const body = await readJson(c, creditAppDraftBodySchema);
    const { row, applicants } = await saveDraft(deps, own, c, order, body);
    return c.json(serializeApplication(order, row, applicants, systemFor(c.var.dealer)));
  });

  app.post('/validate', async (c) => {
    const body = await readJson(c, creditAppValidateBodySchema);
    const order = await ownOrder(c, body.order);
    // Without values, the saved ones are checked.
    let checked: Record<string, unknown> | undefined = body.application;
    if (!checked) {
      const applicants = openApplicants(cipher, await applicationRow(db, order));
      checked = body.party === 'co' ? (applicants.co ?? {}) : applicants.primary;
    }
    const errors = sectionErrors(c.var.dealer, body.section, body.party, checked, deps.now());
    if (Object.keys(errors).length) throw new HttpError(400, errors);
    return c.json({ valid: true });
  });

  app.post('/:id{[0-9]+}/submit_application', async (c) => {
    const order = await ownOrder(c, idParam(c, 'id'));
    await readJson(c, emptyBodySchema);
    if (order.isArchived) throw nonField('This order is archived.');
    const row = await submitApplication(deps, own, c, order);
    return c.json(serializeDecision(row, systemFor(c.var.dealer)));
  });

  app.get('/:id{[0-9]+}/decision_status', async (c) => {
    const order = await ownOrder(c, idParam(c, 'id'));
    return c.json(serializeDecision(await applicationRow(db, order), systemFor(c.var.dealer)));
  });

  // GET {order}/postal_code_province/?postal_code= : the province (or state) of a postal code, for the
  // residential step's auto-fill (spec 3 §5): a postal code's province is its forward sortation area's
  // (./fsa-provinces.ts), none (null, "not found") for an FSA not in use; a ZIP code gives its state
  // (./zip-states.ts).
  app.get('/:id{[0-9]+}/postal_code_province', async (c) => {
    await ownOrder(c, idParam(c, 'id'));
    const { postal_code } = readQuery(c, postalCodeProvinceQuerySchema);
    const country = c.var.dealer.country === 'US' ? 'US' : 'CA';
    const check = checkPostalCode(postal_code, country);
    if (!check.ok) throw new HttpError(400, { postal_code: [check.message] });
    const province = country === 'US' ? usState(check.postalCode) : provinceOfFsa(check.postalCode);
    return c.json({ country, province, postal_code: check.postalCode });
  });

  return app;
}
