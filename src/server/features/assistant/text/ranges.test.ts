import { describe, expect, it } from 'vitest';
import { termsOf } from './normalize.ts';
import { numbersInRanges, termsInRanges } from './ranges.ts';

describe('numbersInRanges', () => {
  it('finds a number of the question inside a span of the text', () => {
    expect(numbersInRanges(['60'], 'Curso de 50 a 99 horas: 0,50 puntos.')).toEqual(['60']);
    expect(numbersInRanges(['60', '120'], 'Curso de 50 a 99 horas.')).toEqual(['60']);
    expect(numbersInRanges(['3'], 'Apartamentos de 2 a 4 plazas.')).toEqual(['3']);
  });

  it('finds a number of the question under or over a bound of the text', () => {
    const note = 'No se puntúan los cursos de menos de 20 horas.';
    expect(numbersInRanges(['10', '30'], note)).toEqual(['10']);
    expect(numbersInRanges(['150', '80'], 'Curso de más de 100 horas: 1 punto.')).toEqual(['150']);
  });

  it('finds a number of the question from a minimum up, or up to a maximum of people', () => {
    expect(numbersInRanges(['17', '15'], 'Tener cumplidos 16 años.')).toEqual(['17']);
    expect(numbersInRanges(['7', '9'], 'Capacidad para 8 personas en 4 dormitorios.')).toEqual(['7']);
    expect(numbersInRanges(['7'], 'Reparto para 8 pueblos.')).toEqual([]);
  });

  it('does not read an hour span as a span of numbers', () => {
    expect(numbersInRanges(['5'], 'Horario de 17:00 a 18:00.')).toEqual([]);
    expect(numbersInRanges([], 'de 1 a 9')).toEqual([]);
  });
});

describe('termsInRanges', () => {
  it("finds the question's numbers in spans, and its weekdays where the text gives a span of weekdays", () => {
    const own = termsOf('abre los sábados 60');
    expect(termsInRanges(own, 'Curso de 50 a 99 horas.')).toEqual(['60']);
    expect(termsInRanges(own, 'Atención al público de lunes a viernes.')).toEqual(termsOf('sábados'));
    expect(termsInRanges(termsOf('el domingo'), 'Abre del martes al domingo.')).toEqual(termsOf('domingo'));
    expect(termsInRanges(own, 'Pilates: días lunes y miércoles.')).toEqual([]);
  });
});
