import { namesField } from './answer-procedure.ts';
import { type Intent, passageHolds, sentenceHolds, withoutFacts } from './intent.ts';
import type { Query } from './query.ts';
import { COMMON_SHARE, countsThing, headingTerms, textTerms } from './relevance.ts';
import type { Hit, SearchIndex } from './search-index.ts';
import { termsOf } from './text/normalize.ts';
import { termsInRanges } from './text/ranges.ts';
import { type Passage, PROCEDURE_KINDS } from './types.ts';

// When the best source is no answer, whatever it shares with the question: `composeAnswer` then says honestly
// that the site does not hold it.

/**
 * The best source must keep at least this share of the score of the best hit the question's words found:
 * when every passage that matched them well covered too little of the question (the 'residencia' of a
 * residence permit for 'residencia de ancianos', the 'ganado' of a walk for '¿quién ganó…?'), what is left
 * is a coincidence, not an answer.
 */
export const MIN_CONFIDENCE = 0.25;
/** The share of its score a hit that only the resident's story finds keeps as a rival (`strongestMatch`). */
const STORY_RIVAL = 0.5;

/** The question's `terms` and every word that counts as finding one of them (`Query.coverage`). */
const withCoverage = (query: Query, terms: Iterable<string>) =>
  new Set([...terms].flatMap((t) => [...(query.coverage.get(t) ?? [t])]));

/**
 * The score of the best hit the question's words found, which `MIN_CONFIDENCE` measures the best source against. A
 * summary on a list (an offer on the jobs list) that yields to its own page among the relevant hits is that page's
 * match, not a rival: its page answers, however much shorter its passages score ('la oferta de auxiliar de ayuda a
 * domicilio salió en enero, ¿sigue abierta?'). When the resident tells a story before asking, what its words find (the
 * job offers for 'Estoy haciendo un trabajo para el cole, ¿a qué altitud está el pueblo?') weighs `STORY_RIVAL` of
 * its score, and a hit that matches the sentence that asks weighs whole.
 */
export function strongestMatch(hits: Hit[], relevant: Hit[], query: Query): number {
  const answering = new Set(relevant.map((hit) => hit.passage.url));
  const story = query.topic.some((t) => !query.asked.has(t)) && query.asked.size > 0;
  const asked = withCoverage(query, query.asked);
  const rivals = hits.filter((hit) => !answering.has(hit.passage.resumenDe ?? ''));
  const top = rivals[0]?.score ?? 0;
  if (!story) return top;
  const rival = rivals.find((hit) => hit.matched.some((t) => asked.has(t)));
  return Math.max(rival?.score ?? 0, top * STORY_RIVAL);
}

/**
 * The question asks only for facts a page states or not (an hour, a price, a date, where a thing is, who
 * someone is) and the page of the first source, the one the answer quotes, states none: whatever it shares
 * with the question ('¿cuándo abre el banco?' and the direct-debit page, '¿dónde está el veterinario?' and a
 * procedure's veterinary certificate), the site does not hold the answer. A further source that states one
 * does not save it: it ranked below because it fits the question less ('¿qué día se reúne la Junta de
 * Gobierno Local?' and a form's «Fecha de inicio» of a business's premises, its 'local').
 */
export function missesFact(first: Hit, query: Query, index: SearchIndex): boolean {
  if (query.intents.size === 0 || [...query.intents].some((intent) => !query.stated.has(intent)))
    return false;
  // A page that shows what the resident quotes is the one they are reading: its help is the answer there is
  // ('¿de dónde saco el «código de pseudovía»?': 'Viene en la hoja padronal…').
  if (query.quoted.has(first.passage.url)) return false;
  // The topic is named by the question's telling words, those few pages or none use: 'municipal' in «Grupo
  // Municipal PP» does not say who won the elections of 2019, nor 'plaza' where the nearest bottle bank is;
  // when every topic word is that common, all of them count.
  const telling = query.topic.filter((t) => index.pageShare(t) <= COMMON_SHARE);
  const topic = telling.length > 0 ? telling : query.topic;
  const page = index.passagesAt(first.passage.url);
  return !page.some((p) => statesFact(p, query, topic, recordOf(p, page)));
}

/**
 * A '¿hay…?' question whose first source names neither the thing asked about nor its synonym, in its section or
 * its page's title ('¿hay vestuarios en las pistas?' and how to book the courts, '¿hay gimnasio en el pueblo?'
 * and the local businesses), or not the word that says which one ('¿tienen pan sin gluten?' and the bakery):
 * what it shares with the question is the setting, not the thing.
 */
