import type {
  Appointment,
  AppointmentAnswer,
  AppointmentBooking,
  AppointmentSlots,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { appointmentKeys } from './keys.ts';

// Appointment calls (modules/appointment of the server).

/** The domain's wire types (`packages/domain/src/schemas/test-drive.ts`). */
export type SlotsAnswer = AppointmentSlots;
export type { Appointment };

export function slotsQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: appointmentKeys.slots(dealerCode),
    queryFn: () => http.get('/api/customer/appointment/slots/').json<SlotsAnswer>(),
    staleTime: 30_000,
  });
}

export function bookingQuery(http: HttpClient, dealerCode: string | undefined, orderId: number) {
  return queryOptions({
    queryKey: appointmentKeys.booking(dealerCode, orderId),
    queryFn: () =>
      http
        .get('/api/customer/appointment/', { searchParams: { order: String(orderId) } })
        .json<AppointmentAnswer>(),
  });
}

/** The booking's body without its order (a move); the domain's `appointmentBookingSchema`. */
export type BookingInput = Omit<AppointmentBooking, 'order'>;

/** Books (or, with `id`, moves) the order's appointment. */
export function saveAppointment(http: HttpClient, orderId: number, input: BookingInput, id?: number) {
  const options = { json: id ? input : { order: orderId, ...input }, context: { call: 'form' as const } };
  return (
    id
      ? http.put(`/api/customer/appointment/${id}/`, options)
      : http.post('/api/customer/appointment/', options)
  ).json<Appointment>();
}

export function cancelAppointment(http: HttpClient, id: number) {
  return http.delete(`/api/customer/appointment/${id}/`).json<Appointment>();
}
