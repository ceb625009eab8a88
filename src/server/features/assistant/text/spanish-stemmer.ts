/**
 * A Snowball-style Spanish stemmer working on accent-folded, lower-case words (see `fold` in normalize.ts).
 * Folding first means 'padrón' and 'padron' (typed without accents) share one stem; the suffix lists are
 * therefore written without accents. Algorithm: https://snowballstem.org/algorithms/spanish/stemmer.html
 */

import {
  PRONOUN_HOSTS,
  PRONOUNS,
  STEP1_DELETE,
  STEP1_IC,
  STEP2A,
  STEP2B,
  STEP2B_GU,
} from './spanish-suffixes.ts';

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (char: string | undefined) => char !== undefined && VOWELS.has(char);

/** Start of the region after the first non-vowel that follows a vowel, from `from`. */
function regionAfterVowelConsonant(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

function regionV(word: string): number {
  if (word.length < 2) return word.length;
  if (!isVowel(word[1])) {
    for (let i = 2; i < word.length; i++) if (isVowel(word[i])) return i + 1;
    return word.length;
  }
  if (isVowel(word[0]) && isVowel(word[1])) {
    for (let i = 2; i < word.length; i++) if (!isVowel(word[i])) return i + 1;
    return word.length;
  }
  return Math.min(3, word.length);
}

const longestSuffix = (word: string, list: string[]) => list.find((suffix) => word.endsWith(suffix));

/** Stems one folded, lower-case Spanish word ('empadronarse' → 'empadron', 'licencias' → 'licenci'). */
export function stemSpanish(input: string): string {
  let word = input;
  if (word.length < 3) return word;
  const rv = regionV(word);
  const r1 = regionAfterVowelConsonant(word, 0);
  const r2 = regionAfterVowelConsonant(word, r1);
  const inRv = (suffix: string) => word.length - suffix.length >= rv;
  const inR1 = (suffix: string) => word.length - suffix.length >= r1;
  const inR2 = (suffix: string) => word.length - suffix.length >= r2;
  const cut = (suffix: string) => {
    word = word.slice(0, word.length - suffix.length);
  };

  // Step 0: attached pronouns after a gerund or infinitive (empadronarse → empadronar).
  const pronoun = longestSuffix(word, PRONOUNS);
  if (pronoun && inRv(pronoun)) {
    const before = word.slice(0, -pronoun.length);
    const host = longestSuffix(before, PRONOUN_HOSTS);
    if (
      (host && before.length - host.length >= rv) ||
      (before.endsWith('yendo') && before.endsWith('uyendo'))
    ) {
      cut(pronoun);
    }
  }

  // Step 1: standard derivational suffixes.
  const before1 = word;
  const step1 = longestSuffix(
    word,
    [
      ...STEP1_DELETE,
      ...STEP1_IC,
      'logia',
      'logias',
      'ucion',
      'uciones',
      'encia',
      'encias',
      'amente',
      'mente',
      'idad',
      'idades',
      'iva',
      'ivo',
      'ivas',
      'ivos',
    ].sort((a, b) => b.length - a.length),
  );
  if (step1) {
    if (STEP1_DELETE.includes(step1)) {
      if (inR2(step1)) cut(step1);
    } else if (STEP1_IC.includes(step1)) {
      if (inR2(step1)) {
        cut(step1);
        if (word.endsWith('ic') && inR2('ic')) cut('ic');
      }
    } else if (step1 === 'logia' || step1 === 'logias') {
      if (inR2(step1)) word = `${word.slice(0, -step1.length)}log`;
    } else if (step1 === 'ucion' || step1 === 'uciones') {
      if (inR2(step1)) word = `${word.slice(0, -step1.length)}u`;
    } else if (step1 === 'encia' || step1 === 'encias') {
      if (inR2(step1)) word = `${word.slice(0, -step1.length)}ente`;
    } else if (step1 === 'amente') {
      if (inR1(step1)) {
        cut(step1);
        if (word.endsWith('iv') && inR2('iv')) {
          cut('iv');
          if (word.endsWith('at') && inR2('at')) cut('at');
        } else {
          const next = ['os', 'ic', 'ad'].find((s) => word.endsWith(s));
          if (next && inR2(next)) cut(next);
        }
      }
    } else if (step1 === 'mente') {
      if (inR2(step1)) {
        cut(step1);
        const next = ['ante', 'able', 'ible'].find((s) => word.endsWith(s));
        if (next && inR2(next)) cut(next);
      }
    } else if (step1 === 'idad' || step1 === 'idades') {
      if (inR2(step1)) {
        cut(step1);
        const next = ['abil', 'ic', 'iv'].find((s) => word.endsWith(s));
        if (next && inR2(next)) cut(next);
      }
    } else if (inR2(step1)) {
      // iva, ivo, ivas, ivos
      cut(step1);
      if (word.endsWith('at') && inR2('at')) cut('at');
    }
  }

  if (word === before1) {
    // Step 2a: verb suffixes beginning with y, after u (construyen → constru).
    const y = longestSuffix(word, STEP2A);
    if (y && inRv(y) && word.slice(0, -y.length).endsWith('u')) {
      cut(y);
    } else {
      // Step 2b: other verb suffixes.
      const verb = longestSuffix(
        word,
        [...STEP2B_GU, ...STEP2B].sort((a, b) => b.length - a.length),
      );
      if (verb && inRv(verb)) {
        cut(verb);
        if (STEP2B_GU.includes(verb) && word.endsWith('gu')) word = word.slice(0, -1);
      }
    }
  }

  // Step 3: residual vowel.
  const residual = ['os', 'a', 'o', 'i'].find((s) => word.endsWith(s));
  if (residual && inRv(residual)) {
    cut(residual);
  } else if (word.endsWith('e') && inRv('e')) {
    cut('e');
    if (word.endsWith('gu') && word.length - 1 >= rv) word = word.slice(0, -1);
  }
  return word;
}
