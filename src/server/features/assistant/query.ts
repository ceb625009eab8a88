import {
  askedToExist,
  askedToGet,
  askedWhich,
  asksAboutPast,
  asksForText,
  asksSummary,
  asksWithWord,
  countedThing,
  fillsForm,
  type Intent,
  intentsOf,
  MONTH,
  namesKind,
  statedIntents,
  topicWords,
} from './intent.ts';
import type { WeightedTerms } from './search-index.ts';
import { exactOf, expandChat, fold, namesIn, quotedIn, termOf, termsOf, words } from './text/normalize.ts';
import { NOT_TOPIC } from './text/not-topic.ts';
import { otherBodyTerms } from './text/other-bodies.ts';
import {
  cueTerms,
  namesResidentWord,
  phraseWords,
  SYNONYM_WEIGHT,
  synonymPhrases,
  synonymTerms,
} from './text/synonyms.ts';
import { knownFormTerm } from './text/verb-roots.ts';
import type { Turn } from './types.ts';

/** Weights of the earlier questions' terms, most recent first: enough to break ties, not to lead. */
const CONTEXT_WEIGHTS = [0.4, 0.2];
/**
 * Weight of a framing word ('¿qué días…?', '¿a qué hora…?') next to the question's topic: the kind of fact
 * it asks for is weighed by the intent (relevance.ts); a passage that merely says 'día' is not the answer.
 */
const FRAMING_WEIGHT = 0.5;
/**
 * Weight of the exact form of a topic word (`exactOf`): on top of its stem, so a passage with the very word
 * ('domicilio') leads one that only shares the stem ('domiciliación').
 */
const EXACT_WEIGHT = 0.5;

export interface Query {
  terms: WeightedTerms;
  /** The question's own terms. */
  own: string[];
  /**
   * The own terms that say what the question is about (not '¿a qué hora…?', '¿cuánto cuesta…?'); all of
   * them when the question only frames ('¿y qué documentos necesito?', see `framingOnly`).
   */
  topic: string[];
  /** The exact forms (`exactOf`) of the resident's topic words, by their term ('guarderia' under 'guard'). */
  forms: Map<string, string[]>;
  /** The names the question writes ('la oficina de Correos'), each with its term. */
  names: Map<string, string>;
  /** The question only says which fact it wants: it asks about what the conversation was about. */
  framingOnly: boolean;
  /** For each own term, the terms whose match counts as finding it (itself and its synonyms' words). */
  coverage: Map<string, Set<string>>;
  /** For each own term, itself and its synonyms as phrases (`synonymPhrases`): 'grupo municipal' as one. */
  phrases: Map<string, string[][]>;
  /**
   * The pages the question points at: the one the previous answer cited first (a follow-up most likely speaks of
   * it) and those that show what it quotes (`quoted`).
   */
  boostUrls: Set<string>;
  /**
   * The pages whose screen shows, word for word, a text the question quotes ('me sale «Debes confirmar firma
   * presencial»', 'me pide «distrito» y «sección»'): the resident is on that page, whatever else the question says.
   */
  quoted: Set<string>;
  /** What the question quotes (`quotedIn`), as folded words: a form's label, a message. */
  quotes: string[];
  /** What the question words ask for ('¿a qué hora…?' → horario): the fact the answer should hold. */
  cues: Set<string>;
  /** The compounds the question names (`compoundsIn`: 'centro de salud'), each as its two topic terms. */
  compounds: Array<[string, string]>;
  /** The nouns it qualifies with an adjective (`qualifiedNounsIn`: 'tarjeta sanitaria'), likewise. */
  qualified: Array<[string, string]>;
  /**
   * The topic terms of the sentences that ask (those ending in '?'; all of them when none does): the others tell the
   * resident's story ('Tengo artrosis y el médico me recomienda ejercicio suave. ¿Hay algo para mayores?').
   */
  asked: Set<string>;
  /** The kinds of fact the question asks for (an hour, a price, a place…). */
  intents: Set<Intent>;
  /** Of `intents`, those a page either states or does not (`statedIntents`): an hour, where a thing is. */
  stated: Set<Intent>;
  /** The question asks what to write, mark or choose in a form (`fillsForm`: '¿qué pongo / marco…?'). */
  fillsForm: boolean;
  /** The question asks for a text to read or download (`asksForText`: a norm, a model, the fees). */
  asksForText: boolean;
  /** The question asks what a page or news item says, in short (`asksSummary`: '¿qué dice el alcalde…?'). */
  asksSummary: boolean;
  /** What a '¿cuántos…?' counts (`countedThing`): a count of something else does not answer it. */
  counted: { term: string; abbreviations: string[] } | null;
  /**
   * The topic terms of the thing a '¿hay…?' asks whether there is and of the word that says which one
   * (`askedToExist`), or of the attribute a question word asks for in a word the site never writes (`unknownIn`): the
   * answer must name them.
   */
  exists: string[] | null;
  /** The topic terms of the thing '¿cómo pido…?' asks how to obtain (`askedToGet`): its procedure must name it. */
  requested: string[] | null;
  /**
   * The terms of a matter another administration or a company handles that the site never writes (`otherBodyTerms`:
   * 'el Catastro', 'la tarjeta sanitaria'): as foreign to the site as a word it never uses.
   */
  foreign: string[];
  /**
   * A sentence that asks ('?', or a question word: `asksWithWord`) is about another administration's matter
   * (`foreign`): '¿Qué ofertas de trabajo tiene el SEPE?', 'donde me hacen la tarjeta sanitaria'.
   */
  asksForeign: boolean;
  /** The part that asks is about something that happened (`asksAboutPast`: '¿cuánto duraron las fiestas?'). */
  asksPast: boolean;
}

