/**
 * The appointment components' dates and times in the page's language (the storefront's deposit pages
 * use them too), one way each: a day with its weekday, a time as the locale writes it (9:00 a.m., 9 h 00), the dealer's opening hours as a
 * range of those times, and the dealer's time zone by its localised name (Eastern Time, heure de l’Est),
 * never its IANA id.
 */

import { frenchFirstOfMonth } from '../internal/domain.ts';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * A calendar day (YYYY-MM-DD, or an instant in a time zone: the browser's when none is given) with its
 * weekday: "Monday, December 21, 2026".
 */
export function formatDay(day: string | Date, locale: string, timeZone?: string): string {
  const date = typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day;
  const zone = typeof day === 'string' ? 'UTC' : timeZone;
  const parts = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(zone ? { timeZone: zone } : {}),
  }).formatToParts(date);
  return frenchFirstOfMonth(parts, locale);
}

/** An instant's time in a time zone: "10:00 a.m.", "10 h 00". */
export function formatTime(instant: string | Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { ...TIME, timeZone }).format(new Date(instant));
}

/** An instant's day and time in a time zone: "Monday, December 21, 2026, 10:00 a.m.". */
export function formatWhen(instant: string | Date, locale: string, timeZone: string): string {
  return `${formatDay(new Date(instant), locale, timeZone)}, ${formatTime(instant, locale, timeZone)}`;
}

/**
 * A day's opening hours as the dealer configured them ("9:00-20:00") in the page's format
 * ("9:00 a.m. – 8:00 p.m.", "9 h 00 à 20 h 00"); null when they cannot be read (closed or unknown).
 */
export function formatHours(hours: string | undefined, locale: string): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(hours ?? '');
  if (!match) return null;
  const [, h1, m1, h2, m2] = match.map(Number) as [number, number, number, number, number];
  const at = (h: number, m: number) => new Date(Date.UTC(2026, 0, 5, h, m));
  return new Intl.DateTimeFormat(locale, { ...TIME, timeZone: 'UTC' }).formatRange(at(h1, m1), at(h2, m2));
}

/** A time zone's name in the page's language ("Eastern Time", "heure de l’Est"), or its id if unnamed. */
export function zoneName(timeZone: string, locale: string): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(Date.UTC(2026, 0, 5, 12)))
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
