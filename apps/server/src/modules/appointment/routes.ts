/**
 * /api/customer/appointment (spec 2 §2, §3): GET slots/ (the dealer's free opening slots in its time
 * zone), GET /?order= (the order's booking), POST / (book), PUT /{id}/ (reschedule), DELETE /{id}/
 * (cancel). A confirmation e-mail with a calendar invitation goes through the outbox.
 */

import {
  APPOINTMENT_LOCATIONS,
  appointmentBookingSchema,
  appointmentListQuerySchema,
  DELIVERY_OPTIONS,
} from '@storefront/domain';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { appointments } from '../../db/schema.ts';
import { requireCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, readQuery } from '../../http/helpers.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { localAddress } from '../inventory/serializers.ts';
import { staffActingOf } from '../leads/service.ts';
import { customerOrder } from '../orders/store.ts';
import {
  book,
  cancel,
  checkBooking,
  confirmByEmail,
  customerAppointment,
  deliveryOption,
  freeSlots,
  queueAppointmentLead,
  serializeAppointment,
} from './service.ts';
import { staticMapUrl } from './static-map.ts';

export const appointmentUpdateBodySchema = appointmentBookingSchema.omit({ order: true }).strict();

export const appointmentCreateBodySchema = appointmentBookingSchema.strict();

export function appointmentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;

  app.get('/slots', async (c) => {
    const dealer = c.var.dealer;
    const option = deliveryOption(dealer);
    const locations =
      option === 'NONE' ? [] : option === 'DEALER_AND_HOME' ? APPOINTMENT_LOCATIONS : ['AtDealer'];
    return c.json({
      timezone: dealer.timezone,
      delivery_option: option,
      delivery_options: DELIVERY_OPTIONS,
      locations,
      dealer: {
        name: dealer.name,
        // In the page's language where the dealer writes it so (a French page: "350, rue King Ouest").
        full_address: localAddress(dealer, resolveLanguage(c, dealer)),
        phone: dealer.phone,
        latitude: dealer.latitude,
        longitude: dealer.longitude,
        hours: dealer.settings.hours,
        // The dealer's tile provider's image of the place, when the dealer configured one.
        static_map_url: staticMapUrl(
          dealer.settings.static_map_url_template,
          dealer.latitude,
          dealer.longitude,
        ),
      },
      days: option === 'NONE' ? [] : await freeSlots(deps, dealer),
    });
  });

  app.get('/', async (c) => {
    const { customer } = requireCustomer(c);
    const { order: orderId } = readQuery(c, appointmentListQuerySchema);
    const order = await customerOrder(db, c, customer.id, orderId);
    const [row] = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.orderId, order.id), eq(appointments.status, 'booked')))
      .orderBy(desc(appointments.id))
      .limit(1);
    return c.json({ appointment: row ? serializeAppointment(row) : null });
  });

  app.post('/', async (c) => {
    const { customer } = requireCustomer(c);
    const body = await readJson(c, appointmentCreateBodySchema);
    const dealer = c.var.dealer;
    const order = await customerOrder(db, c, customer.id, body.order);
    const start = await checkBooking(deps, dealer, body);
    const row = await book(deps, dealer, customer.id, order.id, start, body);
    await confirmByEmail(deps, dealer, row, resolveLanguage(c, dealer), 'booked');
    await queueAppointmentLead(deps, dealer, order, row, staffActingOf(c));
    return c.json(serializeAppointment(row), 201);
  });

  app.put('/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const current = await customerAppointment(db, c, customer.id, idParam(c, 'id'));
    const body = await readJson(c, appointmentUpdateBodySchema);
    if (current.status !== 'booked')
      throw new HttpError(400, { non_field_errors: ['This appointment is cancelled.'] });
    const dealer = c.var.dealer;
    const start = await checkBooking(deps, dealer, body);
    const row = await book(deps, dealer, customer.id, current.orderId, start, body);
    await confirmByEmail(deps, dealer, row, resolveLanguage(c, dealer), 'moved', current);
    return c.json(serializeAppointment(row));
  });

  app.delete('/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const current = await customerAppointment(db, c, customer.id, idParam(c, 'id'));
    if (current.status !== 'booked') return c.json(serializeAppointment(current));
    const row = await cancel(deps, current);
    await confirmByEmail(deps, c.var.dealer, row, resolveLanguage(c, c.var.dealer), 'canceled');
    return c.json(serializeAppointment(row));
  });

  return app;
}
