import { describe, expect, it } from 'vitest';
import { termsOf } from './normalize.ts';
import { SYNONYM_WEIGHT, synonymTerms } from './synonyms.ts';

const expand = (question: string) => synonymTerms(termsOf(question));

describe('synonymTerms', () => {
  it.each([
    ['¿Cómo me empadrono?', 'padrón'],
    ['Tengo un perro', 'animal'],
    ['quiero reservar pádel', 'pista'],
    ['busco trabajo', 'empleo'],
    ['¿cuándo pasa la basura?', 'residuos'],
  ])('%s adds %s', (question, word) => {
    const [term] = termsOf(word);
    expect(expand(question).get(term ?? '')).toBe(SYNONYM_WEIGHT);
  });

  it('gives words of a longer phrase half the weight', () => {
    // 'reforma' brings 'obra menor': each word alone says less than the phrase.
    expect(expand('quiero reformar').get('obra')).toBe(SYNONYM_WEIGHT / 2);
  });

  it('fires a phrase only when all its words are there', () => {
    expect(expand('obra').has('reform')).toBe(false);
    expect(expand('obra menor').get('reform')).toBe(SYNONYM_WEIGHT);
  });

  it("never repeats the question's own terms", () => {
    const own = termsOf('padrón censo');
    for (const term of own) expect(expand('padrón censo').has(term)).toBe(false);
  });
});