/**
 * A resident acting for someone else ('¿la puedo presentar yo por mi madre?', 'la licencia para mi padre', 'en
 * nombre de mi vecina', 'lo hago en su nombre', 'por él', 'mi gestora'): the forms' representation fields ('En
 * representación de otra persona', 'Representante') answer it.
 */
const RELATIVES =
  'madre|padre|marido|mujer|pareja|hij[oa]s?|abuel[oa]s?|suegr[oa]s?|herman[oa]s?|ti[oa]s?|vecin[oa]s?|amig[oa]s?|clientes?|jef[ea]';
const ON_BEHALF = new RegExp(
  `\\b(por|para|en nombre de|en lugar de|de parte de) (mis?|sus?|tus?) (${RELATIVES})\\b|\\bpor (otra persona|ella|ellos|ellas)\\b|\\ben (su|sus) nombres?\\b|\\bgestor(a|ia)?\\b`,
);
const ON_BEHALF_TERMS = termsOf('representación');

/**
 * How a resident asks after something they sent ('¿cómo va mi solicitud?', '¿en qué punto está lo que pedí?', 'no sé
 * nada de lo que mandé'): its state, which Mis trámites and the receipt check show.
 */
const ASKS_STATE =
  /\b(como|en que (punto|estado|fase)) (va|van|esta|estan|anda|andan|sigue|lleva)\b|\b(no (se|he sabido) nada|sin noticias) de\b/;
const STATE_TERMS = termsOf('estado');

/**
 * Words before 'de' that are not a noun it qualifies: verbs that take it ('acabo de mudarme', 'darme de
 * alta', 'dejar de', 'tratar de'), adverbs of place and time ('cerca de casa', 'antes de las diez') and
 * nouns that name no kind of thing ('mi situación de extranjero', 'el tema de la basura').
 */
const NOT_HEAD =
  /^(acab\w*|dej\w*|trat(o|a|as|an|ar|ando|amos|e|en)|d(a|as|an|ar|arme|arse|arle|arlo|arla|ado|oy|e|en|i|io|amos)$|antes$|despues$|cerca$|lejos$|dentro$|fuera$|encima$|debajo$|delante$|detras$|ademas$|alrededor$|partir$|traves$|situacion$|tema$|caso$|asunto$|tipo$|cuestion$|problema$)/;
