import { describe, expect, it } from 'vitest';
import { dayOf } from './format.ts';

// A deposit's receipt says the day it was paid at the dealership's time (found in a trial: the
// device's zone was used, a day off for a shopper abroad or an evening payment read in UTC).
describe("a deposit receipt's date", () => {
  // 22:30 in Toronto on the 26th
  const paidOn = '2026-11-27T03:30:00Z';

  it("is the day at the dealer's time, with its weekday, in each language", () => {
    expect(dayOf(paidOn, 'en-CA', 'America/Toronto')).toBe('Thursday, November 26, 2026');
    expect(dayOf(paidOn, 'fr-CA', 'America/Toronto')).toBe('jeudi 26 novembre 2026');
    expect(dayOf(paidOn, 'en-US', 'Asia/Tokyo')).toBe('Friday, November 27, 2026');
    // The first of the month in French.
    expect(dayOf('2026-12-01T15:00:00Z', 'fr-CA', 'America/Toronto')).toBe('mardi 1er décembre 2026');
  });
});
