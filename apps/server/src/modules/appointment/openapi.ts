/** OpenAPI operations of the appointments (merged into /api/docs by platform/openapi.ts). */
import type { Op } from '../platform/openapi.ts';
import {
  appointmentCreateBodySchema,
  appointmentListQuerySchema,
  appointmentUpdateBodySchema,
} from './routes.ts';

const BASE = '/api/customer/appointment';
const TAKEN = { '409': 'slot_taken: this time has just been booked' };

export const APPOINTMENT_OPS: Op[] = [
  {
    method: 'get',
    path: `${BASE}/slots/`,
    summary: 'The dealer’s delivery options, locations, hours and free slots by day, in its time zone',
    tag: 'appointment',
  },
  {
    method: 'get',
    path: `${BASE}/`,
    summary: 'The appointment of the order ?order= (or null)',
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
