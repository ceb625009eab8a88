import { countsNear, headingHolds, passageHolds, rankingIntents } from './intent.ts';
import type { Query } from './query.ts';
import type { Hit, SearchIndex } from './search-index.ts';
import { FORM_OPTIONS } from './sources/form-fields.ts';
import { termOf, termsOf } from './text/normalize.ts';
import { termsInRanges } from './text/ranges.ts';
import { leadsToSiteWording, SYNONYM_WEIGHT } from './text/synonyms.ts';
import { DATED_KINDS, type Passage, type PassageKind, passageHref } from './types.ts';

export const MAX_CITATIONS = 3;
/** A further source is cited only when it scores at least this share of the best one. */
const RELATED_SHARE = 0.4;
/**
 * How much more a passage that holds the kind of fact the question asks for (the hour, the price, the
 * place) counts than one that only shares its words: enough to lead among close contenders, not to lift
 * an hour from an unrelated page above the page the question names. It is scaled by how much of the
 * question the passage itself says: a place on a passage about something else is not the place asked for.
 */
const FACT_BONUS = 0.7;

/**
 * A passage that holds none of the question's words itself (only its page does) keeps this share of its
 * score; one that holds them all, under its page's title, keeps it whole.
 */
const FOCUS_FLOOR = 0.5;
/**
 * A passage that covers none of the question's topic words itself or through its page (weighted by how telling
 * each is) keeps this share of its score; one that covers them all keeps it whole: '¿me puedo apuntar a las
 * actividades por email?' is about signing up by e-mail (the news on the activities), not about the council's
 * e-mail address alone.
 */
const COVERAGE_FLOOR = 0.5;

/**
 * News and minutes are dated (`DATED_KINDS`): when a lasting page says the same (the activities, the festivals),
 * the page answers first; news that alone holds the answer (a water cut) still leads.
 */
const NEWS_SHARE = 0.7;
/**
 * How much a topic word of the resident's story (a sentence that does not ask: 'Tengo artrosis y el médico me
 * recomienda ejercicio suave.') counts in the share of the topic a hit must cover, next to one of the question.
 */
const STORY_SHARE = 0.5;
/** A document's title (`Passage.documento`) for a question that asks for no text: it names the topic, not the answer. */
const DOCUMENT_SHARE = 0.6;
/**
 * A name the question writes as the site writes it, capitalised ('EPT', 'Talleres Arroyo'), says which thing the
 * question is about more than the words around it ('¿quién representa a EPT en el pleno?'): it counts this many times
 * in the share of the topic a hit must cover.
 */
const NAME_WEIGHT = 2;
/** A lasting page that says as much leads a news item when it scores at least this share of it. */
const NEWS_FLOOR = 0.4;

/**
 * A passage whose headings name what the question asks about (its page's title, its section's heading, the
 * name of the activity or lodging it describes) is about it; one that only mentions it (a news item listing
 * the activities, a photo caption) is not. This much more for naming all the question's words.
 */
const NAME_BONUS = 0.5;

/**
 * The words of the question that the page's title already says ('bolsa', 'auxiliares' on the job offer's
 * page) pick the page; among its passages, the one that holds the other words ('edad') answers. This much
 * more for a passage that holds all the question's words its page's title does not say than for its page's
 * other passages (it only orders the passages of one page: which page answers is the page's own score).
 */
const DISTINCT_BONUS = 0.6;

const headingCache = new WeakMap<Passage, Set<string>>();
/** The search terms of a passage's page title, section heading and name. */
export function headingTerms(passage: Passage): Set<string> {
  let terms = headingCache.get(passage);
  if (!terms) {
    terms = new Set(termsOf(`${passage.titulo} ${passage.seccion ?? ''} ${passage.nombre ?? ''}`));
    headingCache.set(passage, terms);
  }
  return terms;
}

const textCache = new WeakMap<Passage, Set<string>>();
/** The search terms of what a passage shows (its sentences, not its hidden keywords). */
export function textTerms(passage: Passage): Set<string> {
  let terms = textCache.get(passage);
  if (!terms) {
    terms = new Set(termsOf(passage.frases.join(' ')));
    textCache.set(passage, terms);
  }
  return terms;
}

