import {
  MIN_CONFIDENCE,
  missesFact,
  missesRequest,
  missesThing,
  recordOf,
  strongestMatch,
} from './answer-checks.ts';
import { writeProcedure } from './answer-procedure.ts';
import { AnswerWriter, bestSentences, clip, placeOf, sentenceScore, withFact } from './answer-sentences.ts';
import { passageHolds } from './intent.ts';
import { type Favourite, OUT_OF_SCOPE, type PagePrior, priorPage, shippedPrior } from './page-prior.ts';
import type { Query } from './query.ts';
import { MAX_CITATIONS, offTopic, relevantHits, selectSources } from './relevance.ts';
import type { Hit, SearchIndex } from './search-index.ts';
import type { SiteInfo } from './sources/site-source.ts';
import { termsOf, words } from './text/normalize.ts';
import { numbersInRanges } from './text/ranges.ts';
import { type ChatAnswer, type Citation, type Passage, PROCEDURE_KINDS, passageHref } from './types.ts';

export { MAX_CITATIONS } from './relevance.ts';

/** Items of one list that score at least this share of the best one are answered together, as a list. */
const LIST_SHARE = 0.75;
const MAX_LIST = 8;
/** A passage this short under a listed section's items, no item itself, is the list's note and follows it. */
const LIST_NOTE = 200;

export interface ComposedAnswer extends ChatAnswer {
  /** The passage behind each citation, in citation order (what a model may write from). */
  passages: Passage[];
}

/**
 * A passage this short (two brief sentences: a monument's description, a business's) is quoted whole: it is
 * the unit the resident asked about, and which of its sentences answers is often a matter of meaning.
 */
const SHORT_PASSAGE = 160;

/** A record this short (a lodging's or a business's lines) is quoted whole, the lines that answer first. */
const SHORT_RECORD = 500;

/** A news item this short (a summary and two or three short paragraphs: one notice) is quoted whole. */
const SHORT_NEWS = 700;

/** How much of a section is quoted when only its heading matched the question. */
const SECTION_SENTENCES = 3;

/**
 * The sentences that answer from the first passage: all of a short one. When none of its sentences holds the question's words
 * (only its heading did: '¿qué se celebra en San Antón?'), the section as a whole is the answer, so its
 * first sentences are quoted, not just the passage's first one (which may be its date).
 */
function factSentences(passage: Passage, query: Query, index: SearchIndex): string[] {
  const summary = query.asksSummary ? opening(passage, index) : [];
  if (summary.length > 0) return summary;
  const label = groupLabel(passage, index);
  if (label) return [`${label}: ${passage.frases.join(' ')}`].map(clip);
  // A short news item is one event: its summary and its text together say what, when, where and until when.
  const item = passage.kind === 'noticia' ? index.passagesAt(passage.url).flatMap((p) => p.frases) : [];
  if (item.length > 1 && item.join(' ').length <= SHORT_NEWS) return item;
  if (passage.frases.length > 1 && passage.frases.join(' ').length <= SHORT_PASSAGE) return passage.frases;
  const matches = passage.frases.some((frase) => sentenceScore(frase, query, index, passage.url) > 0);
  if (matches || !passage.anchor) return withFact(passage, bestSentences(passage, query, index, 2), query);
  const section = index
    .passagesAt(passage.url)
    .filter((p) => p.anchor === passage.anchor)
    .flatMap((p) => p.frases);
  return section.slice(0, SECTION_SENTENCES).map(clip);
}

/** A line this short before a list's items is the label of their group ('Obligatoria.', 'Para valorar méritos.'). */
const GROUP_LABEL = 40;

/**
 * The label of the group a list item is in, when its section splits the list in groups: the short line before the
 * item's run of items ('Para valorar méritos' for «Informe de vida laboral actualizado»), which says what the item is.
 */
