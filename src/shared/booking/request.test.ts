import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectableDays } from './days.ts';
import { BOOKING_FIELD_MESSAGES, validateBookingRequest } from './request.ts';
import { SELECTION_MESSAGES } from './selection.ts';

const now = new Date('2026-04-15T10:00:00Z');
const [firstDay] = selectableDays(now);
const valid = {
  pista: 'tenis',
  dia: firstDay,
  horas: ['10:30', '10:00'],
  email: ' ana@example.org ',
  nombre: ' Ana  Ruiz ',
};

describe('validateBookingRequest', () => {
  it('cleans a valid request: hours in order, trimmed name and e-mail', () => {
    expect(validateBookingRequest(valid, now)).toEqual({
      ok: true,
      value: {
        pista: 'tenis',
        dia: firstDay,
        horas: ['10:00', '10:30'],
        email: 'ana@example.org',
        nombre: 'Ana Ruiz',
      },
    });
  });

  it('lists every field problem in Spanish', () => {
    const result = validateBookingRequest(
      { pista: 'golf', dia: '2026-04-15', horas: 'todas', email: 'no', nombre: '' },
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { campo: 'pista', mensaje: BOOKING_FIELD_MESSAGES.pista },
        { campo: 'dia', mensaje: BOOKING_FIELD_MESSAGES.dia },
        { campo: 'horas', mensaje: SELECTION_MESSAGES.vacia },
        { campo: 'nombre', mensaje: 'Introduce tu nombre completo.' },
        { campo: 'email', mensaje: BOOKING_FIELD_MESSAGES.emailInvalido },
      ],
    });
  });

  it('refuses days outside the seven selectable ones and non-contiguous hours', () => {
    const after = validateBookingRequest({ ...valid, dia: '2026-05-30' }, now);
    expect(after.ok).toBe(false);
    const gap = validateBookingRequest({ ...valid, horas: ['10:00', '10:30', '12:00', '12:30'] }, now);
    expect(gap).toMatchObject({
      ok: false,
      errors: [{ campo: 'horas', mensaje: SELECTION_MESSAGES['no-contigua'] }],
    });
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validateBookingRequest(input, now);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
