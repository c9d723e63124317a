/**
 * Staff calls on credit applications (dealer panel API; issue 20's "dealer review"):
 *
 * - `GET /api/dealer/credit-applications/?status=` : the dealer's sent applications, newest first
 *   (no personal data: status, system, order, customer, dates).
 * - `GET /api/dealer/credit-applications/{id}/` : one application, opened (SIN/SSN masked); every
 *   read is written to the audit log.
 * - `POST /api/dealer/credit-applications/{id}/decision/` `{status}` : the dealership decides an
 *   application waiting for it (awaiting dealer or further verification): 1 awaiting customer,
 *   3 complete, 4 declined, 5 further verification. The order carries the new status. Audited.
 *
 * Who: staff covering the tenant dealer who may act for customers. Another dealer's application is a 404.
 */
import { creditApplicationDecisionBodySchema, creditApplicationListQuerySchema } from '@storefront/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type CreditApplicationRow, creditApplications, orders, users, vehicles } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { idParam, nonField, notFoundError, readQuery } from '../../http/helpers.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';
import { orderWritten } from '../orders/store.ts';
import { serializeUser } from '../user/service.ts';
import { serializeApplication, systemView } from './serializers.ts';
import { type CreditAppDeps, openApplicants, stepStateOf } from './service.ts';

/** Statuses the dealership may decide from. */
const DECIDABLE = [2, 5];

function listView(row: CreditApplicationRow) {
  return {
    id: row.id,
    order: row.orderId,
    customer: row.customerId,
    status: row.status,
    system: row.system,
    reference: row.reference,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function dealerCreditAppRoutes(deps: AppDeps, mod: CreditAppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;

  async function sent(c: AppContext, id: number): Promise<CreditApplicationRow> {
    const [row] = await db
      .select()
      .from(creditApplications)
      .where(and(eq(creditApplications.id, id), eq(creditApplications.dealerId, c.get('dealer').id)))
      .limit(1);
    // A draft is the shopper's own until sent.
    if (!row || row.status === null) throw notFoundError('Credit application not found.');
    return row;
  }

  app.get('/', async (c) => {
    const query = readQuery(c, creditApplicationListQuerySchema);
    const where = [
      eq(creditApplications.dealerId, c.get('dealer').id),
      sql`${creditApplications.status} is not null`,
    ];
    if (query.status !== undefined) where.push(eq(creditApplications.status, query.status));
    const rows = await db
      .select({ row: creditApplications, customer: users, vehicle: vehicles })
      .from(creditApplications)
      .innerJoin(users, eq(users.id, creditApplications.customerId))
      .innerJoin(orders, eq(orders.id, creditApplications.orderId))
      .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
      .where(and(...where))
      .orderBy(desc(creditApplications.submittedAt), desc(creditApplications.id))
      .limit(200);
    // The console's list names who and which vehicle (no personal data of the application itself).
    const results = rows.map(({ row, customer, vehicle }) => ({
      ...listView(row),
      customer_name: serializeUser(customer).name_or_email,
      vehicle: vehicle
        ? { year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: vehicle.trim }
        : null,
    }));
    return c.json({ count: results.length, results });
  });

  app.get('/:id{[0-9]+}', async (c) => {
    const auth = requireStaff(c);
    const row = await sent(c, idParam(c, 'id'));
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
    if (!order) throw notFoundError('Credit application not found.');
    await audit(deps, {
      dealerId: row.dealerId,
      actorUserId: auth.user.id,
      subjectUserId: row.customerId,
      action: 'credit_application_read',
      ip: clientIp(c),
      details: { credit_application: row.id, order: row.orderId },
    });
    const system = mod.systemFor(c.var.dealer);
    return c.json({
      ...listView(row),
      application: serializeApplication(order, row, openApplicants(mod.cipher, row), system),
    });
  });

  app.post('/:id{[0-9]+}/decision', async (c) => {
    const auth = requireStaff(c);
    const row = await sent(c, idParam(c, 'id'));
    const body = await readJson(c, creditApplicationDecisionBodySchema);
    if (!DECIDABLE.includes(row.status ?? 0))
      throw nonField('This application is not waiting for the dealership.');
    const now = deps.now();
    const [updated] = await db
      .update(creditApplications)
      .set({ status: body.status, decidedAt: now, updatedAt: now })
      .where(and(eq(creditApplications.id, row.id), eq(creditApplications.status, row.status ?? 0)))
      .returning();
    if (!updated) throw nonField('This application is not waiting for the dealership.');
    await db
      .update(orders)
      .set({
        creditApplicationStatus: body.status,
        showCreditAppResult: true,
        progress: sql`${orders.progress} || ${JSON.stringify({ 'credit-app': stepStateOf(body.status) })}::jsonb`,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, row.orderId));
    orderWritten(db, row.orderId);
    await audit(deps, {
      dealerId: row.dealerId,
      actorUserId: auth.user.id,
      subjectUserId: row.customerId,
      action: 'credit_application_decided',
      ip: clientIp(c),
      details: { credit_application: row.id, from: row.status, to: body.status },
    });
    return c.json({ ...listView(updated), system: systemView(mod.systemFor(c.var.dealer)) });
  });

  return app;
}