/**
 * A follow-up that only says which fact it wants ('¿y qué documentos necesito?') is about the page the
 * previous answer cited first, whatever other page names that fact in its headings.
 */
const FOLLOW_UP_BOOST = 1.5;
/**
 * A question about what to write in a form ('¿qué datos del coche tengo que poner?') is answered by the form's
 * fields, not by the procedure's rules that share its words.
 */
const FORM_FIELD_BOOST = 1.5;
/** A page that shows what the question quotes (`Query.quoted`): the resident is reading it. */
const QUOTE_BOOST = 3;
/** A page the question names by its whole title (`namesWhole`). */
const TITLE_BOOST = 1.5;
/** A photo caption ('El arroyo junto al lavadero') names a place; the page about the place answers. */
const CAPTION_SHARE = 0.6;
/** An item of a list that has a page of its own (a job offer) yields to that page. */
const SUMMARY_SHARE = 0.6;

/** Terms that speak for the question itself: its own words and their synonyms, not earlier turns. */
const isQuestionTerm = (query: Query, term: string) => (query.terms.get(term) ?? 0) >= SYNONYM_WEIGHT / 2;
/** A resident's own word (or, for a follow-up, the topic it continues). */
const isOwnTerm = (query: Query, term: string) => query.own.includes(term);

/** How many of the question's rarest words its unknown words weigh at most, together. */
const UNKNOWN_CAP = 4;

/**
 * How telling each of the question's own words is: rare words ('pilates') weigh more than common ones
 * ('pueblo'). A word the site never uses weighs as much as the question's rarest word: no page holds it, so
 * it is at least as telling ('¿hay gimnasio con máquinas?': the gym is the question, not the machines).
 * Conjugated verbs the site does not use are read through their roots first (`buildQuery`), and filler ones
 * are stop words, so an unknown word is most likely a topic the site lacks. Many of them are the resident's
 * story ('desde que me operaron de la cadera, el traumatólogo me insiste…'), not one missing topic: together
 * they weigh at most `UNKNOWN_CAP` rarest words.
 */
function ownWeights(terms: string[], index: SearchIndex, query: Query, framed: boolean): Map<string, number> {
  // A word only a form's field uses ('total' of 'Importe total') weighs as an unknown word, and so does another
  // administration's matter the site never writes ('Seguridad Social', though the site says 'social').
  const known = terms.filter((t) => index.knows(t) && !index.onlyInForms(t) && !query.foreign.includes(t));
  const rarest = Math.max(0, ...known.map((t) => index.weight(t))) || 1;
  // A framing word ('día', 'hora') counts as much as the question weighs it (less than the topic).
  const framing = (t: string) => (framed ? Math.min(1, query.terms.get(t) ?? 1) : 1);
  const unknown = terms.length - known.length;
  const unknownWeight = unknown > UNKNOWN_CAP ? (rarest * UNKNOWN_CAP) / unknown : rarest;
  return new Map(terms.map((t) => [t, (known.includes(t) ? index.weight(t) : unknownWeight) * framing(t)]));
}

/** The weighted share of the question's words (`weights`' keys) by how much each counts (`credit`, 0 to 1). */
function weightedShare(weights: Map<string, number>, credit: (term: string) => number): number {
  let covered = 0;
  let total = 0;
  for (const [term, weight] of weights) {
    total += weight;
    covered += weight * credit(term);
  }
  return total > 0 ? covered / total : 0;
}

/**
 * Weighted share of the question's words (`weights`' keys) that `found` holds, directly or (unless
 * `synonyms` is false) through a synonym.
 */
function share(
  query: Query,
  weights: Map<string, number>,
  found: (term: string) => boolean,
  synonyms = true,
): number {
  const holds = (own: string) =>
    synonyms ? [...(query.coverage.get(own) ?? [own])].some(found) : found(own);
  return weightedShare(weights, (own) => (holds(own) ? 1 : 0));
}

