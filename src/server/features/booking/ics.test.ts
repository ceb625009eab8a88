import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ics.ts';

const event = {
  uid: '0b7d5c1e-0000-4000-8000-000000000001@reservas',
  day: '2026-04-20',
  start: '20:00',
  end: '21:30',
  summary: 'Reserva de pista: Pádel',
  description: 'Pista: Pádel\nImporte: 9,00 €',
  location: 'Polideportivo municipal, Villaverde del Arroyo',
  organizerName: 'Ayuntamiento de Villaverde del Arroyo',
  organizerEmail: 'ayuntamiento@villaverde-del-arroyo.example',
  stamp: new Date('2026-04-15T10:00:00Z'),
};

describe('buildCalendar', () => {
  it('writes one event in Madrid local time with CRLF lines', () => {
    const ics = buildCalendar(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20260420T200000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Madrid:20260420T213000\r\n');
    expect(ics).toContain('DTSTAMP:20260415T100000Z\r\n');
    expect(ics).toContain('DESCRIPTION:Pista: Pádel\\nImporte: 9\\,00 €');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes separators in text values', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds long lines to 75 octets without breaking characters, and unfolds back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const folded = foldLine(`SUMMARY:${text}`);
        for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${text}`);
      }),
    );
  });
});