function groupLabel(passage: Passage, index: SearchIndex): string | undefined {
  if (!passage.item) return undefined;
  const section = sectionPassages(passage, index);
  const before = section
    .slice(0, section.indexOf(passage))
    .reverse()
    .find((p) => !p.item);
  const text = before?.frases.join(' ') ?? '';
  return before?.frases.length === 1 && text.length <= GROUP_LABEL ? text.replace(/[.:]$/, '') : undefined;
}

/** A passage this long, or of several sentences, is prose; a shorter one is a record's line ('Cargo: Alcalde-Presidente.'). */
const PROSE = 80;

/**
 * The opening of what a passage's section (or page, or news item) says, for a question that asks what it says: its
 * first sentences of prose, in page order, not its records' lines nor a greeting that ends in a colon.
 */
function opening(passage: Passage, index: SearchIndex): string[] {
  if (passage.kind !== 'pagina' && passage.kind !== 'noticia') return [];
  // A news item is one text: all of it, not only its summary's section.
  const text =
    passage.kind === 'noticia'
      ? inPageOrder(index.passagesAt(passage.url), index)
      : sectionPassages(passage, index);
  return text
    .filter(
      (p) => (p.frases.length > 1 || p.frases.join(' ').length >= PROSE) && !p.frases.join(' ').endsWith(':'),
    )
    .flatMap((p) => p.frases)
    .slice(0, SECTION_SENTENCES)
    .map(clip);
}

/** The answer when nothing on the site fits: one honest sentence with the council's phone and e-mail. */
export function notFoundAnswer(site: SiteInfo, why = 'no trata ese tema'): ComposedAnswer {
  return {
    content: `No lo sé: la web del ${site.ayuntamiento} ${why}, pero puedes preguntarlo en el teléfono ${site.telefono} o en el correo ${site.email}.`,
    citations: [],
    passages: [],
  };
}

/** The answer to a message with no searchable words ('hola', 'gracias'). */
export function smallTalkAnswer(message: string, site: SiteInfo): ComposedAnswer {
  const thanks = /gracias/i.test(message);
  return {
    content: thanks
      ? '¡De nada! Si tienes otra pregunta, aquí estoy.'
      : `¡Hola! Soy el asistente virtual del ${site.ayuntamiento}. Pregúntame por trámites, reserva de pistas, empleo, fiestas o cualquier información del municipio.`,
    citations: [],
    passages: [],
  };
}

/** A list item the question names ('¿llego a pilates o mejor me apunto a zumba?'): its name's words are the resident's. */
const namedItem = (passage: Passage, query: Query) => {
  const name = termsOf(passage.nombre ?? '');
  return name.length > 0 && name.every((t) => query.own.includes(t));
};

/** A list item whose span or bound holds a number of the question ('tiene 17 años' and «Tener cumplidos 16 años»). */
const boundsNumber = (passage: Passage, query: Query) =>
  numbersInRanges(
    query.own.filter((t) => /^\d+$/.test(t)),
    passage.frases.join(' '),
  ).length > 0;

/**
 * The items of the first passage's list to answer with, in page order: the whole list when the question
 * names its heading ('¿qué requisitos piden…?' and the list is «Requisitos»), else the items that fit the
 * question about as well as the first (the activities for older people).
 */
function listItems(first: Hit, relevant: Hit[], query: Query, index: SearchIndex): Passage[] {
  const href = passageHref(first.passage);
  // The question names the heading when it holds the heading's first word, the noun the rest qualifies
  // (itself or a synonym: 'niños' for «Infantil», 'tareas' for «Funciones principales»).
  const [head] = termsOf(first.passage.seccion ?? '');
  // A how-to question ('¿cómo se reserva?') gets the section's steps; a heading word the page's title also says
  // ('reservar' on the booking page) names the page, not the section's list.
  const steps = query.intents.has('pasos');
  const wholeList =
    (first.passage.item === true || steps) &&
    first.passage.anchor !== undefined &&
    head !== undefined &&
    query.terms.has(head) &&
    (steps || !index.inTitle(first.passage.url, head));
  const section = sectionPassages(first.passage, index);
  const list = section.filter((p) => p.item);
  // A heading named through a synonym ('puntúa' for «Baremo») gets the group of items the first one is in, when a
  // line splits the section's list in groups (the courses of the merits scale, not its work experience).
  const group = first.passage.item && !query.own.includes(head ?? '');
  if (wholeList) return (group ? runOf(first.passage, section) : list).slice(0, MAX_LIST);
  const fitting = relevant
    .filter(
      (hit) =>
        hit.passage.item &&
        passageHref(hit.passage) === href &&
        (hit.score >= first.score * LIST_SHARE || namedItem(hit.passage, query)),
    )
    .map((hit) => hit.passage);
  // An item whose bound holds the question's number fits it though it shares no word ('tengo 17 tacos').
  const items = [...new Set([...fitting, ...list.filter((p) => boundsNumber(p, query))])];
  return items.slice(0, MAX_LIST).sort((a, b) => index.position(a) - index.position(b));
}