/**
 * A topic word the site never writes as the resident does, found only through a word that shares its stem
 * ('salud' in 'saludo', 'guardería' in 'guarda', 'médico' in 'consultas médicas'), counts this much towards
 * the share of the question a passage covers (less than half: alone it never answers a short question): a
 * stem joins whole word families, and the site's word may mean something else. It counts whole when the site's wording for it (a synonym) is found, or when the passage
 * also holds another of the question's words that most pages do not ('vacunan' in 'vacunación', next to
 * 'perros'): two words found together are no coincidence.
 */
const STEM_ONLY_CREDIT = 0.4;
/** A word on more than this share of the pages ('pueblo', 'ayuntamiento') corroborates nothing. */
export const COMMON_SHARE = 0.25;

/**
 * The weighted share of the question's topic (`weights`) a hit covers, stem-only words as above. A synonym of several
 * words counts where the hit holds them all (`Query.phrases`): the 'municipal' of a legal notice is no «grupo
 * municipal», nor a 'partido'. The words of a compound the question names (`Query.compounds`) count only where the
 * passage holds both, and those of another administration's matter the site never writes (`Query.foreign`) nowhere:
 * the 'social' of the Seguridad Social is not that of the social services.
 */
function topicShare(query: Query, index: SearchIndex, weights: Map<string, number>, hit: Hit): number {
  const matched = new Set(hit.matched);
  const found = (term: string) =>
    (query.phrases.get(term) ?? [[term]]).some((phrase) => phrase.every((t) => matched.has(t)));
  const corroborated = [...weights.keys()].filter((t) => found(t) && index.pageShare(t) <= COMMON_SHARE);
  // A compound ('centro de salud') is found when one passage (with its page's title) holds both its words.
  const own = new Set(hit.own);
  const together = (term: string) =>
    [...(query.coverage.get(term) ?? [term])].some(
      (t) => (own.size === 0 ? matched.has(t) : own.has(t)) || index.inTitle(hit.passage.url, t),
    );
  const split = new Set(
    [
      ...query.compounds.filter(([head, kind]) => !together(head) || !together(kind)),
      // A qualified noun ('tarjeta sanitaria') is found where its page holds both words.
      ...query.qualified.filter(([noun, adjective]) => !found(noun) || !found(adjective)),
    ].flat(),
  );
  const credit = (term: string) => {
    if (!found(term) || split.has(term) || query.foreign.includes(term)) return 0;
    if (
      corroborated.length >= 2 ||
      (query.phrases.get(term) ?? []).some(
        (phrase) => phrase.join(' ') !== term && phrase.every((t) => matched.has(t)),
      )
    )
      return 1;
    const forms = query.forms.get(term) ?? [];
    return forms.length === 0 || forms.some((form) => index.writesForm(form)) ? 1 : STEM_ONLY_CREDIT;
  };
  return weightedShare(weights, credit);
}

/** Whether the question holds every word of `heading`, of two words or more ('solicitud general'). */
function namesWhole(heading: string, own: ReadonlySet<string>): boolean {
  const terms = termsOf(heading);
  return new Set(terms).size >= 2 && terms.every((t) => own.has(t));
}

/**
 * Whether the question names the passage's page or section by its whole title (`namesWhole`: '¿puedo adjuntar fotos a
 * una solicitud general?', '¿qué email tienen los apartamentos El Molino?'), or by two words its title writes together
 * ('¿cambiar la fachada es obra mayor?' and «Solicitud de licencia de obra mayor»): that is what it asks about, however
 * many other words it adds (when, for whom) that the passage does not hold. A page named by its whole title leads
 * another that shares the question's words (`TITLE_BOOST`: '¿puede otra persona presentar la solicitud general en mi
 * nombre?' and the job offer's «Cómo presentar la solicitud»).
 */
function namedByTitle(passage: Passage, own: ReadonlySet<string>, pairs: ReadonlySet<string>): boolean {
  return [passage.titulo, passage.seccion ?? ''].some((heading) => {
    const terms = termsOf(heading);
    return namesWhole(heading, own) || terms.slice(1).some((t, i) => pairs.has(`${terms[i]} ${t}`));
  });
}

