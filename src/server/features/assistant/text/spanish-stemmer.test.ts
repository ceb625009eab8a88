import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, termOf, termsOf } from './normalize.ts';
import { stemSpanish } from './spanish-stemmer.ts';

const stem = (word: string) => stemSpanish(fold(word));

describe('stemSpanish', () => {
  it.each([
    // Verb forms and their nouns meet.
    [['empadronarse', 'empadronamiento', 'empadrono', 'empadronar'], 'empadron'],
    [['reformar', 'reforma', 'reformas', 'reformando'], 'reform'],
    [['licencia', 'licencias'], 'licenc'],
    [['documento', 'documentos'], 'document'],
    [['animal', 'animales'], 'animal'],
    [['organización', 'organizaciones'], 'organiz'],
    [['reservar', 'reserva', 'reservas'], 'reserv'],
  ])('%j → %s', (forms, expected) => {
    for (const form of forms) expect(stem(form)).toBe(expected);
  });

  it('follows the Snowball special cases', () => {
    expect(stem('biología')).toBe('biolog'); // logía → log
    expect(stem('rápidamente')).toBe('rapid'); // amente
    expect(stem('construyen')).toBe('constru'); // y-verb after u
    expect(stem('distribución')).toBe('distribu'); // ución → u
  });

  it('leaves short words alone', () => {
    expect(stem('de')).toBe('de');
    expect(stem('bar')).toBe('bar');
  });

  it('gives the same stem with or without accents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('padrón', 'pádel', 'ocupación', 'tributación', 'próximamente', 'vehículos'),
        (word) => {
          expect(stem(word)).toBe(stem(word.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));
        },
      ),
    );
  });

  it('never returns an empty stem for a real word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zñ]{1,14}$/), (word) => {
        expect(stemSpanish(word).length).toBeGreaterThan(0);
        expect(word.startsWith(stemSpanish(word).slice(0, 1))).toBe(true);
      }),
    );
  });
});

describe('normalize', () => {
  it('folds case and accents but keeps ñ', () => {
    expect(fold('Padrón AÑO Pingüino')).toBe('padron año pinguino');
  });

  it('drops stop words and the filler of questions', () => {
    expect(termsOf('¿Cómo me empadrono en el pueblo?')).toEqual(['empadron', 'puebl']);
    expect(termsOf('Hola, quiero saber qué tengo que hacer')).toEqual([]);
  });

  it('drops the verbs that only carry the errand and the relatives a resident names', () => {
    expect(termsOf('¿Qué pongo en la solicitud?')).toEqual(termsOf('solicitud'));
    expect(termsOf('¿Después me dan un justificante?')).toEqual(termsOf('justificante'));
    expect(termsOf('La tumba de mis abuelos')).toEqual(termsOf('tumba'));
    expect(termsOf('¿Dónde podemos dormir?')).toEqual(termsOf('dormir'));
    // Their subjunctives too: 'podamos' is no 'poda', nor 'tenga' a topic.
    expect(termsOf('para que podamos participar')).toEqual(termsOf('participar'));
    expect(termsOf('¿hay alguna ordenanza que tenga que leer?')).toEqual(termsOf('ordenanza leer'));
  });

  it('meets the base word of a derivation the stemmer leaves a suffix on', () => {
    expect(termOf('accesibilidad')).toBe(termOf('accesible'));
    expect(termOf('obligatorio')).toBe(termOf('obligada'));
    // A short root keeps its suffix: 'posibilidad' is not cut to 'pos'.
    expect(termOf('posibilidad')).not.toBe('pos');
  });

  it('meets short plurals the stemmer leaves alone', () => {
    expect(termOf('obras')).toBe(termOf('obra'));
  });

  it('keeps numbers', () => {
    expect(termsOf('fiestas de 2025')).toEqual(['fiest', '2025']);
  });
});
