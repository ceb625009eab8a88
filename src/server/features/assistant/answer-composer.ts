import { MIN_CONFIDENCE, missesFact, missesRequest, missesThing, recordOf } from './answer-checks.ts';
import { factPosition, passageHolds, rankingIntents, sentenceHolds } from './intent.ts';
import type { Query } from './query.ts';
import { offTopic, relevantHits, selectSources } from './relevance.ts';
import type { Hit, SearchIndex } from './search-index.ts';
import { FORM_OPTIONS, FORM_UPLOADS } from './sources/form-fields.ts';
import type { SiteInfo } from './sources/site-source.ts';
import { fold, termsOf, words } from './text/normalize.ts';
import { numbersInRanges } from './text/ranges.ts';
import { SYNONYM_WEIGHT } from './text/synonyms.ts';
import {
  type ChatAnswer,
  type Citation,
  type Passage,
  PROCEDURE_KINDS,
  passageHref,
  SIGNATURE_SECTION,
} from './types.ts';

export { MAX_CITATIONS } from './relevance.ts';

const MAX_SENTENCE = 280;
/** Items of one list that score at least this share of the best one are answered together, as a list. */
const LIST_SHARE = 0.75;
const MAX_LIST = 8;
/** A passage this short under a listed section's items, no item itself, is the list's note and follows it. */
const LIST_NOTE = 200;

export interface ComposedAnswer extends ChatAnswer {
  /** The passage behind each citation, in citation order (what a model may write from). */
  passages: Passage[];
}

/** What a question word its page's title already says counts for when choosing the sentence to quote. */
const TITLE_WORD_SHARE = 0.2;

/**
 * How well a sentence of the page at `url` answers: the question's words it holds, each by how telling it
 * is (the resident's own words count most, then their synonyms; those the page's title says, which the
 * citation already names, or the answer has already said in `said`, least), doubled when it holds the kind of fact asked for (the hour, the price).
 */
function sentenceScore(
  sentence: string,
  query: Query,
  index: SearchIndex,
  url: string,
  said: ReadonlySet<string> = new Set(),
): number {
  // A synonym of the resident's own word ('inscripciones' for 'me inscribo') says it in the site's words.
  const covers = (term: string) => [...query.coverage.values()].some((terms) => terms.has(term));
  let score = 0;
  const numbers = query.own.filter((t) => /^\d+$/.test(t));
  for (const term of new Set([...termsOf(sentence), ...numbersInRanges(numbers, sentence)])) {
    const title = index.inTitle(url, term) || said.has(term) ? TITLE_WORD_SHARE : 1;
    score +=
      title *
      index.weight(term) *
      (query.own.includes(term) ? 10 : covers(term) ? 5 : (query.terms.get(term) ?? 0));
  }
  return sentenceHolds(sentence, query.intents) ? 2 * score + 1 : score;
}