/**
 * Below this share of the question's words a passage is about something else ('el mundial de fútbol'):
 * half of a short question, a third of a long one (long questions carry more words that are not the topic).
 */
const minCoverage = (query: Query) => (query.topic.length <= 3 ? 0.5 : 1 / 3);

/**
 * The weights (`topic`'s) of the words of the sentence that asks, when the resident's story comes with it ('Mis
 * nietos me regalaron un teléfono y no sé ni mandar una foto. ¿Hay alguna clase para que los mayores aprendamos a
 * manejar el móvil?', '¿Quién es el alcalde? Es para un trabajo de ciudadanía'): a passage that covers the question is
 * about it, however little it says of the nietos and the photo. Only when most of the words that ask are words the
 * site uses, and no other administration's matter: 'el teléfono del cura' or the DGT's licence are not the council's
 * phone or procedures.
 */
function askingWeights(
  query: Query,
  index: SearchIndex,
  topic: Map<string, number>,
): Map<string, number> | null {
  const asked = query.topic.filter((t) => query.asked.has(t));
  if (asked.length === 0 || asked.length === query.topic.length || query.foreign.length > 0) return null;
  const unknown = asked.filter((t) => !index.knows(t));
  return unknown.length < asked.length / 2 ? new Map([...topic].filter(([t]) => query.asked.has(t))) : null;
}

/**
 * A short question is off the site's topics when half of its own words appear nowhere on the site and have
 * no synonym there ('¿cuándo es el próximo eclipse?'): what the rest matches is a coincidence. Longer
 * questions carry verbs the site never uses ('¿cómo cedo…?'), so they are left to the coverage rule.
 */
export function offTopic(query: Query, index: SearchIndex): boolean {
  if (query.quoted.size > 0) return false;
  // A name the resident writes ('Correos') is known only if the site writes it as a name too, or the
  // synonyms file leads it to the site's wording ('Pascua' to 'Semana Santa').
  const unknownName = (term: string) => {
    const name = query.names.get(term);
    return name !== undefined && !index.writesName(name) && !leadsToSiteWording(term);
  };
  const unknown = query.topic.filter(
    (term) => unknownName(term) || [...(query.coverage.get(term) ?? [term])].every((t) => !index.knows(t)),
  );
  return query.topic.length <= 3 && unknown.length > 0 && unknown.length >= query.topic.length / 2;
}

/**
 * The weighted share of the question's words its page's title does not say that the passage holds in its
 * own text or headings; a framing word ('¿cuánto cuesta…?') counts as held when the passage holds the
 * kind of fact it asks for. 0 when the title says them all.
 */
function distinctShare(
  query: Query,
  weights: Map<string, number>,
  hit: Hit,
  index: SearchIndex,
  holds: boolean,
): number {
  const inTitle = (t: string) =>
    [...(query.coverage.get(t) ?? [t])].some((c) => index.inTitle(hit.passage.url, c));
  const beyondTitle = new Map([...weights].filter(([t]) => !inTitle(t)));
  if (beyondTitle.size === 0) return 0;
  const text = textTerms(hit.passage);
  const headings = headingTerms(hit.passage);
  const framing = (t: string) => (query.terms.get(t) ?? 1) < 1;
  return share(query, beyondTitle, (t) => text.has(t) || headings.has(t) || (holds && framing(t)));
}

/**
 * Whether a hit holds what the question words ask for: the kind of fact (in its text, or named by its
 * section's heading), or a cue word in its own text. A '¿cuántos…?' is held only by a count of its thing
 * ('habitantes 401'), not by any number ('en un plazo de 3 meses').
 */
function holdsFact(hit: Hit, query: Query): boolean {
  const counting = countsThing(hit.passage, query);
  if (counting !== undefined) return counting;
  const intents = rankingIntents(query.intents);
  return (
    hit.own.some((t) => query.cues.has(t)) ||
    passageHolds(hit.passage, intents) ||
    headingHolds(hit.passage, intents)
  );
}