/**
 * Words after 'de' that make an adverb or say whose, where or when, not a kind: 'de noche', 'de alta', 'de nuevo',
 * 'de acuerdo', 'el baño de casa' (the resident's home), 'los de aquí', 'el de siempre', 'la hoguera de enero', 'las
 * fiestas de verano', 'un fin de semana'.
 */
const NOT_KIND = new RegExp(
  `^(casa|aqui|siempre|hoy|noche|dia|tarde|mañana|madrugada|alta|baja|nuevo|verdad|momento|acuerdo|vacaciones|paso|prisa|repente|forma|manera|golpe|pie|todo|todos|todas|vez|veras|${MONTH}|setiembre|semana)$`,
);

/** The words that make the next one a noun ('el taller', 'un lugar'). */
const ARTICLE = /^(el|la|los|las|un|una|unos|unas|del|al|mi|tu|su|este|esta|ese|esa)$/;

/** Endings of the adjectives that say which kind of thing a noun is ('sanitaria', 'eléctrico', 'digital'). */
const ADJECTIVE = /[^aeiou](ic|ari|iv|os)[oa]s?$|[^aeiou]ales?$|bles?$/;

/**
 * The compounds a question names: a topic word and the bare topic word after 'de' that says which kind it
 * is ('centro de salud', 'clases de baile', 'licencia de caza'; not 'la tumba de mi abuelo', 'un curso de 60
 * horas'). Each is one topic: a passage that holds only one of its words (the 'centros públicos' of a job's
 * merits) is not about it. A word that names a kind of thing (`namesKind`: 'grupo de adultos', 'clases de pilates')
 * is no part of it when the site `knows` the word after it: the passage need not write 'grupo' ('Adultos: Pilates…');
 * one the site lacks ('cursos de natación') keeps the pair, so the courses of something else do not answer.
 */
export function compoundsIn(
  message: string,
  topic: ReadonlySet<string>,
  term: (word: string) => string | null = termOf,
  knows: (term: string) => boolean = () => false,
): Array<[string, string]> {
  return topicPairs(message, topic, term, (all, i) => {
    const [head = '', kind = ''] = [all[i - 1], all[i + 1]];
    if (all[i] !== 'de' || i === 0 || NOT_HEAD.test(head) || NOT_KIND.test(kind) || /^\d+$/.test(kind))
      return null;
    if (namesKind(head) && knows(term(kind) ?? '')) return null;
    return [head, kind];
  });
}

/**
 * The nouns a question qualifies with an adjective that says which kind they are ('la tarjeta sanitaria',
 * 'el coche eléctrico', 'el certificado digital'), each as its two topic terms: a page that holds only the
 * noun (the court booking's card payment) is not about that kind of thing. Looser than a compound with 'de':
 * both words must be on one page, not in one passage ('las pistas deportivas' and the courts' hours).
 */
export function qualifiedNounsIn(
  message: string,
  topic: ReadonlySet<string>,
  term: (word: string) => string | null = termOf,
): Array<[string, string]> {
  return topicPairs(message, topic, term, (all, i) => {
    const [noun = '', word = ''] = [all[i - 1], all[i]];
    if (i === 0 || !ADJECTIVE.test(word) || ADJECTIVE.test(noun) || /^\d+$/.test(noun)) return null;
    // An infinitive without an article before it is a verb and the word after it its object ('quiere aprender
    // música'), not a noun and its kind ('el taller práctico').
    if (/(ar|er|ir)$/.test(noun) && !ARTICLE.test(all[i - 2] ?? '')) return null;
    return [noun, word];
  });
}

