/**
 * Date rules of the field validators (./rules.ts re-exports them): calendar dates, parsing in a
 * YYYY/MM/DD token format, min_date / max_date. A module of its own so that the formatters
 * (../format.ts), which every page loads, do not pull in the other rules, which only forms need.
 */
import { VALID_DATE_DEFAULT_FORMAT } from '../constants.ts';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses a date in a format made of YYYY, MM and DD tokens and literal separators
 * (default YYYY-MM-DD; the product shows MM/DD/YYYY). Returns null unless it is a real date.
 */
export function parseDate(value: string, format: string = VALID_DATE_DEFAULT_FORMAT): CalendarDate | null {
  const order: ('YYYY' | 'MM' | 'DD')[] = [];
  const source = format.replace(/YYYY|MM|DD|[.*+?^${}()|[\]\\]/g, (token) => {
    if (token === 'YYYY' || token === 'MM' || token === 'DD') {
      order.push(token);
      return token === 'YYYY' ? '(\\d{4})' : '(\\d{2})';
    }
    return `\\${token}`;
  });
  if (order.length !== 3 || new Set(order).size !== 3) return null;
  const m = new RegExp(`^${source}$`).exec(value);
  if (!m) return null;
  const parts: Record<string, number> = {};
  order.forEach((token, i) => {
    parts[token] = Number(m[i + 1]);
  });
  const year = parts.YYYY ?? 0;
  const month = parts.MM ?? 0;
  const day = parts.DD ?? 0;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** valid_date: the value is a real date in the format. */
export function isValidDate(value: string, format: string = VALID_DATE_DEFAULT_FORMAT): boolean {
  return parseDate(value, format) !== null;
}

/** Compares two calendar dates: negative, zero or positive. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Calendar date of a Date in UTC, or of an ISO date string. */
export function toCalendarDate(date: Date | string): CalendarDate | null {
  if (typeof date === 'string') return parseDate(date.slice(0, 10), 'YYYY-MM-DD');
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The value (in `format`) compared with a bound date: negative, zero or positive; null if either is no date. */
function compareWithBound(value: string, bound: Date | string, format: string): number | null {
  const v = parseDate(value, format);
  const b = toCalendarDate(bound);
  return v === null || b === null ? null : compareDates(v, b);
}

/** min_date: the value is on or after `min` (a date or today, passed by the caller). */
export function isOnOrAfter(value: string, min: Date | string, format = VALID_DATE_DEFAULT_FORMAT): boolean {
  const order = compareWithBound(value, min, format);
  return order !== null && order >= 0;
}

/** max_date: the value is on or before `max` (a date or today, passed by the caller). */
export function isOnOrBefore(value: string, max: Date | string, format = VALID_DATE_DEFAULT_FORMAT): boolean {
  const order = compareWithBound(value, max, format);
  return order !== null && order <= 0;
}