/** The run of items around `item` in its section's passages (in page order), up to the lines that split the list. */
function runOf(item: Passage, section: Passage[]): Passage[] {
  const at = section.indexOf(item);
  let start = at;
  while (start > 0 && section[start - 1]?.item) start--;
  let end = at;
  while (end < section.length - 1 && section[end + 1]?.item) end++;
  return section.slice(start, end + 1);
}

const inPageOrder = (passages: Passage[], index: SearchIndex) =>
  [...passages].sort((a, b) => index.position(a) - index.position(b));

/** The passages of a passage's section (its page's, when it has no section), in page order. */
const sectionPassages = (passage: Passage, index: SearchIndex) =>
  inPageOrder(
    index.passagesAt(passage.url).filter((p) => passageHref(p) === passageHref(passage)),
    index,
  );

/** The passages of a passage's section that come after it on the page, in page order. */
function sectionAfter(passage: Passage, index: SearchIndex): Passage[] {
  const section = sectionPassages(passage, index);
  return section.slice(section.indexOf(passage) + 1);
}

const announces = (passage: Passage) => passage.frases.at(-1)?.endsWith(':') === true;

const takeWhile = <T>(list: T[], keep: (item: T) => boolean): T[] => {
  const end = list.findIndex((item) => !keep(item));
  return end < 0 ? list : list.slice(0, end);
};

/**
 * The list a passage announces: one that ends in a colon ('Por cada mes completo trabajado:') is read with the
 * items that follow it, as the page shows them.
 */
function announcedItems(passage: Passage, index: SearchIndex): Passage[] {
  if (passage.item || !announces(passage)) return [];
  return takeWhile(sectionAfter(passage, index), (p) => p.item === true).slice(0, MAX_LIST);
}

/** Another passage of the cited section is quoted too when it scores at least this share of the best. */
const SECTION_SHARE = 0.8;

/** A passage of the cited section that holds the fact asked for is quoted when it scores this share of the best. */
const HOLDER_SHARE = 0.3;

/**
 * The passage of the first source's section that holds the kind of fact the question asks for (the hour,
 * the date, the age) when the best one lacks it; else the best one.
 */
function factHolder(first: Hit, relevant: Hit[], query: Query, index: SearchIndex): Hit {
  if (query.intents.size === 0 || passageHolds(first.passage, query.intents)) return first;
  const href = passageHref(first.passage);
  const found = relevant.find(
    (hit) =>
      hit.score >= first.score * HOLDER_SHARE &&
      passageHref(hit.passage) === href &&
      passageHolds(hit.passage, query.intents),
  );
  if (found) return found;
  // A news item is one event: its summary found the question, the paragraph after it may say where and until
  // when. So is a section that describes one thing: the bonfire is in San Antón's paragraph, its date in another.
  const page = index.passagesAt(first.passage.url);
  const mates =
    first.passage.kind === 'noticia'
      ? page.filter((p) => p !== first.passage)
      : recordOf(first.passage, page);
  const holder = mates.find((p) => passageHolds(p, query.intents));
  return holder ? { ...first, passage: holder } : first;
}

/**
 * For a question that asks for several kinds of fact (a place and an hour), the passages of the first source's
 * section that hold each kind neither the first passage nor its fact holder holds.
 */
