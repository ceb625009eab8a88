import { describe, expect, it } from 'vitest';
import { termOf, termsOf, words } from './normalize.ts';

describe('normalize', () => {
  it('leaves e-mail and web addresses out of the words of a text', () => {
    expect(words('Correo electrónico: visitas@bodega.example, web https://bodega.example/visitas')).toEqual([
      'correo',
      'electronico',
      'web',
    ]);
  });

  it('gives a word the same term every time (cached or not)', () => {
    const first = termOf('empadronamiento');
    expect(termOf('empadronamiento')).toBe(first);
    expect(termsOf('Empadronamiento, empadronamiento')).toEqual([first, first]);
  });

  it('gives a plural the term of its singular (the stemmer alone strips them differently)', () => {
    for (const [singular, plural] of [
      ['horario', 'horarios'],
      ['auxiliar', 'auxiliares'],
      ['luz', 'luces'],
      ['origen', 'orígenes'],
    ])
      expect(termsOf(plural)).toEqual(termsOf(singular));
  });
});