export function missesThing(first: Hit, query: Query, index: SearchIndex): boolean {
  const [asked, ...which] = query.exists ?? [];
  if (asked === undefined) return false;
  const { passage } = first;
  const section = index
    .passagesAt(passage.url)
    .filter((p) => p === passage || (passage.anchor !== undefined && p.anchor === passage.anchor));
  // The word that says which one counts when it tells ('sin gluten'), not when many pages say it ('municipal').
  const named = [asked, ...which.filter((t) => index.pageShare(t) <= COMMON_SHARE)];
  return named.some((thing) => {
    const accepted = query.coverage.get(thing) ?? new Set([thing]);
    if ([...accepted].some((t) => index.inTitle(passage.url, t))) return false;
    const names = (p: Passage) =>
      [...accepted].some((t) => textTerms(p).has(t) || headingTerms(p).has(t)) ||
      termsOf(p.claves ?? '').some((t) => accepted.has(t));
    return !section.some(names);
  });
}

/**
 * The other passages of the one thing a passage's section describes (a festival: its date and its
 * paragraphs), which speak of the same thing: 'Fecha: 17 de enero' is when the bonfire of San Antón burns,
 * which another of its passages says. Not the items of a list (the activities of one group are each their own).
 */
export const recordOf = (passage: Passage, page: Passage[]) =>
  passage.anchor === undefined || passage.item
    ? []
    : page.filter((p) => p !== passage && !p.item && p.anchor === passage.anchor);

/**
 * Every kind of fact a page states or not: a place or an hour said in a sentence ('horario 18:30 a 20:00;
 * lugar Biblioteca municipal') is where or when its subject happens, not the subject.
 */
const STATED_FACTS = new Set<Intent>(['hora', 'precio', 'fecha', 'lugar', 'persona']);

/**
 * Whether a passage states the fact asked for about the question's topic: the sentence that holds it, the
 * passage's headings or keywords, or the rest of its `record`, name a topic word besides the fact itself. 'Las
 * inscripciones se hacen en el Ayuntamiento' holds a place, but not where the school is ('¿dónde está el
 * colegio?'); 'Dirección: Camino del Cerro' under «Bodega Cerro de San Roque» is where the winery is.
 */
function statesFact(passage: Passage, query: Query, topicTerms: string[], record: Passage[]): boolean {
  // A procedure is the way to do what it is for: its page is the steps ('¿cómo me empadrono?').
  if (query.intents.has('pasos') && PROCEDURE_KINDS.has(passage.kind)) return true;
  // '¿Cuántos habitantes…?' is answered by a number next to the inhabitants ('habitantes 417'), and by nothing else.
  const counting = countsThing(passage, query);
  if (counting !== undefined) return counting;
  if (!passageHolds(passage, query.intents)) return false;
  if (topicTerms.length === 0 || (query.intents.has('documentos') && passage.kind === 'documentos'))
    return true;
  const topic = withCoverage(query, topicTerms);
  const names = (terms: string[]) => terms.some((t) => topic.has(t));
  // Its headings and hidden keywords (the contact section's hours carry 'ayuntamiento'), and the rest of its
  // record, name it in the resident's own word, not a synonym: they only say what the thing is ('Mayores' is
  // the group whose activities meet at the Hogar del Jubilado, not the Hogar's opening hours).
  const keywords = termsOf(passage.claves ?? '');
  if (topicTerms.some((t) => headingTerms(passage).has(t) || keywords.includes(t))) return true;
  if (record.some((p) => topicTerms.some((t) => textTerms(p).has(t)))) return true;
  return passage.frases.some(
    (frase) =>
      sentenceHolds(frase, query.intents) &&
      // A span of weekdays speaks of the day asked about ('¿abre los sábados?': 'de lunes a viernes').
      names([...termsOf(withoutFacts(frase, STATED_FACTS)), ...termsInRanges(query.own, frase)]),
  );
}

/**
 * A '¿cómo pido…?' question whose first source is a procedure that does not name the thing asked for in what it is
 * for (its title, description and short names), or its synonym: '¿cómo pido un volante de empadronamiento?' and
 * the census registration, which only mentions the volante in a field's help. The site has no procedure for it.
 */
export function missesRequest(first: Hit, query: Query, index: SearchIndex): boolean {
  if (!query.requested || !PROCEDURE_KINDS.has(first.passage.kind)) return false;
  // Where a form's datum comes from ('¿de dónde saco el número de la sepultura?') is what its field's help says.
  if (first.passage.kind === 'campo' && namesField(first.passage, query)) return false;
  const about = index.passagesAt(first.passage.url).find((p) => p.kind === 'tramite');
  if (!about) return false;
  const names = new Set(termsOf(`${about.titulo} ${about.frases.join(' ')} ${about.claves ?? ''}`));
  return query.requested.some(
    (thing) => ![...(query.coverage.get(thing) ?? [thing])].some((t) => names.has(t)),
  );
}
