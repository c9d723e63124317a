/** OpenAPI operations of the appointments (merged into /api/docs by platform/openapi.ts). */
import { appointmentListQuerySchema, staffTimeBodySchema } from '@storefront/domain';
import type { Op } from '../platform/openapi.ts';
import { appointmentCreateBodySchema, appointmentUpdateBodySchema } from './routes.ts';

const BASE = '/api/customer/appointment';
const TAKEN = {
  '409': 'slot_taken: this time has just been booked (an appointment or a confirmed test drive holds it)',
};

export const APPOINTMENT_OPS: Op[] = [
  {
    method: 'get',
    path: `${BASE}/slots/`,
    summary:
      'The dealer’s delivery options, locations, hours and free slots by day, in its time zone (a booked appointment or a confirmed test drive holds its slot)',
    tag: 'appointment',
  },
  {
    method: 'get',
    path: `${BASE}/`,
    summary:
      'The appointment of the order ?order= (or null), with `confirmed`: whether the dealership confirmed it',
    query: appointmentListQuerySchema,
    auth: 'customer',
    tag: 'appointment',
  },
  {
    method: 'post',
    path: `${BASE}/`,
    summary:
      'Book an appointment for an order: a free slot, a location; confirmed by e-mail with a calendar file',
    body: appointmentCreateBodySchema,
    auth: 'customer',
    tag: 'appointment',
    responses: { '201': 'Booked', ...TAKEN },
  },
  {
    method: 'put',
    path: `${BASE}/{id}/`,
    summary: 'Move the appointment {id} to another slot or location (a cancelled one is 400)',
    body: appointmentUpdateBodySchema,
    auth: 'customer',
    tag: 'appointment',
    responses: TAKEN,
  },
  {
    method: 'delete',
    path: `${BASE}/{id}/`,
    summary: 'Cancel the appointment {id} (answers it, cancelled)',
    auth: 'customer',
    tag: 'appointment',
  },
];

/** The dealer console's visits (./dealer-routes.ts): staff who may act for customers, the tenant dealer's only. */
export const DEALER_VISIT_OPS: Op[] = [
  {
    method: 'get',
    path: '/api/dealer/appointments/',
    summary:
      'Staff: the dealer’s appointments to come, with the customer, the vehicle and the dealer’s time zone',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: '/api/dealer/appointments/{id}/confirm/',
    summary: 'Staff: confirm the appointment {id} (idempotent; audited)',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'put',
    path: '/api/dealer/appointments/{id}/',
    summary:
      'Staff: move the appointment {id} to one of the dealer’s free opening slots; the customer is e-mailed',
    body: staffTimeBodySchema,
    auth: 'staff',
    tag: 'staff',
    responses: TAKEN,
  },
  {
    method: 'delete',
    path: '/api/dealer/appointments/{id}/',
    summary: 'Staff: cancel the appointment {id}; the customer is e-mailed; audited',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: '/api/dealer/test-drives/',
    summary: 'Staff: the dealer’s test-drive requests, with the customer and the vehicle',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: '/api/dealer/test-drives/{id}/confirm/',
    summary:
      'Staff: set or move the time of the test drive {id} (one of the dealer’s free opening slots, then no longer offered to shoppers); audited',
    body: staffTimeBodySchema,
    auth: 'staff',
    tag: 'staff',
    responses: TAKEN,
  },
  {
    method: 'post',
    path: '/api/dealer/test-drives/{id}/cancel/',
    summary: 'Staff: cancel the test drive {id}; audited',
    auth: 'staff',
    tag: 'staff',
  },
];
