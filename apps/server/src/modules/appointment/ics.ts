/** A calendar invitation (RFC 5545) for an appointment: one VEVENT, times in UTC, CRLF lines. */

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Escapes TEXT values (backslash, semicolon, comma, newline). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  created: Date;
  summary: string;
  location: string;
  description: string;
  organizerEmail: string;
  organizerName: string;
}

export function icsOf(event: CalendarEvent, method: 'REQUEST' | 'CANCEL' = 'REQUEST'): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dealer storefront//Appointments//EN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.created)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    `ORGANIZER;CN=${text(event.organizerName)}:mailto:${event.organizerEmail}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
