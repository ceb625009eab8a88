import { keepsOwnTerm, termOf } from './normalize.ts';

type Conjugation = 'ar' | 'er' | 'ir';
const ANY: Conjugation[] = ['ar', 'er', 'ir'];
/** A shape of a verb's root and the infinitives to try it with. */
type Shape = [string, Conjugation[]];

/**
 * Endings of conjugated Spanish verbs (folded), longest of each tense first, with the conjugations they belong to: what is
 * left is the verb's root ('eligen' → 'elig', 'abro' → 'abr'). An ending of one conjugation only
 * ('podemos', 'queréis') says which infinitive to try.
 */
const ENDINGS: Array<[string, Conjugation[]]> = [
  // The future and the conditional keep the infinitive whole ('costará', 'empezaríamos'); the imperfect, its vowel.
  ...(['ar', 'er', 'ir'] as const).flatMap((c) =>
    ['iamos', 'iais', 'ian', 'ias', 'ia', 'emos', 'eis', 'an', 'as', 'a', 'e'].map(
      (ending): [string, Conjugation[]] => [`${c}${ending}`, [c]],
    ),
  ),
  ['abamos', ['ar']],
  ['aban', ['ar']],
  ['abas', ['ar']],
  ['aba', ['ar']],
  ['iamos', ['er', 'ir']],
  ['ian', ['er', 'ir']],
  ['ias', ['er', 'ir']],
  ['ia', ['er', 'ir']],
  ['ieron', ['er', 'ir']],
  ['aron', ['ar']],
  ['amos', ['ar']],
  ['emos', ['er']],
  ['imos', ['ir']],
  ['ais', ['ar']],
  ['eis', ['er']],
  ['io', ['er', 'ir']],
  ['is', ['ir']],
  ['an', ANY],
  ['en', ANY],
  ['as', ANY],
  ['es', ANY],
  ['o', ANY],
  ['a', ANY],
  ['e', ANY],
];

/**
 * How Spanish roots change as they conjugate, each undone at the root's last occurrence: 'cierran' (cerrar),
 * 'vuelve' (volver), 'juega' (jugar), 'salgo' and 'pongo' (salir, poner), 'conozco' (conocer), 'incluye'
 * (incluir); and, only in the -ir verbs' indicative ('pido', 'eligen', 'durmió'), 'pedir', 'elegir', 'dormir'.
 */
const ALTERNATIONS: Array<[RegExp, string]> = [
  [/ie(?=[^ie]*$)/, 'e'],
  [/ue(?=[^ue]*$)/, 'o'],
  [/ue(?=[^ue]*$)/, 'u'],
  [/([nl])g$/, '$1'],
  [/zc$/, 'c'],
  [/y$/, ''],
];
const IR_ALTERNATIONS: Array<[RegExp, string]> = [
  // The root's vowel after a consonant: 'impreso' is no form of an 'empresir'.
  [/(?<=[^aeiou])i(?=[^i]*$)/, 'e'],
  // Only 'dormir' and 'morir' ('durmió', 'murió'): 'recurro' is no form of 'recorrer'.
  [/u(?=rm?$)/, 'o'],
];
const IR_INDICATIVE = new Set(['o', 'e', 'es', 'en', 'io', 'ieron']);

/** The nouns Spanish makes of each conjugation's verbs: 'empadronamiento', 'anulación', 'nacimiento'. */
const NOUNS: Record<Conjugation, string[]> = {
  ar: ['amiento', 'acion'],
  er: ['imiento'],
  ir: ['imiento'],
};

/** Endings of a noun's or an adjective's plural as much as of a verb's form ('vacas', 'redes'). */
const PLURAL_ENDINGS = new Set(['as', 'es']);

/** Shortest root worth trying: 'da' of 'dan' would meet any two-letter stem. */
const MIN_ROOT = 2;

/**
 * The site's term for a resident's conjugated verb whose own term the site never uses: the Snowball stemmer
 * strips endings, but not the changes of the root ('¿cómo se eligen los concejales?' and 'elegidos', '¿a
 * qué hora vuelve el agua?'), and it leaves short forms alone ('abro una tienda' and 'abrir'). Tries the
 * root as it is and with each change undone, as an infinitive of each conjugation, then as the noun of the
 * action ('nació' and 'nacimiento'), and returns the first term `knows` accepts; null when none fits.
 */