/**
 * Whether a passage counts what a question that only asks '¿cuántos…?' counts: a number with that thing (or its
 * synonym, or its measure's other spelling) next to it. '8 cifras' of an ID number is no count of the niches left.
 * Undefined when the question asks for something else too, or counts nothing its topic names.
 */
export function countsThing(passage: Passage, query: Query): boolean | undefined {
  const counted = query.counted;
  if (!counted || query.intents.size !== 1 || !query.intents.has('cantidad')) return undefined;
  if (!query.topic.includes(counted.term)) return undefined;
  const accepted = new Set([counted.term, ...(query.coverage.get(counted.term) ?? [])]);
  const names = (word: string) => counted.abbreviations.includes(word) || accepted.has(termOf(word) ?? '');
  return passage.frases.some((frase) => countsNear(frase, names));
}

/**
 * The hits that answer this question, best first: not ones that only match earlier turns or too little of
 * it, and those that hold the kind of fact asked for ranked up (the hour, not the news that mentions it).
 */
export function relevantHits(hits: Hit[], query: Query, index: SearchIndex): Hit[] {
  const asksFact = query.intents.size > 0 || query.cues.size > 0;
  const weights = ownWeights(query.own, index, query, true);
  // Below a share of the question's topic a hit is about something else (the framing words do not count).
  const topic = ownWeights(query.topic, index, query, false);
  // The words of the resident's story, outside the sentences that ask, count less ('tengo artrosis…').
  if (query.topic.some((t) => query.asked.has(t)))
    for (const [term, weight] of topic) if (!query.asked.has(term)) topic.set(term, weight * STORY_SHARE);
  for (const [term, name] of query.names) {
    const weight = topic.get(term);
    if (weight !== undefined && index.writesName(name)) topic.set(term, weight * NAME_WEIGHT);
  }
  const asking = askingWeights(query, index, topic);
  const rescored: Hit[] = [];
  const distinctOf = new Map<Hit, number>();
  const bestDistinct = new Map<string, number>();
  const asked = new Set(query.own);
  // The question's words two by two, as it writes them ('obra mayor').
  const pairs = new Set(query.own.slice(1).map((t, i) => `${query.own[i]} ${t}`));
  // The procedures the question finds by more than a choice's options: there an option is a detail of the form.
  const namedElsewhere = new Set(
    hits
      .filter((hit) => hit.own.some((t) => isQuestionTerm(query, t)) && !onlyOptions(hit, index))
      .map((hit) => hit.passage.url),
  );
  for (const found of hits) {
    // A number of the question inside a span the passage gives ('60' in 'de 50 a 99 horas') is found there, and
    // a weekday where it gives a span of weekdays.
    const spanned = termsInRanges(query.own, found.passage.frases.join(' '));
    const hit =
      spanned.length > 0
        ? { ...found, matched: [...found.matched, ...spanned], own: [...found.own, ...spanned] }
        : found;
    if (!hit.matched.some((t) => isQuestionTerm(query, t))) continue;
    if (onlyOptions(hit, index) && !namedElsewhere.has(hit.passage.url)) continue;
    const covered = topicShare(query, index, topic, hit);
    const quoted = query.quoted.has(hit.passage.url);
    const enough = (share: number) => share >= minCoverage(query);
    const about =
      enough(covered) || (asking !== null && enough(topicShare(query, index, asking, hit))) || quoted;
    if (!about && !namedByTitle(hit.passage, asked, pairs)) continue;
    // What the passage itself says, under its page's title: the page's other passages do not answer for it.
    const own = new Set(hit.own);
    const says = (t: string) => own.has(t) || index.inTitle(hit.passage.url, t);
    // The resident's own word counts whole; a synonym of it ('población' for 'habitantes') half.
    const focus = (share(query, weights, says) + share(query, weights, says, false)) / 2;
    const headings = headingTerms(hit.passage);
    const named = share(query, weights, (t) => headings.has(t));
    const holds = asksFact && holdsFact(hit, query);
    const distinct = distinctShare(query, weights, hit, index, holds);
    let score =
      hit.score *
      (FOCUS_FLOOR + (1 - FOCUS_FLOOR) * focus) *
      (COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * covered) *
      (1 + NAME_BONUS * named);
    if (holds) score *= 1 + FACT_BONUS * focus;
    if (query.framingOnly && query.boostUrls.has(hit.passage.url)) score *= FOLLOW_UP_BOOST;
    if (query.fillsForm && hit.passage.kind === 'campo') score *= FORM_FIELD_BOOST;
    if (quoted) score *= QUOTE_BOOST;
    if (namesWhole(hit.passage.titulo, asked)) score *= TITLE_BOOST;
    if (DATED_KINDS.has(hit.passage.kind) && !query.asksPast) score *= NEWS_SHARE;
    if (hit.passage.documento && !query.asksForText) score *= DOCUMENT_SHARE;
    if (hit.passage.pie) score *= CAPTION_SHARE;
    if (yieldsToPage(hit, query, index)) score *= SUMMARY_SHARE;
    const scored = { ...hit, score };
    rescored.push(scored);
    distinctOf.set(scored, distinct);
    bestDistinct.set(hit.passage.url, Math.max(bestDistinct.get(hit.passage.url) ?? 0, distinct));
  }
  for (const hit of rescored) {
    const gap = (bestDistinct.get(hit.passage.url) ?? 0) - (distinctOf.get(hit) ?? 0);
    hit.score /= 1 + DISTINCT_BONUS * gap;
  }
  if (!query.asksPast) yieldNews(rescored, query);
  // A summary (an offer on the jobs list) says less than the page it summarises: when that page answers
  // too, the page is the source.
  const answering = new Set(rescored.map((hit) => hit.passage.url));
  return rescored
    .filter((hit) => !(yieldsToPage(hit, query, index) && answering.has(hit.passage.resumenDe ?? '')))
    .sort((a, b) => b.score - a.score);
}

