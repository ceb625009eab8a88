import { describe, expect, it } from 'vitest';
import { bookingConfirmationMail } from './booking-mail.ts';

describe('bookingConfirmationMail', () => {
  const booking = {
    id: '6f1c2b7e-1111-4222-8333-944455556666',
    pista: 'padel' as const,
    dia: '2026-04-21',
    horas: ['20:00', '20:30', '21:00'],
    nombre: 'Tomás Ejemplo Ficticio',
    email: 'tomas@example.org',
    importe: 900,
  };

  it('writes the details in Spanish and attaches the event as .ics', () => {
    const mail = bookingConfirmationMail(booking, 'https://sede.example', new Date('2026-04-15T10:00:00Z'));
    expect(mail.to).toBe('tomas@example.org');
    expect(mail.subject).toBe('Reserva confirmada: Pádel, martes, 21 de abril de 2026, 20:00 – 21:30');
    expect(mail.text).toContain('Hola, Tomás Ejemplo Ficticio:');
    expect(mail.text).toMatch(/Importe pagado: 9,00\s€/);
    expect(mail.text).toContain(`Referencia: ${booking.id}`);
    const [attachment] = mail.attachments ?? [];
    expect(attachment?.filename).toBe('reserva-pista.ics');
    expect(attachment?.contentType).toMatch(/^text\/calendar/);
    const ics = attachment?.content.toString('utf8') ?? '';
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20260421T200000');
    expect(ics).toContain('DTEND;TZID=Europe/Madrid:20260421T213000');
    expect(ics).toContain(`UID:${booking.id}@reservas.sede.example`);
  });
});
