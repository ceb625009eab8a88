import { readFileSync } from 'node:fs';
import { commentedEntries } from './commented-entries.ts';
import { fold, termsOf, words } from './normalize.ts';

/** Weight of a synonym term relative to a term the resident wrote. */
export const SYNONYM_WEIGHT = 0.5;

/** Phrases (each as its search terms) that fire a group, and the phrases it then adds to the search. */
export interface SynonymGroup {
  fires: string[][];
  adds: string[][];
  /** Written 'narrow > broad': its narrower words are the resident's, its broader ones the site's. */
  oneWay?: boolean;
}

export interface SynonymData {
  /** Symmetric groups fire on and add all their phrases; a narrower word's group only adds the broader ones. */
  groups: SynonymGroup[];
  /** Folded question word → the search terms such a question asks for. */
  cues: Map<string, string[]>;
  /** The one-word phrases that fire a group, folded as written ('abrís'): residents' words the file names. */
  words: Set<string>;
}

/**
 * Reads the synonyms file format (see synonyms.txt): comment lines, '|'-separated groups, 'narrow | words >
 * broad | words' groups that only lead from the narrower words to the broader ones, and '? word > a | b'
 * question cues. Every group and cue must follow a comment saying whom it serves.
 */
export function parseSynonyms(text: string): SynonymData {
  const groups: SynonymGroup[] = [];
  const cues = new Map<string, string[]>();
  const named = new Set<string>();
  for (const line of commentedEntries(text, 'synonyms.txt', 'el grupo')) {
    const cue = /^\?\s*(.+?)\s*>\s*(.+)$/.exec(line);
    if (cue?.[1] && cue[2]) {
      cues.set(
        fold(cue[1]),
        cue[2].split('|').flatMap((phrase) => termsOf(phrase)),
      );
      continue;
    }
    const phrases = (side: string) => side.split('|').map((phrase) => termsOf(phrase));
    const [narrow, broad] = line.split('>');
    for (const phrase of (broad === undefined ? line : (narrow ?? '')).split('|')) {
      const written = words(phrase);
      if (written.length === 1 && written[0]) named.add(written[0]);
    }
    if (broad !== undefined)
      groups.push({ fires: phrases(narrow ?? ''), adds: phrases(broad), oneWay: true });
    else groups.push({ fires: phrases(line), adds: phrases(line) });
  }
  return { groups, cues, words: named };
}

const DATA = parseSynonyms(readFileSync(new URL('./synonyms.txt', import.meta.url), 'utf8'));

/**
 * The search terms a question adds through synonyms and question cues (not its own terms), with their
 * weights. A word of a longer phrase ('alta' of 'alta padrón') weighs less than a one-word synonym:
 * alone it says little. `message` is the question as written (cues are often stop words: '¿dónde?').
 */
export function synonymTerms(
  questionTerms: string[],
  message = '',
  data: SynonymData = DATA,
): Map<string, number> {
  const present = new Set(questionTerms);
  const added = new Map<string, number>();
  const add = (term: string, weight: number) => {
    if (!present.has(term) && (added.get(term) ?? 0) < weight) added.set(term, weight);
  };
  for (const group of data.groups) {
    const fires = group.fires.some((phrase) => phrase.length > 0 && phrase.every((t) => present.has(t)));
    if (!fires) continue;
    for (const phrase of group.adds) {
      const weight = phrase.length === 1 ? SYNONYM_WEIGHT : SYNONYM_WEIGHT / 2;
      for (const term of phrase) add(term, weight);
    }
  }
  for (const term of cueTerms(message, data)) add(term, SYNONYM_WEIGHT);
  return added;
}

/** What the question words of `message` ask for ('¿a qué hora…?' → the term of 'horario'). */
export function cueTerms(message: string, data: SynonymData = DATA): Set<string> {
  const found = new Set<string>();
  for (const word of new Set(words(message))) for (const term of data.cues.get(word) ?? []) found.add(term);
  return found;
}

/**
 * For each of the question's terms, the phrases that count as finding it: itself, and every phrase of each group a
 * phrase with it fires ('cambiar nombre' fires the transfer group, so 'cesión' finds both 'cambiar' and 'nombre'). A
 * passage finds a phrase of several words ('grupo municipal') when it holds them all.
 */
export function synonymPhrases(questionTerms: string[], data: SynonymData = DATA): Map<string, string[][]> {
  const present = new Set(questionTerms);
  const phrases = new Map(questionTerms.map((t): [string, string[][]] => [t, [[t]]]));
  for (const group of data.groups) {
    const firing = group.fires.filter((phrase) => phrase.length > 0 && phrase.every((t) => present.has(t)));
    for (const phrase of firing) for (const term of phrase) phrases.get(term)?.push(...group.adds);
  }
  return phrases;
}

/** For each of the question's terms, the words of its phrases (`synonymPhrases`), each alone. */
export function phraseWords(phrases: Map<string, string[][]>): Map<string, Set<string>> {
  return new Map([...phrases].map(([term, list]) => [term, new Set(list.flat())]));
}

/**
 * Whether the file names this folded word as residents write it ('abrís' of '¿cuándo abrís?'): its own groups say what
 * it means, not those of the site's word it could be read as ('abrir' un negocio).
 */
export const namesResidentWord = (word: string, data: SynonymData = DATA) => data.words.has(word);

/**
 * Whether a one-word phrase on the narrow side of a one-way group is this term: the file says how the site
 * words it ('Pascua' is the site's 'Semana Santa'), unlike a word of a symmetric group, which may share its
 * stem with a word of another sense ('Correos', the post office, and the 'correo' of the contact group).
 */
export function leadsToSiteWording(term: string, data: SynonymData = DATA): boolean {
  return data.groups.some(
    (group) => group.oneWay && group.fires.some((phrase) => phrase.length === 1 && phrase[0] === term),
  );
}
