/** /api/customer/order-steps: the sections and steps of the dealer's flow with the order's progress (spec 2 §4). */
import { orderStepsQuerySchema, orderStepsUpdateSchema } from '@storefront/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { requireCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, notFoundError, readQuery } from '../../http/helpers.ts';
import { dealerVehicle } from '../inventory/vehicles.ts';
import { queueReviewLead } from '../orders/service.ts';
import { customerOrder, orderWritten } from '../orders/store.ts';
import { applyProgressUpdate, describeSteps } from './service.ts';

export const orderStepsBodySchema = orderStepsUpdateSchema.strict();

export function orderStepsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db: Db = deps.database.db;

  // GET /api/customer/order-steps/?vehicle=&order= : sections and steps of the dealer's flow with progress.
  app.get('/', async (c) => {
    const query = readQuery(c, orderStepsQuerySchema);
    const dealer = c.get('dealer');
    let progress: Record<string, number> = {};
    let orderId: number | null = null;
    let vehicleId = query.vehicle ?? null;
    if (query.order !== undefined) {
      const { customer } = requireCustomer(c);
      const order = await customerOrder(db, c, customer.id, query.order);
      if (vehicleId !== null && vehicleId !== order.vehicleId) {
        throw new HttpError(400, { vehicle: ['The order is for another vehicle.'] });
      }
      progress = order.progress;
      orderId = order.id;
      vehicleId = order.vehicleId;
    } else if (vehicleId !== null) {
      await dealerVehicle(db, c, vehicleId);
      const auth = c.get('auth');
      const customer = auth ? (auth.actingAs ?? auth.user) : null;
      if (customer && customer.role === 'customer' && customer.dealerId === dealer.id) {
        const [order] = await db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.dealerId, dealer.id),
              eq(orders.customerId, customer.id),
              eq(orders.vehicleId, vehicleId),
              eq(orders.isArchived, false),
            ),
          )
          .limit(1);
        if (order) {
          progress = order.progress;
          orderId = order.id;
        }
      }
    } else {
      throw new HttpError(400, { vehicle: ['Give a vehicle or an order.'] });
    }
    return c.json({ order: orderId, vehicle: vehicleId, ...describeSteps(dealer, progress) });
  });

  // PUT /api/customer/order-steps/{order_id}/ {progress}: applies the step rules on the server.
  app.put('/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const order = await customerOrder(db, c, customer.id, idParam(c, 'id'));
    const body = await readJson(c, orderStepsBodySchema);
    const dealer = c.get('dealer');
    const result = applyProgressUpdate(dealer, order.progress, body.progress, {
      hasDeposit: order.hasDeposit,
      reserveitId: order.reserveitId,
      creditApplicationStatus: order.creditApplicationStatus,
      depositStepStatus: order.depositStepStatus,
    });
    if (!result.ok) throw new HttpError(400, result.errors);
    const place = result.progress.place ?? result.progress['place-vw'];
    const [updated] = await db
      .update(orders)
      .set({
        progress: result.progress,
        ...(place !== undefined ? { depositStepStatus: place } : {}),
        version: sql`${orders.version} + 1`,
        updatedAt: deps.now(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.customerId, customer.id)))
      .returning();
    orderWritten(db, order.id);
    if (!updated) throw notFoundError('Order not found.');
    await queueReviewLead(deps, c, order, updated);
    return c.json({
      order: updated.id,
      vehicle: updated.vehicleId,
      ...describeSteps(dealer, updated.progress),
    });
  });

  return app;
}
