import { type ParentCta, type ParentMessage, postToParent } from './parentMessages.ts';

/**
 * The messages the shopper's flows post to the parent page (apps/server/src/modules/embedding/README.md):
 * a call to action, a completed transaction, a failed action. Imported by the flows' own chunks
 * (deposit, appointment, credit application, trade-in), never by the first load; each message is
 * checked here so that the parent hears only the documented fields.
 */

/** A call to action the shopper clicked (outside a frame, nothing). */
export function postCta(cta: ParentCta, vehicle?: number | string | null): void {
  postToParent(ctaMessage(cta, vehicle));
}

export function ctaMessage(cta: ParentCta, vehicle?: number | string | null): ParentMessage {
  const id = idOf(vehicle);
  return { type: 'cta_click', cta, ...(id === undefined ? {} : { vehicle: id }) };
}

type Where = { readonly order?: number | string | null; readonly vehicle?: number | string | null };

/** A deposit the processor accepted: its amount (cents dropped beyond 2 decimals) and currency. */
export function depositPlaced(where: Where, amount: number | string, currency: string): ParentMessage {
  const value = Math.round(Number(amount) * 100) / 100;
  return {
    type: 'transaction',
    event: 'deposit_placed',
    ...ids(where),
    amount: Number.isFinite(value) ? value : 0,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : 'CAD',
  };
}

/**
 * An appointment or a test drive booked, at a time given as anything `Date` reads (sent in UTC, ISO
 * 8601); null for a request with no time yet (a test drive: the dealership calls back to set it).
 */
export function appointmentBooked(
  where: Where,
  kind: 'appointment' | 'test_drive',
  time: string | number | Date | null,
): ParentMessage | null {
  const booked = { type: 'transaction', event: 'appointment_booked', ...ids(where), kind } as const;
  if (time === null) return booked;
  const at = new Date(time);
  return Number.isNaN(at.getTime()) ? null : { ...booked, time: at.toISOString() };
}

export function completed(
  event: 'credit_application_submitted' | 'trade_in_sent',
  where: Where,
): ParentMessage {
  return { type: 'transaction', event, ...ids(where) };
}

/** A failed action the shopper sees: the message id of what the page says, and the status if any. */
export function failed(code: string, status?: number | null): ParentMessage {
  return { type: 'error', code, ...(typeof status === 'number' && status >= 400 ? { status } : {}) };
}

/** Posts a message built above (a null one is not posted). */
export function tell(message: ParentMessage | null): void {
  if (message) postToParent(message);
}

function idOf(value: number | string | null | undefined): number | undefined {
  const id = Number(value);
  return value !== null && value !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
}

function ids(where: Where): { order?: number; vehicle?: number } {
  const order = idOf(where.order);
  const vehicle = idOf(where.vehicle);
  return { ...(order === undefined ? {} : { order }), ...(vehicle === undefined ? {} : { vehicle }) };
}