/** The word pairs `pick` finds around each position of `message`, as two different topic terms. */
function topicPairs(
  message: string,
  topic: ReadonlySet<string>,
  term: (word: string) => string | null,
  pick: (all: string[], i: number) => [string, string] | null,
): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  // Within each stretch between punctuation marks: 'vecinos, de bienvenida' are two things.
  for (const stretch of message.split(/[,.;:!?¿¡()]/)) {
    const all = words(stretch);
    all.forEach((_, i) => {
      const [left, right] = pick(all, i) ?? [];
      const head = left === undefined ? null : term(left);
      const kind = right === undefined ? null : term(right);
      if (head && kind && head !== kind && topic.has(head) && topic.has(kind)) pairs.push([head, kind]);
    });
  }
  return pairs;
}

/** What the search knows of the site's words: whether some passage holds a term. */
export interface Vocabulary {
  knows(term: string): boolean;
  /** The site's word a resident's folded word misspells, if any. */
  respell?(word: string): string | null;
  /** The pages whose screen shows one of these quotes (`SearchIndex.quoting`). */
  quoting?(quotes: readonly string[]): Set<string>;
}

/**
 * The message with each word the site does not know read as the site's word it misspells ('me e venido a bivir, a
 * q ora abre' → 'vivir', 'hora'): not a word whose term the site knows or reads as one of its own (`knownFormTerm`),
 * not a stop word, not a name (capitalised after the first word).
 */
export function respellMessage(text: string, vocabulary: Vocabulary): string {
  if (!vocabulary.respell) return text;
  const knows = (term: string) => vocabulary.knows(term);
  let first = true;
  return text.replace(/[\p{L}\p{N}]+/gu, (token) => {
    const atStart = first;
    first = false;
    if (!atStart && /\p{Lu}/u.test(token)) return token;
    const word = fold(token);
    const term = termOf(word);
    if (term === null || knows(term) || knownFormTerm(word, knows)) return token;
    return vocabulary.respell?.(word) ?? token;
  });
}

/**
 * Search terms for a question in its conversation (`history` oldest first). With the site's `vocabulary`, a
 * word whose term the site never uses takes the site's term for it (`knownFormTerm`): a conjugated verb the term of
 * the same verb, a diminutive that of the noun it is made of, a participle said without its 'd' the written one's.
 */