/**
 * A form field found only by the options of its choice ('grado superior' of «Nivel de estudios» for '¿cuántos grados
 * hace hoy?'), when neither its label, its help nor what its procedure is for holds a word of the question: an option
 * is one of several answers to the field's own question, not a topic of the site. `relevantHits` keeps it when the
 * question finds its procedure by another passage too ('inscribir a mi sobrino, tengo su custodia').
 */
function onlyOptions(hit: Hit, index: SearchIndex): boolean {
  const said = besideOptions(hit.passage, index);
  return said !== null && !hit.own.some((t) => said.has(t));
}

const besideOptionsCache = new WeakMap<Passage, Set<string> | null>();
/**
 * The terms a choice's field says besides its options (its label, help and what its procedure is for); null for a
 * passage that offers no options.
 */
function besideOptions(passage: Passage, index: SearchIndex): Set<string> | null {
  const cached = besideOptionsCache.get(passage);
  if (cached !== undefined) return cached;
  const options = passage.frases.filter((f) => f.includes(`: ${FORM_OPTIONS} `));
  const about = index.passagesAt(passage.url).find((p) => p.kind === 'tramite');
  const said =
    passage.kind !== 'campo' || options.length === 0
      ? null
      : new Set(
          termsOf(
            [
              ...passage.frases.filter((f) => !options.includes(f)),
              ...options.map((f) => f.split(':')[0] ?? ''),
              passage.titulo,
              ...(about?.frases ?? []),
              about?.claves ?? '',
            ].join(' '),
          ),
        );
  besideOptionsCache.set(passage, said);
  return said;
}

/**
 * Whether a summary (an offer on the jobs list) yields to the page it summarises: it does, unless it holds
 * the kind of fact asked for and that page holds none ('¿cuándo salió la oferta?': only the list dates it).
 */
function yieldsToPage(hit: Hit, query: Query, index: SearchIndex): boolean {
  const page = index.passagesAt(hit.passage.resumenDe ?? '');
  if (page.length === 0) return false;
  const intents = rankingIntents(query.intents);
  return !(
    intents.size > 0 &&
    passageHolds(hit.passage, intents) &&
    !page.some((passage) => passageHolds(passage, intents))
  );
}

