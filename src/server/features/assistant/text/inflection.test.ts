import { describe, expect, it } from 'vitest';
import { sameWord } from './inflection.ts';

describe('sameWord', () => {
  it('joins the forms of one word and a verb with the noun of its action', () => {
    expect(sameWord('reformar', 'reformas')).toBe(true);
    expect(sameWord('reservo', 'reserva')).toBe(true);
    expect(sameWord('horarios', 'horario')).toBe(true);
    expect(sameWord('vacunan', 'vacunacion')).toBe(true);
    expect(sameWord('empadronarme', 'empadronamiento')).toBe(true);
  });

  it('keeps apart words the stemmer joins but whose meaning differs', () => {
    expect(sameWord('guarderia', 'guarda')).toBe(false);
    expect(sameWord('salud', 'saludables')).toBe(false);
  });
});