export function buildQuery(written: string, history: Turn[], vocabulary?: Vocabulary): Query {
  const chat = expandChat(written);
  const question = vocabulary ? respellMessage(chat, vocabulary) : chat;
  const message = question.replace(NOT_TOPIC, ' ');
  // Where a phrase that is no topic was, the words on each side do not make one thing ('los vecinos [en la página] de
  // bienvenida').
  const gapped = question.replace(NOT_TOPIC, ' , ');
  const readAs = new Map<string, string>();
  if (vocabulary) {
    const knows = (term: string) => vocabulary.knows(term);
    for (const word of words(message)) {
      const term = termOf(word);
      const known = term && !knows(term) ? knownFormTerm(word, knows) : null;
      if (!term || !known) continue;
      // A word the synonyms file names as residents write it, with groups that lead elsewhere, means what they say
      // ('¿abrís los sábados?' is the office hours, not the 'abrir' of a business; 'cursillo' is a 'curso' either way).
      if (!namesResidentWord(word) || synonymTerms([term]).has(known)) readAs.set(word, known);
    }
  }
  const termFor = (word: string) => readAs.get(word) ?? termOf(word);
  const own = [...new Set(words(message).flatMap((word) => termFor(word) ?? []))];
  const topicTermsOf = (text: string) =>
    new Set(topicWords(words(text)).flatMap((word) => termFor(word) ?? []));
  const topic = [...topicTermsOf(message)];
  const topicSet = new Set(topic);
  const terms: WeightedTerms = new Map(
    own.map((t) => [t, topic.length === 0 || topicSet.has(t) ? 1 : FRAMING_WEIGHT]),
  );
  for (const [t, weight] of synonymTerms(own, message)) terms.set(t, weight);
  const cues = cueTerms(message);
  // 'por él' only with its accent: folded, 'por el' is any place ('pasa por el pueblo').
  const cue = (list: string[]) => {
    for (const t of list) {
      cues.add(t);
      if (!terms.has(t)) terms.set(t, SYNONYM_WEIGHT);
    }
  };
  if (ON_BEHALF.test(fold(message)) || /\bpor él\b/iu.test(message)) cue(ON_BEHALF_TERMS);
  if (ASKS_STATE.test(fold(message))) cue(STATE_TERMS);
  const forms = new Map<string, string[]>();
  for (const word of topicWords(words(message))) {
    const form = exactOf(word);
    const term = termFor(word);
    if (!form || !term) continue;
    // A verb read through its root (or a diminutive through its noun) keeps its form only to tell that the site never
    // writes it.
    if (!readAs.has(word)) terms.set(form, EXACT_WEIGHT);
    forms.set(term, [...(forms.get(term) ?? []), form]);
  }
  const earlier = history.slice(-CONTEXT_WEIGHTS.length).reverse();
  earlier.forEach((turn, i) => {
    const weight = CONTEXT_WEIGHTS[i] ?? 0;
    const previous = [...new Set(termsOf(turn.message))];
    for (const t of [...previous, ...synonymTerms(previous, turn.message).keys()]) {
      if (!terms.has(t)) terms.set(t, weight);
    }
  });
  const names = new Map(
    namesIn(message).flatMap((form) => {
      const term = termOf(form.slice(1));
      return term ? [[term, form] as [string, string]] : [];
    }),
  );
  const phrases = synonymPhrases(own);
  const coverage = phraseWords(phrases);
  // A sentence that asks ends in '?'; one before it ends in '.', '!' or another '?' ('Tengo artrosis. ¿Hay…?').
  const asking = (
    message.includes('?')
      ? (message.match(/[^.!?]*\?/g) ?? []).map((sentence) => askedClause(sentence, topicTermsOf))
      : [message]
  )
    .map((sentence) => withoutReason(sentence, topicTermsOf))
    .join(' ');
  const asked = topicTermsOf(asking);
  const intents = intentsOf(question);
  const last = history[history.length - 1];
  const quotes = quotedIn(written);
  const quoted = quotes.length > 0 && vocabulary?.quoting ? vocabulary.quoting(quotes) : new Set<string>();
  const foreign = vocabulary?.quoting
    ? otherBodyTerms(message, (phrase) => (vocabulary.quoting?.([phrase]).size ?? 0) > 0)
    : [];
  return {
    terms,
    own,
    topic: topic.length > 0 ? topic : own,
    forms,
    names,
    framingOnly: topic.length === 0 && own.length > 0,
    coverage,
    phrases,
    // The previous answer's first citation is what it was about; it points at a section, the boost at its page.
    boostUrls: new Set([
      ...(last?.citations.slice(0, 1).map((c) => c.url.split('#')[0] ?? c.url) ?? []),
      ...quoted,
    ]),
    quoted,
    quotes,
    cues,
    compounds: compoundsIn(gapped, topicSet, termFor, (t) => vocabulary?.knows(t) ?? false),
    qualified: qualifiedNounsIn(gapped, topicSet, termFor),
    asked,
    intents,
    stated: statedIntents(question, intents),
    fillsForm: fillsForm(question),
    asksForText: asksForText(question),
    asksSummary: asksSummary(question),
    counted: countedIn(question),
    exists:
      existsIn(question, topicSet, termFor) ??
      unknownIn(topicTermsIn(askedWhich(question), topicSet, termFor), vocabulary),
    requested: topicTermsIn(askedToGet(question), topicSet, termFor),
    foreign,
    asksForeign: (message.includes('?') || asksWithWord(message)) && foreign.some((t) => asked.has(t)),
    asksPast: asksAboutPast(asking),
  };
}

