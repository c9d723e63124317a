/** Story data of the appointment components: a dealer in Toronto (Eastern Time), its hours and free slots. */
import type { AppointmentDay } from './AppointmentScheduler.tsx';

export const TIME_ZONE = 'America/Toronto';

/** A slot's start at a local time of the dealer (December: UTC−5). */
const at = (date: string, hour: number, minute = 0): { start: string } => ({
  start: new Date(Date.parse(`${date}T00:00:00Z`) + ((hour + 5) * 60 + minute) * 60_000)
    .toISOString()
    .replace('.000', ''),
});

/** Three open days (Monday 7, Tuesday 8 and Wednesday 9 December 2026) and a closed Sunday. */
export const DAYS: readonly AppointmentDay[] = [
  { date: '2026-12-06', slots: [] },
  { date: '2026-12-07', slots: [at('2026-12-07', 9), at('2026-12-07', 14, 30), at('2026-12-07', 16)] },
  { date: '2026-12-08', slots: [at('2026-12-08', 10), at('2026-12-08', 11)] },
  { date: '2026-12-09', slots: [at('2026-12-09', 18, 30)] },
];

/** No free slot in the coming days. */
export const NO_DAYS: readonly AppointmentDay[] = [
  { date: '2026-12-07', slots: [] },
  { date: '2026-12-08', slots: [] },
];

export const DEALER = {
  name: 'Maple Motors',
  address: '1200 Yonge Street, Toronto, ON M4T 1W1',
  phone: '416-555-0199',
  hours: {
    monday: '9:00-20:00',
    tuesday: '9:00-20:00',
    wednesday: '9:00-20:00',
    thursday: '9:00-20:00',
    friday: '9:00-18:00',
    saturday: '10:00-16:30',
  },
};

/** The booked visit: Monday 7 December 2026, 2:30 p.m. in Toronto. */
export const BOOKED_START = '2026-12-07T19:30:00Z';
