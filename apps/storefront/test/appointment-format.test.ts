import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatHours,
  formatTime,
  formatWhen,
  zoneName,
} from '../src/features/appointment/format.ts';

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
