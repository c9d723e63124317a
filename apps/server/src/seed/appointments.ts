/**
 * The demo dealers' holidays (closed to appointments), in each dealer's calendar: Canadian statutory
 * days at the Canadian dealers (Québec's at Rivière Auto), US ones in Texas. Opening hours are the
 * dealers' `hours` setting; their time zone the dealer's.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dealerHolidays, dealers } from '../db/schema.ts';

const CANADA: [string, string, string][] = [
  ['2026-12-25', 'Christmas Day', 'Noël'],
  ['2026-12-26', 'Boxing Day', 'Lendemain de Noël'],
  ['2027-01-01', 'New Year’s Day', 'Jour de l’An'],
  ['2027-02-15', 'Family Day', 'Jour de la Famille'],
];
const QUEBEC: [string, string, string][] = [
  ['2026-12-25', 'Christmas Day', 'Noël'],
  ['2027-01-01', 'New Year’s Day', 'Jour de l’An'],
  ['2027-01-02', 'Day after New Year’s Day', 'Lendemain du Jour de l’An'],
];
const TEXAS: [string, string, string][] = [
  ['2026-11-26', 'Thanksgiving Day', 'Action de grâce'],
  ['2026-12-25', 'Christmas Day', 'Noël'],
  ['2027-01-01', 'New Year’s Day', 'Jour de l’An'],
];

const BY_DEALER: Record<string, [string, string, string][]> = {
  maple_motors: CANADA,
  riviere_auto: QUEBEC,
  lone_star_motors: TEXAS,
};

export async function seedAppointmentData(tx: Db): Promise<void> {
  for (const [code, days] of Object.entries(BY_DEALER)) {
    const [dealer] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.code, code));
    if (!dealer) continue;
    await tx
      .insert(dealerHolidays)
      .values(days.map(([day, en, fr]) => ({ dealerId: dealer.id, day, name: { en, fr } })));
  }
}
