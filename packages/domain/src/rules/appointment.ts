/**
 * Appointment slots (spec 2 §2, §3): the dealer's opening hours in its own time zone, its holidays
 * closed, slots of a fixed length from a moment on. Pure: the caller passes "now"; time zones come
 * from Intl (no I/O, no clock).
 */
import { z } from 'zod';
import { MAX_RECORD_ID } from '../schemas/customer-calls.ts';
import { APPOINTMENT_LOCATIONS } from '../schemas/test-drive.ts';

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours per weekday as the dealer settings keep them: `9:00-20:00`, or `closed`. */
export type OpeningHours = Partial<Record<Weekday, string>>;

export const APPOINTMENT_SLOT_MINUTES = 30;

export interface Slot {
  /** ISO instant (UTC). */
  readonly start: string;
  /** Wall-clock time at the dealer, HH:MM. */
  readonly time: string;
}

export interface SlotDay {
  /** The dealer's calendar day, YYYY-MM-DD. */
  readonly date: string;
  readonly slots: readonly Slot[];
}

function minutesOf(hhmm: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 24 && min < 60 ? h * 60 + min : null;
}

/** Opening and closing minutes of a day's `9:00-20:00`; null when closed or unreadable. */
export function openingOf(text: string | undefined): { opens: number; closes: number } | null {
  if (!text || text.trim().toLowerCase() === 'closed') return null;
  const [a = '', b = ''] = text.split('-');
  const opens = minutesOf(a);
  const closes = minutesOf(b);
  return opens !== null && closes !== null && closes > opens ? { opens, closes } : null;
}

/** The offset of a time zone from UTC at an instant, in minutes (east positive). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60000);
}

/** The instant of a wall-clock time (minutes after midnight) on a calendar day in a time zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60000;
  // Across a daylight-saving change the offset at the answer may differ from the guess's.
  return guess - zoneOffsetMinutes(first, timeZone) * 60000;
}

/** The dealer's calendar day of an instant, YYYY-MM-DD. */
export function zonedDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): Weekday {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? 'sunday';
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface SlotRequest {
  readonly hours: OpeningHours;
  /** Closed days, YYYY-MM-DD in the dealer's calendar. */
  readonly holidays: readonly string[];
  readonly timeZone: string;
  /** ISO instant: slots start after it (plus the lead time). */
  readonly now: string;
  readonly days: number;
  readonly slotMinutes?: number;
  /** Minutes from now before the first bookable slot. */
  readonly leadMinutes?: number;
}

/** Every opening slot of the next `days` days of the dealer's calendar, from today. */
export function openingSlots(request: SlotRequest): SlotDay[] {
  const length = request.slotMinutes ?? APPOINTMENT_SLOT_MINUTES;
  const earliest = Date.parse(request.now) + (request.leadMinutes ?? 120) * 60000;
  const today = zonedDate(Date.parse(request.now), request.timeZone);
  const holidays = new Set(request.holidays);
  const out: SlotDay[] = [];
  for (let i = 0; i < request.days; i++) {
    const date = addDays(today, i);
    const open = holidays.has(date) ? null : openingOf(request.hours[weekdayOf(date)]);
    const slots: Slot[] = [];
    if (open) {
      for (let t = open.opens; t + length <= open.closes; t += length) {
        const at = zonedInstant(date, t, request.timeZone);
        if (at >= earliest) slots.push({ start: new Date(at).toISOString(), time: hhmm(t) });
      }
    }
    out.push({ date, slots });
  }
  return out;
}

/** POST /api/customer/appointment/: a slot for an order, at the dealer or at home. */
export const appointmentBookingSchema = z.object({
  order: z.number().int().positive().max(MAX_RECORD_ID, 'Unknown order.'),
  start: z.iso.datetime({ offset: true }),
  location: z.enum(APPOINTMENT_LOCATIONS),
  address: z.string().trim().min(5).max(200).optional(),
});
export type AppointmentBooking = z.infer<typeof appointmentBookingSchema>;
