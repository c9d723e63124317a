import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/http.ts';
import { appointmentKeys } from './keys.ts';

// Appointment calls (modules/appointment of the server).

export interface SlotsAnswer {
  timezone: string;
  delivery_option: 'NONE' | 'DEALER_ONLY' | 'DEALER_AND_HOME';
  locations: ('AtDealer' | 'AtHome')[];
  dealer: {
    name: string;
    full_address: string;
    phone: string;
    latitude: number | null;
    longitude: number | null;
    hours: Record<string, string>;
  };
  days: { date: string; slots: { start: string; time: string }[] }[];
}

export interface Appointment {
  id: number;
  order: number;
  start: string;
  end: string;
  location: 'AtDealer' | 'AtHome';
  address: string | null;
  status: 'booked' | 'canceled';
  /** Whether the dealership confirmed it (staff, in the console); a move is to confirm again. */
  confirmed: boolean;
}

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
        .json<{ appointment: Appointment | null }>(),
  });
}

export interface BookingInput {
  start: string;
  location: 'AtDealer' | 'AtHome';
  address?: string;
}

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
