import { type AnswerWriter, bestSentences, sentenceScore } from './answer-sentences.ts';
import type { Query } from './query.ts';
import type { Hit, SearchIndex } from './search-index.ts';
import { FORM_OPTIONS, FORM_UPLOADS } from './sources/form-fields.ts';
import { termsOf, words } from './text/normalize.ts';
import { SYNONYM_WEIGHT } from './text/synonyms.ts';
import { type Passage, SIGNATURE_SECTION } from './types.ts';

/** Another rule or form field of the procedure is quoted when it scores at least this share of the best. */
const PROCEDURE_DETAIL_SHARE = 0.6;

/** A form field's help this short is quoted whole: label and help are one unit ('…: Figura en el recibo del agua.'). */
const SHORT_FIELD = 320;

/** A form field's label, as its passage's first sentence opens ('Número de abonado: Figura en el recibo…'). */
export const fieldLabel = (passage: Passage) => passage.frases[0]?.split(':')[0] ?? '';

/** Whether the question names a form field by every word of its label ('el número de la sepultura'). */
export const namesField = (field: Passage, query: Query) => {
  const label = termsOf(fieldLabel(field));
  return label.length > 0 && label.every((t) => query.own.includes(t));
};

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
  // A question that names the field by its whole label ('¿qué tipo de documentación se elige?') asks for its options.
  const labelled = namesField(passage, query);
  const named = options.filter(
    (f) =>
      query.fillsForm ||
      labelled ||
      (!query.intents.has('documentos') && sentenceScore(f, query, index, passage.url, said) > 0),
  );
  const quoted =
    help.join(' ').length <= SHORT_FIELD
      ? help
      : bestSentences({ ...passage, frases: help }, query, index, 2, said);
  return [...quoted, ...named];
}

/**
 * A procedure answered from its catalogue data: what it is for, the legal sentences the question found
 * (a deadline, a rule; the next one too when it holds the question's words nearly as well: 'mientras no se
 * anule' and 'Puedes anularla… comunicándolo al Ayuntamiento'), and the documents to attach, as a list.
 */
export function writeProcedure(
  writer: AnswerWriter,
  hit: Hit,
  relevant: Hit[],
  query: Query,
  index: SearchIndex,
) {
  const own = index.passagesAt(hit.passage.url);
  const about = own.find((p) => p.kind === 'tramite');
  const documents = own.find((p) => p.kind === 'documentos');
  const title = hit.passage.titulo;
  if (about) writer.sentences([`«${title}»: ${about.frases.join(' ')}`], 1);
  // The legal sentences are chosen by the question's words the description has not already said.
  const said = new Set(termsOf(about?.frases.join(' ') ?? ''));
  const quoted = new Set<Passage>();
  const detail = (passage: Passage) => {
    quoted.add(passage);
    if (passage.kind === 'normativa') writer.sentences(bestSentences(passage, query, index, 2, said), 1);
    if (passage.kind === 'campo') writer.sentences(fieldSentences(passage, query, index, said), 1);
  };
  detail(hit.passage);
  // A rule or a field of the form that fits about as well says what the description does not ('¿a qué
  // departamento va?': the form's «Órgano al que se dirige»); asked what to write, only a field does.
  const details = query.fillsForm ? ['campo'] : ['normativa', 'campo'];
  const fresh = (other: Hit) =>
    other.own.filter(
      (t) =>
        (query.terms.get(t) ?? 0) >= SYNONYM_WEIGHT && !said.has(t) && !index.inTitle(hit.passage.url, t),
    );
  const candidates = relevant.filter(
    (other) =>
      other !== hit &&
      other.passage.url === hit.passage.url &&
      details.includes(other.passage.kind) &&
      other.score >= hit.score * PROCEDURE_DETAIL_SHARE &&
      fresh(other).length > 0,
  );
  // Among those, the one that holds most of the question's words the description has not said ('presupuesto' and
  // 'impuestos' in «Presupuesto estimado (€): … sin impuestos»).
  const next = candidates.reduce<Hit | undefined>(
    (best, other) => (!best || fresh(other).length > fresh(best).length ? other : best),
    undefined,
  );
  if (next) detail(next.passage);
  // The fields whose label the resident quotes ('¿qué escribo en «Expone» y en «Solicita»?'), each with its help; a
  // help most forms repeat when the question names its field's first word ('el DNI me da error').
  // A block of the form's outline when the question names all its heading's words ('los datos de la sepultura').
  for (const field of own.filter((p) => p.kind === 'campo' && !quoted.has(p))) {
    const label = field.seccion ?? fieldLabel(field);
    const terms = termsOf(label);
    const named =
      field.comun &&
      (field.seccion ? terms : terms.slice(0, 1)).every((t) => query.own.includes(t)) &&
      terms.length > 0;
    // A common field the question's words ask for ('lo hago en nombre de mi madre': the representative's).
    const cued = field.comun && !field.seccion && terms.some((t) => query.cues.has(t));
    if (named || cued || query.quotes.includes(words(label).join(' '))) detail(field);
  }
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