export function knownVerbTerm(word: string, knows: (term: string) => boolean): string | null {
  // A family kept apart from its stem's neighbours ('gimnasio', not 'gimnasia') stays so.
  if (keepsOwnTerm(word)) return null;
  for (const [ending, conjugations] of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const root = word.slice(0, -ending.length);
    if (root.length < MIN_ROOT) continue;
    const changed = (list: Array<[RegExp, string]>, infinitives: Conjugation[]) =>
      list
        .map(([from, to]): Shape => [root.replace(from, to), infinitives])
        .filter(([shape]) => shape !== root);
    const shapes: Shape[] = [
      [root, conjugations],
      ...changed(ALTERNATIONS, conjugations),
      ...(IR_INDICATIVE.has(ending) && conjugations.includes('ir') ? changed(IR_ALTERNATIONS, ['ir']) : []),
    ];
    for (const [shape, infinitives] of shapes) {
      for (const infinitive of infinitives) {
        const term = termOf(`${shape}${infinitive}`);
        // A form of a verb that carries no topic ('podemos', 'queréis') stays unknown.
        if (term === null) return null;
        if (knows(term)) return term;
      }
    }
    // The site may name the action instead: 'nació' and 'fecha de nacimiento'; not for an ending a noun's plural has
    // too ('vacas' is no form of 'vacar', to be read as 'vacaciones').
    if (PLURAL_ENDINGS.has(ending)) continue;
    for (const [shape, infinitives] of shapes) {
      for (const noun of infinitives.flatMap((infinitive) => NOUNS[infinitive])) {
        const term = termOf(`${shape}${noun}`);
        if (term && knows(term)) return term;
      }
    }
  }
  return null;
}

/** A participle said without its 'd' ('empadronaos', 'jubilao'): the root and its ending. */
const SPOKEN_PARTICIPLE = /^(\p{L}{3,})a(os?)$/u;

/**
 * The site's term for a participle said as many speak it, without its 'd' ('¿cuántos semos empadronaos?', 'pa los
 * jubilaos'), when the site knows the written one; null otherwise.
 */
export function knownSpokenTerm(word: string, knows: (term: string) => boolean): string | null {
  const [, root, ending] = SPOKEN_PARTICIPLE.exec(word) ?? [];
  const term = root && ending ? termOf(`${root}ad${ending}`) : null;
  return term && knows(term) ? term : null;
}

/** A diminutive's ending ('capillita', 'perrito', 'cursillos', 'fuentecilla') and the root before it. */
const DIMINUTIVE = /^(\p{L}{3,}?)(?:ec)?(?:it|ill)[oa]s?$/u;

/**
 * The site's term for a resident's diminutive whose own term the site never uses ('la capillita del cerro' and the
 * 'capilla', 'el perrito', 'un cursillo', 'una obrita'): the root with each noun ending ('o', 'a', 'e'), a 'qu' or
 * 'gu' before the ending back to 'c' or 'g' ('poquito', 'amiguito'), first that `knows` accepts; null when none.
 */
export function knownDiminutiveTerm(word: string, knows: (term: string) => boolean): string | null {
  // A word of its own that only looks like one ('casilla', 'capilla') stays so.
  if (keepsOwnTerm(word)) return null;
  const root = DIMINUTIVE.exec(word)?.[1];
  if (!root) return null;
  const plain = root.replace(/qu$/, 'c').replace(/gu$/, 'g');
  for (const ending of ['o', 'a', 'e']) {
    const term = termOf(`${plain}${ending}`);
    if (term && knows(term)) return term;
  }
  return null;
}

/**
 * The site's term for a resident's word whose own term the site never uses, read as a conjugated verb
 * (`knownVerbTerm`), a diminutive (`knownDiminutiveTerm`) or a participle said without its 'd' (`knownSpokenTerm`).
 */
export const knownFormTerm = (word: string, knows: (term: string) => boolean): string | null =>
  knownVerbTerm(word, knows) ?? knownDiminutiveTerm(word, knows) ?? knownSpokenTerm(word, knows);
