/**
 * A minimal iCalendar (RFC 5545) file with one event, enough for every common calendar app.
 * Times are local Madrid wall-clock times with a TZID, so the event lands at the right hour whatever
 * the reader's zone; the VTIMEZONE block describes Europe/Madrid's CET/CEST rule.
 */
export interface CalendarEvent {
  uid: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** 'HH:MM' local Madrid time */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  organizerName: string;
  organizerEmail: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

/** Escapes TEXT values (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const localDateTime = (day: string, time: string) => `${day.replaceAll('-', '')}T${time.replace(':', '')}00`;
const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

const MADRID_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Madrid',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The .ics text of one event, CRLF line endings as the standard asks. */
export function buildCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sede municipal//Reserva de pistas//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...MADRID_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=Europe/Madrid:${localDateTime(event.day, event.start)}`,
    `DTEND;TZID=Europe/Madrid:${localDateTime(event.day, event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=${escapeText(event.organizerName).replace(/"/g, '')}:mailto:${event.organizerEmail}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
