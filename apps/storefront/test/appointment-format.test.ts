import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatHours,
  formatTime,
  formatWhen,
  zoneName,
} from '../src/features/appointment/format.ts';
import type { DepositReceipt } from '../src/features/deposit/api/deposit.ts';
import { receiptWords } from '../src/features/deposit/receiptParts.tsx';

// The appointment page's words for days, hours and the dealer's time zone, in each locale: one format
// for the slots and the opening hours, the weekday on every date, a zone's name rather than its id.
describe('appointment dates and times', () => {
  it('names the time zone in the page language, never by its id', () => {
    expect(zoneName('America/Toronto', 'en-CA')).toBe('Eastern Time');
    expect(zoneName('America/Toronto', 'fr-CA')).toBe('heure de l’Est');
    expect(zoneName('America/Chicago', 'en-US')).toBe('Central Time');
  });

  it('writes opening hours as the slots are written, in each locale', () => {
    const slot = formatTime('2026-12-21T14:00:00Z', 'fr-CA', 'America/Toronto');
    expect(slot).toBe('9 h 00');
    const hours = formatHours('9:00-20:00', 'fr-CA');
    expect(hours).toContain(slot);
    expect(hours).toContain('20 h 00');
    expect(formatHours('9:00-20:00', 'en-US')).toMatch(/^9:00\sAM\s–\s8:00\sPM$/);
    expect(formatHours('closed', 'en-US')).toBeNull();
  });

  it('puts the weekday on dates', () => {
    expect(formatDay('2026-12-21', 'en-CA')).toBe('Monday, December 21, 2026');
    expect(formatDay('2026-12-21', 'fr-CA')).toBe('lundi 21 décembre 2026');
    expect(formatDay('2026-12-01', 'fr-CA')).toBe('mardi 1er décembre 2026');
    expect(formatWhen('2026-12-21T15:00:00Z', 'en-US', 'America/Chicago')).toMatch(
      /^Monday, December 21, 2026, 9:00\sAM$/,
    );
  });
});

// A deposit's receipt says the day it was paid at the dealership's time (found in a trial: the
// device's zone was used, a day off for a shopper abroad or an evening payment read in UTC).
describe("a deposit receipt's date", () => {
  const deposit = {
    deposit_total: 51_480,
    deposit_amount: 50_000,
    deposit_fee: 1_480,
    deposit_cancellation_fee: 0,
    currency: 'CAD',
    card: null,
    status: 'confirmed',
    // 22:30 in Toronto on the 26th
    paid_on: '2026-11-27T03:30:00Z',
    time_zone: 'America/Toronto',
  } as unknown as DepositReceipt;
  const intl = (locale: string) => createIntl({ locale, messages: {}, onError: () => undefined });

  it("is the day at the dealer's time, in each language", () => {
    expect(receiptWords(deposit, intl('en-CA')).date).toBe('Thursday, November 26, 2026');
    expect(receiptWords(deposit, intl('fr-CA')).date).toBe('jeudi 26 novembre 2026');
    expect(receiptWords({ ...deposit, time_zone: 'Asia/Tokyo' }, intl('en-US')).date).toBe(
      'Friday, November 27, 2026',
    );
  });
});
