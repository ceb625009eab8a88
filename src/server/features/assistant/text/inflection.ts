import { termOf } from './normalize.ts';

/**
 * Endings that only inflect a Spanish word (number, gender, a verb's person, tense and attached pronoun)
 * or name its verb's action ('vacunan' and 'vacunación', 'empadronarme' and 'empadronamiento': residents
 * ask with the verb, the site writes the noun), not derive another word: 'guardería' and 'guarda', or
 * 'saludable' and 'salud', share a stem but not a meaning.
 */
const INFLECTIONS = new Set(
  `a o e as os es ar er ir an en on amos emos imos ais eis ado ada ados adas ido ida idos idas ando iendo
  aba aban abas ia ian ias ara aran era eran iera ieran io ieron aron are ere ire ase ese arse erse irse
  ate ete ite ame eme ime alo elo ilo ala ela ila n r mos is arme erme irme arte erte irte arnos ernos
  irnos acion icion cion amiento imiento miento aje`
    .split(/\s+/)
    .concat(''),
);

/** What is left of a folded word after `stem`, without a plural 's'. */
const ending = (word: string, stem: string) => word.slice(stem.length).replace(/s$/, '');

/**
 * Whether two folded words are forms of one word: the same stem, and nothing after it but inflections
 * ('reformar' and 'reformas' yes; 'guarderia' and 'guarda', whose stems the stemmer joins, no).
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const stem = termOf(a);
  if (stem === null || stem !== termOf(b)) return false;
  if (!a.startsWith(stem) || !b.startsWith(stem)) return true;
  const inflects = (word: string) =>
    INFLECTIONS.has(ending(word, stem)) || INFLECTIONS.has(word.slice(stem.length));
  return inflects(a) && inflects(b);
}