function otherFactHolders(first: Hit, holder: Hit, relevant: Hit[], query: Query, index: SearchIndex): Hit[] {
  if (query.intents.size < 2) return [];
  const quoted = new Set([first.passage, holder.passage]);
  const found: Hit[] = [];
  for (const intent of query.intents) {
    const kind = new Set([intent]);
    if ([...quoted].some((p) => passageHolds(p, kind))) continue;
    const other = factHolder(first, relevant, { ...query, intents: kind }, index);
    if (quoted.has(other.passage)) continue;
    quoted.add(other.passage);
    found.push(other);
  }
  return found;
}

/**
 * The first source's answer: its fact quoted (the best sentences of the passage), or, when several items
 * of one list fit equally (the activities for older people), that list; then where to read more.
 */
function writeFact(writer: AnswerWriter, first: Hit, relevant: Hit[], query: Query, index: SearchIndex) {
  const announced = announcedItems(first.passage, index);
  const items = announced.length >= 2 ? announced : listItems(first, relevant, query, index);
  if (items.length >= 2) {
    // A note of the section that fits best ('No se puntúan los cursos de menos de 20 horas') comes first.
    if (!first.passage.item) writer.sentences(factSentences(first.passage, query, index), 1);
    // Items of several groups say their group ('Obligatoria: Copia del DNI…', 'Para valorar méritos: …').
    const labels = items.map((passage) => groupLabel(passage, index));
    const grouped = new Set(labels).size > 1;
    writer.list(
      `En ${placeOf(first.passage)}`,
      items.map((passage, i) =>
        clip(`${grouped && labels[i] ? `${labels[i]}: ` : ''}${passage.frases.join(' ')}`),
      ),
      1,
    );
    // The short notes under the list ('El precio lo fija la hora de inicio de la reserva.') say how to read it.
    const notes = sectionAfter(items.at(-1) ?? first.passage, index);
    writer.sentences(
      takeWhile(notes, (p) => !p.item && !announces(p) && p.frases.join(' ').length <= LIST_NOTE).flatMap(
        (p) => p.frases,
      ),
      1,
    );
    return;
  }
  // The fact asked for ('Fecha: 16 de agosto.') first, then what the best passage says of the question.
  const holder = factHolder(first, relevant, query, index);
  if (holder !== first) writer.sentences(bestSentences(holder.passage, query, index, 1), 1);
  writer.sentences(factSentences(first.passage, query, index), 1);
  // A question that asks two things ('¿dónde está y qué horario tiene?') gets each from its section.
  for (const other of otherFactHolders(first, holder, relevant, query, index))
    writer.sentences(bestSentences(other.passage, query, index, 1), 1);
  // Another passage of the section that fits about as well (the next paragraph of the same answer).
  const next = relevant.find(
    (hit) =>
      hit !== first &&
      hit !== holder &&
      passageHref(hit.passage) === passageHref(first.passage) &&
      hit.score >= first.score * SECTION_SHARE,
  );
  if (next) writer.sentences(bestSentences(next.passage, query, index, 1), 1);
  // The rest of a short record (a lodging, a business: its type, address, capacity…) when the question asks for no
  // kind of fact the lines quoted hold ('¿hay alguna casa donde quepamos ocho?'): whichever of its lines it asks
  // about, the resident reads it, after the lines that answer.
  const record = recordOf(first.passage, index.passagesAt(first.passage.url));
  const answered = query.intents.size > 0 && passageHolds(holder.passage, query.intents);
  if (
    !answered &&
    record.length > 0 &&
    [first.passage, ...record].flatMap((p) => p.frases).join(' ').length <= SHORT_RECORD
  )
    writer.sentences(
      record.sort((a, b) => index.position(a) - index.position(b)).flatMap((p) => p.frases),
      1,
    );
  const sections = first.passage.anchor === undefined ? sectionNames(first.passage.url, index) : [];
  if (sections.length > 0) writer.sentences([`Trata de ${sections.map((s) => `«${s}»`).join(', ')}.`], 1);
  writer.sentences([`Lo tienes en ${placeOf(first.passage)}.`], 1);
}