/** How far below the lasting page a news item that says no more ends up. */
const NEWS_BELOW = 0.95;

/** Minutes yield to news and to lasting pages (the news tells residents what the Pleno agreed); news, to pages. */
const yieldsTo = (record: PassageKind, other: PassageKind) =>
  record === 'acta' ? other !== 'acta' : !DATED_KINDS.has(other);

/**
 * News is dated, and so are minutes: a news item whose text and title cover no topic word of the question a
 * lasting page does not also cover (and, when a fact is asked for, whose page holds it too) ranks just below that
 * page; minutes likewise below a news item that says as much (`yieldsTo`).
 */
function yieldNews(hits: Hit[], query: Query) {
  const topicOf = (hit: Hit) => {
    const matched = new Set(hit.matched);
    return query.topic.filter((t) => [...(query.coverage.get(t) ?? [t])].some((c) => matched.has(c)));
  };
  const intents = rankingIntents(query.intents);
  const asksFact = intents.size > 0;
  const above = hits
    .filter((hit) => !asksFact || passageHolds(hit.passage, intents))
    .map((hit) => ({ hit, topic: new Set(topicOf(hit)) }));
  for (const news of hits) {
    if (!DATED_KINDS.has(news.passage.kind)) continue;
    // What the news item itself says (its text and title), not the words every news item is filed under.
    const says = new Set([...textTerms(news.passage), ...headingTerms(news.passage)]);
    const topic = topicOf(news).filter((t) => [...(query.coverage.get(t) ?? [t])].some((c) => says.has(c)));
    const page = above.find(
      ({ hit, topic: covered }) =>
        yieldsTo(news.passage.kind, hit.passage.kind) &&
        hit.score >= news.score * NEWS_FLOOR &&
        topic.every((t) => covered.has(t)),
    );
    if (page && page.hit.score < news.score) news.score = page.hit.score * NEWS_BELOW;
  }
}

/** Whether a hit holds one of the resident's own words, or two of them through their synonyms. */
function onTopic(hit: Hit, query: Query): boolean {
  if (hit.matched.some((t) => isOwnTerm(query, t))) return true;
  const matched = new Set(hit.matched);
  return (
    query.own.filter((own) => [...(query.coverage.get(own) ?? [])].some((t) => matched.has(t))).length >= 2
  );
}

/** Another section of the first source's page is cited when it scores at least this share of the best. */
const OTHER_SECTION_SHARE = 0.6;

/**
 * The hits worth citing among the relevant ones, best first: at most 3 pages, each with its best passage, and with
 * a citation to spare, another section of the first page.
 */
export function selectSources(relevant: Hit[], query: Query): Hit[] {
  const top = relevant[0];
  if (top === undefined) return [];
  const chosen: Hit[] = [];
  const urls = new Set<string>();
  for (const hit of relevant) {
    if (chosen.length === MAX_CITATIONS) break;
    if (urls.has(hit.passage.url)) continue;
    // Further sources must share one of the resident's own words, or say two of them in the site's words
    // ('defunción' and 'animal' for 'se ha muerto mi perro'): one synonym alone drifts off topic.
    if (chosen.length > 0 && (hit.score < top.score * RELATED_SHARE || !onTopic(hit, query))) continue;
    urls.add(hit.passage.url);
    chosen.push(hit);
  }
  // With a citation to spare, another section of the first page that fits nearly as well follows it ('¿puedo
  // presentarme a la bolsa?': the documents to bring, then the requirements).
  const section = passageHref(top.passage);
  const other = relevant.find(
    (hit) =>
      hit.passage.url === top.passage.url &&
      passageHref(hit.passage) !== section &&
      hit.score >= top.score * OTHER_SECTION_SHARE,
  );
  if (other && chosen.length < MAX_CITATIONS) chosen.splice(1, 0, other);
  return chosen;
}
