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

import type { MailAttachment } from '../../services/mailer.ts';

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

/** An e-mail attachment carrying the event as a calendar invitation (or its withdrawal). */
export function icsAttachment(
  filename: string,
  event: CalendarEvent,
  method: 'REQUEST' | 'CANCEL',
): MailAttachment {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: icsOf(event, method),
  };
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