/** A page intro answers with what the page holds, so the resident sees what is there (the open job offer). */
const MAX_SECTIONS = 6;

/** The headings of a page's sections, in page order (none when it has too many to list). */
function sectionNames(url: string, index: SearchIndex): string[] {
  const names = [
    ...new Set(index.passagesAt(url).flatMap((p) => (p.anchor && p.seccion ? [p.seccion] : []))),
  ];
  return names.length <= MAX_SECTIONS ? names : [];
}

/** Whether the question quotes every sentence of the passage (`Query.quotes`): a message the resident sees. */
const quotedWhole = (passage: Passage, query: Query) =>
  query.quotes.length > 0 &&
  passage.frases.every((frase) => query.quotes.some((quote) => quote.includes(words(frase).join(' '))));

/**
 * A short Spanish answer that opens with the fact: the best passage quoted (or its procedure's data),
 * then where to read more, then at most two other pages that also fit, each sentence with the `[n]`
 * marker of its source. The first citation is the passage used first, with its section's anchor.
 */
export function composeAnswer(
  hits: Hit[],
  query: Query,
  site: SiteInfo,
  index: SearchIndex,
  prior: PagePrior = shippedPrior(),
): ComposedAnswer {
  // Another administration's matter is theirs ('¿qué ofertas tiene el SEPE?'), though the site has the words apart;
  // not the papers it issues that a procedure of the site asks for ('¿qué papeles de Hacienda hay que adjuntar?').
  if (offTopic(query, index) || (query.asksForeign && !query.intents.has('documentos')))
    return notFoundAnswer(site);
  const relevant = relevantHits(hits, query, index);
  let selected = selectSources(relevant, query);
  const best = selected[0];
  // The residents' examples say questions like this one are ones the site does not answer, whatever its words found;
  // unless the words found a page the examples never saw (a news item published since): of that, they know nothing.
  const favourite = prior.favourite(query.own);
  if (
    favourite?.page === OUT_OF_SCOPE &&
    favourite.probability >= PRIOR_OUT_OF_SCOPE &&
    (!best || prior.knows(priorPage(best.passage)))
  )
    return notFoundAnswer(site);
  if (!best || best.score < strongestMatch(hits, relevant, query) * MIN_CONFIDENCE) {
    const learned = learnedSource(hits, favourite);
    if (!learned) return notFoundAnswer(site);
    selected = [learned];
  }
  // A source that names the thing or attribute asked about comes first ('¿los plenos que se emiten tienen
  // subtítulos?': the accessibility statement, not the videos page); none: the site does not say.
  // One the resident quotes whole, they have read ('¿qué significa «Las horas deben formar bloques completos…»?'):
  // another that fits says more, if there is one.
  const named = selected.filter((hit) => !missesThing(hit, query, index));
  const unread = (hit: Hit) => !quotedWhole(hit.passage, query);
  const first =
    named.find(unread) ??
    (named.length > 0 ? relevant.find((hit) => unread(hit) && !missesThing(hit, query, index)) : undefined) ??
    named[0];
  if (!first) return notFoundAnswer(site);
  // A first source taken from the other relevant hits (above) keeps the answer at its most citations.
  const cited = [first, ...selected.filter((hit) => hit !== first)].slice(0, MAX_CITATIONS);
  if (missesFact(first, query, index)) return notFoundAnswer(site, 'no da ese dato');
  if (missesRequest(first, query, index)) return notFoundAnswer(site);
  const sources = learnedFirst(cited, relevant, query, index, prior, favourite);
  const writer = new AnswerWriter();
  const lead = sources[0] ?? first;
  if (PROCEDURE_KINDS.has(lead.passage.kind)) writeProcedure(writer, lead, relevant, query, index);
  else writeFact(writer, lead, relevant, query, index);
  sources.slice(1).forEach((hit, i) => {
    const [sentence] = bestSentences(hit.passage, query, index, 1);
    const intro = `También te puede servir ${placeOf(hit.passage)}`;
    writer.sentences([sentence ? `${intro}: ${sentence}` : `${intro}.`], i + 2);
  });
  const citations: Citation[] = sources.map((hit) => ({
    url: passageHref(hit.passage),
    titulo: hit.passage.seccion ? `${hit.passage.titulo}: ${hit.passage.seccion}` : hit.passage.titulo,
  }));
  return { content: writer.text(), citations, passages: sources.map((hit) => hit.passage) };
}

