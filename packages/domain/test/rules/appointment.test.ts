import { describe, expect, it } from 'vitest';
import { openingSlots, zonedInstant } from '../../src/index.ts';

const HOURS = {
  monday: '9:00-20:00',
  tuesday: '9:00-20:00',
  wednesday: '9:00-20:00',
  thursday: '9:00-20:00',
  friday: '9:00-18:00',
  saturday: '9:00-17:00',
  sunday: 'closed',
};

describe('appointment slots in the dealer time zone', () => {
  it("offers the dealer's opening hours in its own time zone, 30-minute slots, closed on Sunday and holidays", () => {
    // Thursday 2026-11-26, 08:00 in Toronto (13:00 UTC).
    const days = openingSlots({
      hours: HOURS,
      holidays: ['2026-11-27'],
      timeZone: 'America/Toronto',
      now: '2026-11-26T13:00:00Z',
      days: 4,
    });
    expect(days.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    const [thursday, holiday, saturday, sunday] = days;
    // Two hours' notice: from 10:00 local (15:00 UTC) to the last slot 19:30.
    expect(thursday?.slots[0]).toEqual({ start: '2026-11-26T15:00:00.000Z', time: '10:00' });
    expect(thursday?.slots.at(-1)).toEqual({ start: '2026-11-27T00:30:00.000Z', time: '19:30' });
    expect(holiday?.slots).toEqual([]);
    expect(saturday?.slots).toHaveLength(16);
    expect(saturday?.slots[0]?.start).toBe('2026-11-28T14:00:00.000Z');
    expect(sunday?.slots).toEqual([]);
  });

  it('follows daylight saving time and other zones', () => {
    expect(new Date(zonedInstant('2026-07-02', 9 * 60, 'America/Toronto')).toISOString()).toBe(
      '2026-07-02T13:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-12-02', 9 * 60, 'America/Chicago')).toISOString()).toBe(
      '2026-12-02T15:00:00.000Z',
    );
    // The spring-forward day: 9:00 is already daylight time.
    expect(new Date(zonedInstant('2026-03-08', 9 * 60, 'America/Toronto')).toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
  });
});
