import { readFileSync } from 'node:fs';
import { commentedEntries } from './commented-entries.ts';
import { fold } from './fold.ts';
import { stemSpanish } from './spanish-stemmer.ts';
import { spokenNumbers, TEN_OR_MORE } from './spoken-numbers.ts';
import { STOPWORDS } from './stopwords.ts';

export { fold };

/** How residents shorten words when they chat ('a q hora', 'pa apuntarme', 'x la mañana', 'dnd está', 'el ayunta'). */
const CHAT_WORDS: Record<string, string> = {
  q: 'que',
  k: 'que',
  d: 'de',
  t: 'te',
  x: 'por',
  dnd: 'donde',
  cnd: 'cuando',
  xfa: 'por favor',
  pa: 'para',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  tb: 'también',
  tmb: 'también',
  ayunta: 'ayuntamiento',
  // The council's abbreviation, as often written with its capital.
  ayto: 'ayuntamiento',
  aytmo: 'ayuntamiento',
  Ayto: 'Ayuntamiento',
  Aytmo: 'Ayuntamiento',
  finde: 'fin de semana',
  insti: 'instituto',
};
const CHAT_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(${Object.keys(CHAT_WORDS).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * A year of the last century said by its last two digits ('en el 81', 'del 95', 'el año 60'): not a day of the
 * month ('hasta el 15 de octubre', below 30 anyway) nor a quantity ('el 80 %', 'el 50 de los vecinos').
 */
const SHORT_YEAR =
  /(?<=\b(?:en|del|desde|hasta|antes del|después del|despues del|año|ano)\s+(?:el\s+)?)'?([3-9]\d)\b(?!\s*(?:%|€|de\b|euros?\b|años?\b|anos?\b|por\b))/giu;

/**
 * A message with its chat shorthand written out, lower-case words only ('X, Y o Z' of an NIE stays), a number
 * said in several words in digits ('mil novecientos cincuenta' → '1950') and a year said by two digits in full
 * ('en el 81' → 'en el 1981').
 */
export const expandChat = (text: string) =>
  spokenNumbers(text.replace(CHAT_WORD, (word) => CHAT_WORDS[word] ?? word)).replace(
    SHORT_YEAR,
    (_, year) => `19${year}`,
  );

/** E-mail addresses and web addresses: their pieces ('visitas@bodega…') are not words of the text. */
const ADDRESS = /[^\s@]+@[^\s@]+\.[^\s@]+|\bhttps?:\/\/\S+|\bwww\.\S+/g;

/** An '@' inside a word that is no address stands for its 'a' ('Cl@ve', 'tod@s'). */
const AT_SIGN = /(?<=[a-zñ])@(?=[a-zñ])/g;

/**
 * A number as a resident counts it: '0,10 puntos' and '20,00 €' by their whole part, '1.214 habitantes' as one number,
 * '17:30' by its hour (so a course of 10 hours is not one worth «0,10 puntos»).
 */
const NUMBER_PARTS: Array<[RegExp, string]> = [
  [/(\d)\.(\d{3})(?!\d)/g, '$1$2'],
  [/(\d),\d+/g, '$1'],
  [/(\d):\d\d(?!\d)/g, '$1'],
];

/** Words of a text, folded (letters and digits; 'pádel,' → 'padel'), leaving out e-mail and web addresses. */
export function words(text: string): string[] {
  const plain = NUMBER_PARTS.reduce(
    (t, [part, whole]) => t.replace(part, whole),
    fold(text).replace(ADDRESS, ' ').replace(AT_SIGN, 'a'),
  );
  return plain.match(/[a-zñ0-9]+/g) ?? [];
}

/** A text between quotation marks: «…», “…”, "…", or '…' and ‘…’ not inside a word. */
const QUOTED = /[«“"]([^«»“”"\n]{1,160})[»”"]|(?<![\p{L}\p{N}])['‘]([^'‘’\n]{1,160})['’](?![\p{L}\p{N}])/gu;

/**
 * What a screen says, reported without quotation marks: 'me sale un aviso de que las horas deben ser contiguas',
 * 'me pone que el DNI no es válido' (the clause after 'que', up to the next punctuation).
 */
const REPORTED =
  /\b(?:me|nos|le|te)\s+(?:sale|salen|sal[ií]a|pone|pon[ií]a|dice|dec[ií]a|aparece|aparecen|muestra)\s+(?:(?:un|una|el|este|ese)\s+)?(?:(?:aviso|mensaje|error|cartel|letrero|texto)\s+)?(?:en\s+rojo\s+)?(?:de\s+)?que\s+([^,.;:?!¿()«»"“”]+)/giu;
/** A reported clause needs this many words to be taken for the screen's own. */
const REPORTED_WORDS = 3;

/**
 * What a text quotes, each as its folded words ('me sale «Debes confirmar firma presencial»' → 'debes confirmar
 * firma presencial'), or reports a screen saying (`REPORTED`): only quotes with a word that carries meaning.
 */
export function quotedIn(text: string): string[] {
  const quoted = [...text.matchAll(QUOTED)].map((match) => words(match[1] ?? match[2] ?? ''));
  const reported = [...text.matchAll(REPORTED)]
    .map((match) => words(match[1] ?? ''))
    .filter((clause) => clause.length >= REPORTED_WORDS);
  return [...quoted, ...reported]
    .filter((quote) => quote.some((word) => termOf(word) !== null))
    .map((quote) => quote.join(' '));
}

/**
 * Terms already worked out, by word: the site's vocabulary is a few thousand words and every index build
 * and every answer stems the same ones again. Bounded: past the limit (a flood of made-up words) it starts over.
 */
const TERM_CACHE_LIMIT = 50_000;
const termCache = new Map<string, string | null>();

/** The index key of one folded word: its stem, or null for words that carry no meaning in a search. */
export function termOf(word: string): string | null {
  const cached = termCache.get(word);
  if (cached !== undefined) return cached;
  const term = computeTerm(word);
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
  termCache.set(word, term);
  return term;
}

/**
 * A plural noun or adjective as its singular ('horarios' → 'horario', 'auxiliares' → 'auxiliar', 'luces' →
 * 'luz', 'accesibles' → 'accesible'), so both stem alike: the Snowball stemmer strips them differently ('horari' and 'horar'). Short
 * words and singulars that end in -s ('lunes', 'tenis') come out as they would anyway.
 */
function singular(word: string): string {
  if (word.length < 5) return word;
  if (word.endsWith('ces')) return `${word.slice(0, -3)}z`;
  // No Spanish word ends in these pairs: 'accesibles', 'nombres', 'padres' drop only their -s.
  if (/([bcfgpt][lr]|dr|ll|rr)es$/.test(word)) return word.slice(0, -1);
  if (/[lrndjy]es$/.test(word)) return word.slice(0, -2);
  if (/[aeiou]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Reads the stem exceptions file format (see stem-exceptions.txt): a comment line saying which meanings the
 * stem would mix, then one word family per line; each of its forms (folded) → the family's first word.
 */
export function parseStemExceptions(text: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const line of commentedEntries(text, 'stem-exceptions.txt', 'la familia')) {
    const forms = line.split(/\s+/).map(fold);
    for (const form of forms) families.set(form, forms[0] ?? form);
  }
  return families;
}

/** Word families that keep a term of their own ('plazo' is not 'plaza'): `stem-exceptions.txt`. */
const STEM_EXCEPTIONS = parseStemExceptions(
  readFileSync(new URL('./stem-exceptions.txt', import.meta.url), 'utf8'),
);

/** Whether a word belongs to a family of `stem-exceptions.txt`: its term is its family's, never a neighbour's. */
export const keepsOwnTerm = (word: string) => STEM_EXCEPTIONS.has(word);

function computeTerm(word: string): string | null {
  // A number of two digits or more written as one word is its digits: a resident writes 'diez días' where the
  // site says '10 días naturales'. Smaller ones stay words, as a single digit is no term ('3 meses' is the months).
  const number = TEN_OR_MORE.get(word);
  if (number !== undefined) return String(number);
  if (word.length < 2 || STOPWORDS.has(word)) return null;
  const family = STEM_EXCEPTIONS.get(word);
  if (family) return family;
  // A short infinitive with its pronoun ('usarse', 'verla', 'leerme') sits outside the stemmer's regions, which keep
  // the pronoun ('usars'): it meets its infinitive ('usar').
  const withPronoun = /^([a-zñ]{2,}(?:ar|er|ir))(se|me|la|las|lo|los|le|les|nos)$/.exec(word);
  // Not the plural of a noun in '-erno' ('inviernos', 'gobiernos', 'externos'): no infinitive ends in '-ier',
  // and few residents write '-ternos'.
  const plural = withPronoun?.[2] === 'nos' && /[it]er$/.test(withPronoun[1] ?? '');
  const infinitive = plural ? undefined : withPronoun?.[1];
  // A filler verb with 'me' keeps its own term: 'hacerme vecino' and 'darme de alta' say what the errand is.
  const keepsMe = withPronoun?.[2] === 'me' && infinitive !== undefined && STOPWORDS.has(infinitive);
  if (infinitive && infinitive.length >= 4 && !keepsMe)
    return STOPWORDS.has(infinitive) ? null : stemSpanish(infinitive);
  // Numbers (years, prices, hours) are kept as they are.
  if (/^\d+$/.test(word)) return word;
  const stem = stemSpanish(singular(word));
  // Short words sit outside the stemmer's regions, so 'obras' would not meet 'obra': fold the plural here.
  if (stem === word && word.length > 3 && /[aeiou]s$/.test(word)) return stemSpanish(word.slice(0, -1));
  // Likewise a short verb's plural ('abren', 'cierran') would not meet its singular ('abre', 'cierra').
  if (stem === word && word.length > 4 && /[ae]n$/.test(word)) return stemSpanish(word.slice(0, -1));
  return settledStem(stem);
}

/**
 * Suffixes the stemmer leaves on a derived word, which its base word does not have: '-ibil' of
 * 'accesibilidad' ('accesibil', while 'accesible' gives 'acces'), '-ator' of 'obligatorio' ('obligator',
 * while 'obligada' gives 'oblig'). Cut only where a root of four letters or more is left.
 */
const DERIVED = /^([a-zñ]{4,})(ibil|ator)$/;
/**
 * A plural in '-ces' is the plural of a word in '-z' ('luces') or in '-ce' ('enlaces'), and `singular` cannot
 * tell which: a final 'z' is written 'c', so both meet their singular ('luz' and 'luces', 'enlace' and 'enlaces').
 */
const settledStem = (stem: string) => (DERIVED.exec(stem)?.[1] ?? stem).replace(/z$/, 'c');

/**
 * The exact-form key of one folded word: the word itself without its plural ('titulaciones' and
 * 'titulación' → '=titulacion'), never its stem. A stem joins whole word families ('domicilio' and
 * 'domiciliación', 'guardería' and 'guarda'); the index also holds these keys so that a passage using the
 * resident's very word outranks one that only shares its stem. Null where termOf is null.
 */
export function exactOf(word: string): string | null {
  const cached = exactCache.get(word);
  if (cached !== undefined) return cached;
  const form =
    termOf(word) === null || /^\d+$/.test(word)
      ? null
      : `=${word.replace(/s$/, '').replace(/([^aeiou])e$/, '$1')}`;
  if (exactCache.size >= TERM_CACHE_LIMIT) exactCache.clear();
  exactCache.set(word, form);
  return form;
}
const exactCache = new Map<string, string | null>();

/** Search terms of a text: folded, stop words removed, stemmed. */
export function termsOf(text: string): string[] {
  const result: string[] = [];
  for (const word of words(text)) {
    const term = termOf(word);
    if (term) result.push(term);
  }
  return result;
}

/** Articles and determiners: a capital after one may be mere emphasis. */
const ARTICLES = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'al',
  'mi',
  'tu',
  'su',
  'este',
  'esta',
]);

/** Lower-case words that join the words of one name ('Hogar del Jubilado', 'Comisión de Cuentas'). */
const NAME_JOINERS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

/**
 * The names in a text, as exactOf writes them: the first capitalised word of each name inside a sentence
 * ('la oficina de Correos', 'los concejales de VOX'), not after an article ('el Polideportivo' may be the
 * writer's emphasis) nor a name's later words ('el Hogar del Jubilado': the site may write 'jubilado'). In a `heading` (a title, a
 * section's or a record's name) every word with a capital is a name; in the site's `text`, every one inside
 * a sentence (the site writes its names as they are).
 */
export function namesIn(text: string, kind: 'question' | 'text' | 'heading' = 'question'): string[] {
  const names: string[] = [];
  const plain = text.replace(ADDRESS, ' ');
  let inName = false;
  for (const match of plain.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (!/^\p{Lu}/u.test(word)) {
      if (!NAME_JOINERS.has(word)) inName = false;
      continue;
    }
    const before = plain.slice(0, match.index).trimEnd();
    // The first word of the text or of a sentence, or a label's ('Correo electrónico: …'), is capitalised anyway.
    // After an article the capital may be the writer's emphasis ('el Polideportivo'), not a name.
    const previous = fold(/(\p{L}+)$/u.exec(before)?.[1] ?? '');
    // In the site's text a label's value is written as it is ('Alcalde: Tomás Herrero Gil').
    const opener = kind === 'text' ? /[.!?¿¡\n]$/ : /[.!?¿¡:;«"(\n-]$/;
    const opens = before === '' || opener.test(before) || (kind === 'question' && ARTICLES.has(previous));
    const continues = inName && !opens && kind === 'question';
    inName = true;
    if (kind !== 'heading' && (opens || continues)) continue;
    const form = exactOf(fold(word));
    if (form) names.push(form);
  }
  return names;
}