/**
 * How sure the page prior must be before its page leads the citations: at 0.97, five-fold cross-validation on the
 * tuning set (each fold answered with the prior learned from the other four; 6155 questions) moved the first page of
 * 107 answers, 98 to the right one and 9 away from it (0.95: 103 and 11; 0.99: 81 and 4; BENCHMARKS.md), choosing
 * among the cited pages only; also among the other relevant hits, on 6788 questions, 28 more right and 4 more wrong.
 */
const PRIOR_CONFIDENCE = 0.97;
/**
 * How sure the page prior must be to answer from its page when the words alone leave the answer unsure: at 0.99, the
 * same cross-validation answered 40 more questions with the right page first, lost 1 and answered 3 out-of-scope
 * questions wrongly (0.97: 51, 1 and 6; 0.999: 20, 1 and none), the checks that the source names the thing and holds
 * the fact asked for still applying.
 */
const PRIOR_RESCUE = 0.99;
/** How many of the pages the words found first the prior may pick from when the words alone are unsure. */
const RESCUE_PAGES = 3;

/**
 * The best hit of the page the prior is all but certain such questions want, when the words found it among their
 * first pages but no source clearly enough: the residents' examples vouch for it.
 */
function learnedSource(hits: Hit[], favourite: Favourite | undefined): Hit | undefined {
  if (!favourite || favourite.page === OUT_OF_SCOPE || favourite.probability < PRIOR_RESCUE) return undefined;
  const pages = [...new Set(hits.map((hit) => priorPage(hit.passage)))].slice(0, RESCUE_PAGES);
  return pages.includes(favourite.page)
    ? hits.find((hit) => priorPage(hit.passage) === favourite.page)
    : undefined;
}

/**
 * How sure the page prior must be that questions like this one are out of scope before the answer says the site has
 * no answer, though its words found one: at 0.6, the same cross-validation answered 31 more out-of-scope questions
 * honestly and lost 7 right answers (0.5: 41 and 13; 0.7: 20 and 4), before the exception for pages the prior never
 * saw; with it and the two other uses of the prior, 28 more out-of-scope questions and 137 right first pages gained
 * for 11 lost.
 */
const PRIOR_OUT_OF_SCOPE = 0.6;

/**
 * The page that questions like this one were answered by comes first, when the prior is confident and one of its
 * sources answers as well as the first (names the thing, has the fact and what is asked for): among the cited, else
 * among the other relevant hits, which then takes the last citation's place. The words found the pages; the residents'
 * examples say which of them such questions want.
 */
function learnedFirst(
  sources: Hit[],
  relevant: Hit[],
  query: Query,
  index: SearchIndex,
  prior: PagePrior,
  favourite: Favourite | undefined,
): Hit[] {
  const [first] = sources;
  if (!first || !favourite || favourite.probability < PRIOR_CONFIDENCE) return sources;
  // A page the examples never saw (a news item published since) keeps its place: the prior cannot weigh it.
  const firstPage = priorPage(first.passage);
  if (firstPage === favourite.page || !prior.knows(firstPage)) return sources;
  const promoted = [...sources, ...relevant].find(
    (hit) =>
      priorPage(hit.passage) === favourite.page &&
      !quotedWhole(hit.passage, query) &&
      !missesThing(hit, query, index) &&
      !missesFact(hit, query, index) &&
      !missesRequest(hit, query, index),
  );
  return promoted
    ? [promoted, ...sources.filter((hit) => hit !== promoted)].slice(0, MAX_CITATIONS)
    : sources;
}