/**
 * What opens a clause before a sentence's '¿' that is part of the question, not the resident's story: a condition
 * or a purpose ('si domicilio la basura, ¿vale…?', 'para abrir una tienda, ¿…?'), a wish ('quiero montar un
 * negocio, ¿…?') or the thing the question takes up again ('los diez días de plazo, ¿cuentan…?').
 */
const QUESTION_LEAD =
  /^(si|para|cuando|quiero|quer[ií]a|necesito|busco|me gustar[ií]a|el|la|los|las|un|una)\b/i;

/**
 * The part of a sentence that asks: from its '¿' when what comes before tells the resident's story ('Mi padre
 * tiene 78 años y el médico le ha dicho que se mueva, ¿hay gimnasia para mayores?') and the question names two topic
 * words of its own; else all of it ('La bolsa de auxiliares, ¿cuándo la sacaron?').
 */
function askedClause(sentence: string, topicTermsOf: (text: string) => Set<string>): string {
  const opens = sentence.lastIndexOf('¿');
  const question = sentence.slice(opens + 1);
  const before = sentence.slice(0, Math.max(0, opens)).trim();
  return opens > 0 && topicTermsOf(question).size >= 2 && !QUESTION_LEAD.test(before) ? question : sentence;
}

/**
 * Where a sentence goes on to give the resident's reasons ('…cuántos concejales tiene el ayuntamiento porque mi vecino
 * dice que son diez', 'que me han dicho que cada vez somos menos', 'y yo creo que…'): what follows
 * is their story, not what they ask.
 */
const REASON = /\s(porque|ya que|que me han dicho|me han dicho que|y yo creo|y no s[eé])\s/i;

/** A sentence without the reasons it goes on to give (`REASON`), when what it asks before them names its topic. */
function withoutReason(sentence: string, topicTermsOf: (text: string) => Set<string>): string {
  const cut = REASON.exec(sentence)?.index;
  if (cut === undefined) return sentence;
  const asked = sentence.slice(0, cut);
  return topicTermsOf(asked).size > 0 ? asked : sentence;
}

/** What the question counts, as its term ('nichos' → 'nich'), with a measure's other spellings ('km'). */
function countedIn(question: string): Query['counted'] {
  const thing = countedThing(question);
  const term = thing ? termOf(thing.word) : null;
  return thing && term ? { term, abbreviations: thing.abbreviations } : null;
}

/**
 * The topic terms of the thing '¿hay…?' asks about and of the word that says which one ('¿hay gimnasio…?' →
 * ['gimnasi'], '¿tienen pan sin gluten?' → ['pan', 'gluten']); none when the thing is no topic word.
 */
function existsIn(
  question: string,
  topic: ReadonlySet<string>,
  term: (word: string) => string | null,
): string[] | null {
  const terms = (askedToExist(question) ?? []).map((word) => {
    const found = term(word);
    return found && topic.has(found) ? found : null;
  });
  // The thing must be a topic word; the word that says which one only counts when it is one too.
  return terms[0] ? terms.filter((t) => t !== null) : null;
}

/**
 * The terms of what a question word asks for (`askedWhich`) when the site never writes it ('¿cuál es la contraseña
 * del wifi?'): like a '¿hay…?' thing, the answer must name it, and no page does. One the site writes is left to the
 * ranking ('¿qué cocina tienen los apartamentos?').
 */
function unknownIn(terms: string[] | null, vocabulary?: Vocabulary): string[] | null {
  return terms && vocabulary && !vocabulary.knows(terms[0] ?? '') ? terms : null;
}

/** The topic terms of `found` words (none when one of them is no topic word). */
function topicTermsIn(
  found: string[] | null,
  topic: ReadonlySet<string>,
  term: (word: string) => string | null,
): string[] | null {
  const terms = (found ?? []).map((word) => term(word));
  return terms.length > 0 && terms.every((t) => t !== null && topic.has(t)) ? (terms as string[]) : null;
}