function clip(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * A long sentence cut so that it keeps the fact the question asks for: from the start when the fact comes
 * early, else from the clause that holds it ('…en un plazo de dos meses').
 */
function clipFor(sentence: string, query: Query): string {
  const at = factPosition(sentence, query.intents);
  if (sentence.length <= MAX_SENTENCE || at < MAX_SENTENCE - 60) return clip(sentence);
  const clause = Math.max(sentence.lastIndexOf(',', at), sentence.lastIndexOf(';', at));
  const start =
    clause >= 0 && at - clause < MAX_SENTENCE / 2 ? clause + 1 : sentence.lastIndexOf(' ', at - 40) + 1;
  return `…${clip(sentence.slice(start).trim())}`;
}

/** 'Texto.' + 2 → 'Texto [2].' */
function withMarker(sentence: string, n: number): string {
  const match = /^(.*?)([.!?…:]*)$/s.exec(sentence);
  const body = match?.[1] ?? sentence;
  const end = match?.[2] || '.';
  return `${body} [${n}]${end === ':' ? '.' : end}`;
}

/** The best sentences of a passage for the question, in reading order (its first ones if none matches). */
function bestSentences(
  passage: Passage,
  query: Query,
  index: SearchIndex,
  count: number,
  said?: ReadonlySet<string>,
): string[] {
  const scored = passage.frases.map((frase, i) => ({
    frase,
    i,
    score: sentenceScore(frase, query, index, passage.url, said),
  }));
  const top = Math.max(0, ...scored.map((s) => s.score));
  // The passage's heading is what matched ('¿qué se celebra en San Antón?'): it all speaks of it.
  if (top === 0) return passage.frases.slice(0, count).map(clip);
  // Only sentences nearly as relevant as the best one: a short answer, not a wall of text.
  return scored
    .filter((s) => s.score >= top * 0.8)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((s) => clipFor(s.frase, query));
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
 * The chosen sentences of a passage and, for each kind of fact asked for that none of them holds, the first sentence
 * that does ('¿en cuánto tiempo me contestan?': the request's long sentence, then 'Te responderemos en el plazo
 * máximo de 20 días hábiles.'), in reading order.
 */
function withFact(passage: Passage, chosen: string[], query: Query): string[] {
  const said = passage.frases.filter((frase) => chosen.includes(clipFor(frase, query)));
  const added: string[] = [];
  for (const intent of rankingIntents(query.intents)) {
    const kind = new Set([intent]);
    if ([...said, ...added].some((frase) => sentenceHolds(frase, kind))) continue;
    const holder = passage.frases.find((frase) => !said.includes(frase) && sentenceHolds(frase, kind));
    if (holder && !added.includes(holder)) added.push(holder);
  }
  if (added.length === 0) return chosen;
  return passage.frases
    .filter((frase) => said.includes(frase) || added.includes(frase))
    .map((frase) => clipFor(frase, query));
}

/**
 * The sentences that answer from the first passage: all of a short one. When none of its sentences holds the question's words
 * (only its heading did: '¿qué se celebra en San Antón?'), the section as a whole is the answer, so its
 * first sentences are quoted, not just the passage's first one (which may be its date).
 */
function factSentences(passage: Passage, query: Query, index: SearchIndex): string[] {
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

/**
 * '«Actividades», apartado «Mayores»', '«Corte de agua…» (noticia del 3 de octubre de 2025)': where a
 * passage is, as a resident reads it.
 */
const placeOf = (passage: Passage) =>
  passage.seccion && passage.seccion !== passage.titulo
    ? `«${passage.titulo}», apartado «${passage.seccion}»`
    : passage.publicada
      ? `«${passage.titulo}» (noticia del ${passage.publicada})`
      : `«${passage.titulo}»`;

/** Collects the answer's parts, leaving out any sentence already said. */
class AnswerWriter {
  private readonly said = new Set<string>();
  readonly parts: string[] = [];

  private fresh(sentence: string): boolean {
    const key = fold(sentence)
      .replace(/\[\d+\]/g, '')
      .replace(/[^a-z0-9ñ]+/g, ' ')
      .trim();
    if (this.said.has(key)) return false;
    this.said.add(key);
    return true;
  }

  /** Adds sentences citing source n, the marker after the last one. */
  sentences(sentences: string[], n: number) {
    const kept = sentences.filter((s) => this.fresh(s));
    if (kept.length === 0) return;
    const last = kept.length - 1;
    this.parts.push(kept.map((s, i) => (i === last ? withMarker(s, n) : s)).join(' '));
  }

  /** Adds 'intro' and a Markdown-style list ('- item' lines) citing source n. */
  list(intro: string, items: string[], n: number) {
    const kept = items.filter((item) => this.fresh(item));
    if (kept.length === 0) return;
    this.parts.push(`${intro} [${n}]:\n${kept.map((item) => `- ${item}`).join('\n')}`);
  }

  text(): string {
    return this.parts.join('\n\n');
  }
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

/** Another rule or form field of the procedure is quoted when it scores at least this share of the best. */
const PROCEDURE_DETAIL_SHARE = 0.6;

/** A form field's help this short is quoted whole: label and help are one unit ('…: Figura en el recibo del agua.'). */
const SHORT_FIELD = 320;

/**
 * What a form field says for the question: its help (whole when short), and its options when the question
 * asks what to choose in the form ('¿qué tipo de documentación marco?'), or names one of them ('¿el hurón
 * también se censa?') and does not ask for documents: a choice of the form is never a paper to bring.
 */
function fieldSentences(
  passage: Passage,
  query: Query,
  index: SearchIndex,
  said: ReadonlySet<string>,
): string[] {
  const options = passage.frases.filter((f) => f.includes(`: ${FORM_OPTIONS} `));
  const help = passage.frases.filter((f) => !options.includes(f));
  const named = options.filter(
    (f) =>
      query.fillsForm ||
      (!query.intents.has('documentos') && sentenceScore(f, query, index, passage.url, said) > 0),
  );
  const quoted =
    help.join(' ').length <= SHORT_FIELD
      ? help
      : bestSentences({ ...passage, frases: help }, query, index, 2, said);
  return [...quoted, ...named];
}

/**
 * A procedure answered from its catalogue data: what it is for, the legal sentence the question found
 * (a deadline, a rule), and the documents to attach, as a list.
 */
function writeProcedure(writer: AnswerWriter, hit: Hit, relevant: Hit[], query: Query, index: SearchIndex) {
  const own = index.passagesAt(hit.passage.url);
  const about = own.find((p) => p.kind === 'tramite');
  const documents = own.find((p) => p.kind === 'documentos');
  const title = hit.passage.titulo;
  if (about) writer.sentences([`«${title}»: ${about.frases.join(' ')}`], 1);
  // The legal sentence is chosen by the question's words the description has not already said.
  const said = new Set(termsOf(about?.frases.join(' ') ?? ''));
  const quoted = new Set<Passage>();
  const detail = (passage: Passage) => {
    quoted.add(passage);
    if (passage.kind === 'normativa') writer.sentences(bestSentences(passage, query, index, 1, said), 1);
    if (passage.kind === 'campo') writer.sentences(fieldSentences(passage, query, index, said), 1);
  };
  detail(hit.passage);
  // A rule or a field of the form that fits about as well says what the description does not ('¿a qué
  // departamento va?': the form's «Órgano al que se dirige»); asked what to write, only a field does.
  const details = query.fillsForm ? ['campo'] : ['normativa', 'campo'];
  const next = relevant.find(
    (other) =>
      other !== hit &&
      other.passage.url === hit.passage.url &&
      details.includes(other.passage.kind) &&
      other.score >= hit.score * PROCEDURE_DETAIL_SHARE &&
      other.own.some(
        (t) =>
          (query.terms.get(t) ?? 0) >= SYNONYM_WEIGHT && !said.has(t) && !index.inTitle(hit.passage.url, t),
      ),
  );
  if (next) detail(next.passage);
  // The fields whose label the resident quotes ('¿qué escribo en «Expone» y en «Solicita»?'), each with its help.
  for (const field of own.filter((p) => p.kind === 'campo' && !quoted.has(p)))
    if (query.quotes.includes(words(field.frases[0]?.split(':')[0] ?? '').join(' '))) detail(field);
  // A form that takes files for each person (the census) asks for documents where its fields say so.
  const uploads = own.some(
    (p) => p.kind === 'campo' && p.frases.some((f) => f.includes(`: ${FORM_UPLOADS} `)),
  );
  if (documents) writer.list('Puedes adjuntar', documents.frases, 1);
  else if (!uploads) writer.sentences(['El formulario no pide adjuntar documentos.'], 1);
  writer.sentences(['Lo presentas en línea desde su página y descargas el justificante en PDF.'], 1);
  // How it is signed ('firmaré la solicitud en persona en el Ayuntamiento') is part of presenting it, unless said.
  const signature = own.find((p) => p.seccion === SIGNATURE_SECTION);
  if (signature && !quoted.has(signature))
    writer.sentences([`Antes de enviarla marcas la casilla «${signature.frases.join(' ')}»`], 1);
}

/** A list item the question names ('¿llego a pilates o mejor me apunto a zumba?'): its name's words are the resident's. */
const namedItem = (passage: Passage, query: Query) => {
  const name = termsOf(passage.nombre ?? '');
  return name.length > 0 && name.every((t) => query.own.includes(t));
};

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
  const items = wholeList
    ? index.passagesAt(first.passage.url).filter((p) => p.item && passageHref(p) === href)
    : relevant
        .filter(
          (hit) =>
            hit.passage.item &&
            passageHref(hit.passage) === href &&
            (hit.score >= first.score * LIST_SHARE || namedItem(hit.passage, query)),
        )
        .map((hit) => hit.passage);
  return items.slice(0, MAX_LIST).sort((a, b) => index.position(a) - index.position(b));
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
  const items = listItems(first, relevant, query, index);
  if (items.length >= 2) {
    // A note of the section that fits best ('No se puntúan los cursos de menos de 20 horas') comes first.
    if (!first.passage.item) writer.sentences(factSentences(first.passage, query, index), 1);
    writer.list(
      `En ${placeOf(first.passage)}`,
      items.map((passage) => clip(passage.frases.join(' '))),
      1,
    );
    // The short notes under the list ('El precio lo fija la hora de inicio de la reserva.') say how to read it.
    const section = index
      .passagesAt(first.passage.url)
      .filter((p) => passageHref(p) === passageHref(first.passage));
    const lastItem = Math.max(...section.filter((p) => p.item).map((p) => index.position(p)));
    const notes = section.filter(
      (p) => !p.item && index.position(p) > lastItem && p.frases.join(' ').length <= LIST_NOTE,
    );
    writer.sentences(
      notes.flatMap((p) => p.frases),
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

/**
 * A short Spanish answer that opens with the fact: the best passage quoted (or its procedure's data),
 * then where to read more, then at most two other pages that also fit, each sentence with the `[n]`
 * marker of its source. The first citation is the passage used first, with its section's anchor.
 */
export function composeAnswer(hits: Hit[], query: Query, site: SiteInfo, index: SearchIndex): ComposedAnswer {
  if (offTopic(query, index)) return notFoundAnswer(site);
  const relevant = relevantHits(hits, query, index);
  const selected = selectSources(relevant, query);
  const best = selected[0];
  if (!best || best.score < (hits[0]?.score ?? 0) * MIN_CONFIDENCE) return notFoundAnswer(site);
  // A source that names the thing or attribute asked about comes first ('¿los plenos que se emiten tienen
  // subtítulos?': the accessibility statement, not the videos page); none: the site does not say.
  const first = selected.find((hit) => !missesThing(hit, query, index));
  if (!first) return notFoundAnswer(site);
  const sources = [first, ...selected.filter((hit) => hit !== first)];
  if (missesFact(first, query, index)) return notFoundAnswer(site, 'no da ese dato');
  if (missesRequest(first, query, index)) return notFoundAnswer(site);
  const writer = new AnswerWriter();
  if (PROCEDURE_KINDS.has(first.passage.kind)) writeProcedure(writer, first, relevant, query, index);
  else writeFact(writer, first, relevant, query, index);
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
