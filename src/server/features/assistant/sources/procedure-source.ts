import { readProcedureSources, readSharedSchemas } from '#engine/node/load-catalogue.ts';
import { SAVE_FOR_LATER_NOTE, SAVE_LABEL } from '#shared/sede/help-texts.ts';
import { type Passage, SIGNATURE_SECTION } from '../types.ts';
import {
  FORM_OPTIONS,
  FORM_UPLOADS,
  type FormBlock,
  type FormField,
  formFields,
  formOutline,
  formRepeats,
  screenTexts,
} from './form-fields.ts';
import { toSentences } from './sentences.ts';

/** What the assistant needs of one procedure (a subset of procedure.json). */
export interface ProcedureEntry {
  slug: string;
  nombreCorto: string;
  titulo: string;
  descripcion: string;
  documentos: Array<{ nombre: string; obligatorio: boolean }>;
  /** The legal texts the form shows (rules, deadlines, what the signer declares). */
  textosLegales: Array<{ titulo: string; texto: string }>;
  /** What the signer confirms before sending (how the request is signed: electronically, in person). */
  firma?: string;
  /** What its form says of each field: label, help, the options of a choice (`form-fields.ts`). */
  campos?: FormField[];
  /** Every text its screens show (`screenTexts`): labels, messages, warnings. */
  pantalla?: string[];
  /** Its form's steps and sections, with the fields each asks for (`formOutline`). */
  formulario?: ReturnType<typeof formOutline>;
}

/**
 * The procedure catalogue as the assistant reads it: procedure.json of every folder of `dir`, without
 * bundling schemas (the assistant needs no validator). Folders with an unreadable procedure.json are
 * reported in `problems` and skipped, so one half-written folder never silences the assistant.
 */
export function loadProcedureEntries(dir: string): { entries: ProcedureEntry[]; problems: string[] } {
  const entries: ProcedureEntry[] = [];
  const problems: string[] = [];
  let sources: ReturnType<typeof readProcedureSources>;
  let shared: ReturnType<typeof readSharedSchemas>;
  try {
    sources = readProcedureSources(dir);
    // The shared definitions the forms' `$ref`s point to ('IBAN'), for the fields titled only there.
    shared = readSharedSchemas();
  } catch (error) {
    return { entries, problems: [(error as Error).message] };
  }
  for (const source of sources) {
    const meta = source.procedure as Partial<ProcedureEntry> & {
      orden?: number;
      consentimiento?: { texto?: unknown };
    };
    if (typeof meta.titulo !== 'string' || typeof meta.descripcion !== 'string') {
      problems.push(`procedures/${source.slug}/procedure.json: faltan titulo o descripcion`);
      continue;
    }
    entries.push({
      slug: source.slug,
      nombreCorto: typeof meta.nombreCorto === 'string' ? meta.nombreCorto : meta.titulo,
      titulo: meta.titulo,
      descripcion: meta.descripcion,
      documentos: Array.isArray(meta.documentos) ? meta.documentos : [],
      textosLegales: Array.isArray(meta.textosLegales) ? meta.textosLegales : [],
      firma: typeof meta.consentimiento?.texto === 'string' ? meta.consentimiento.texto : undefined,
      campos: formFields(source.schema, source.ui, shared),
      pantalla: screenTexts([source.procedure, source.schema, source.ui], shared),
      formulario: formOutline(source.schema, source.ui, shared),
    });
  }
  return { entries, problems };
}

/**
 * Passages of each procedure from its own catalogue data: what it is for (its description), the documents
 * it asks to attach (one list), each paragraph of its legal texts and what the signer confirms ('firmaré la
 * solicitud en persona en el Ayuntamiento': how it is signed), and for a form with steps how to save it and finish
 * later; plus one for the index page.
 */
export function procedurePassages(entries: ProcedureEntry[]): Passage[] {
  const passages: Passage[] = [];
  const boilerplate = formBoilerplate(entries);
  const commonBlocks = repeated(
    entries.map((entry) => (entry.formulario?.secciones ?? []).map(blockSentence)),
  );
  for (const entry of entries) {
    const url = `/tramites/${entry.slug}`;
    const names = `${entry.nombreCorto} ${entry.slug.replaceAll('-', ' ')}`;
    passages.push({
      id: `tramite:${entry.slug}`,
      kind: 'tramite',
      url,
      titulo: entry.titulo,
      frases: toSentences(entry.descripcion),
      // 'documentos': a follow-up ('¿y qué documentos necesito?') finds the procedure even when it asks for none.
      claves: `${names} trámite solicitud formulario documentos adjuntar`,
      ...(entry.pantalla ? { pantalla: entry.pantalla } : {}),
    });
    if (entry.documentos.length > 0) {
      passages.push({
        id: `tramite:${entry.slug}:documentos`,
        kind: 'documentos',
        url,
        titulo: entry.titulo,
        frases: entry.documentos.map((d) => `${d.nombre}${d.obligatorio ? ' (obligatorio)' : ''}.`),
        claves: `${names} documentos documentación papeles adjuntar requisitos necesito`,
      });
    }
    entry.textosLegales.forEach((legal, i) => {
      legal.texto
        .split(/\n+/)
        .filter((paragraph) => paragraph.trim())
        .forEach((paragraph, j) => {
          passages.push({
            id: `tramite:${entry.slug}:normativa:${i}:${j}`,
            kind: 'normativa',
            url,
            titulo: entry.titulo,
            seccion: legal.titulo,
            frases: toSentences(paragraph),
            claves: names,
          });
        });
    });
    if (entry.firma) {
      passages.push({
        id: `tramite:${entry.slug}:firma`,
        kind: 'normativa',
        url,
        titulo: entry.titulo,
        seccion: SIGNATURE_SECTION,
        frases: toSentences(entry.firma),
        claves: `${names} firmar firma`,
      });
    }
    passages.push(...fieldPassages(entry, names, boilerplate));
    passages.push(...outlinePassages(entry, commonBlocks));
    // A form with steps can be saved at any of them and finished later, as its button says.
    if (hasSteps(entry))
      passages.push({
        id: `tramite:${entry.slug}:guardar`,
        kind: 'campo',
        url,
        titulo: entry.titulo,
        frases: toSentences(`${SAVE_LABEL}: ${SAVE_FOR_LATER_NOTE}`),
        claves: names,
      });
  }
  if (entries.length > 0) {
    passages.push({
      id: 'tramites:indice',
      kind: 'pagina',
      url: '/tramites',
      titulo: 'Trámites Ayuntamiento',
      frases: [
        `Puedes hacer en línea ${entries.length} trámites: ${entries.map((e) => e.nombreCorto).join(', ')}.`,
        'Cada trámite termina con un justificante en PDF y el Ayuntamiento responde al correo que indiques.',
      ],
      claves: 'trámites sede electrónica internet en línea online gestiones',
    });
  }
  return passages;
}

/**
 * A help text this many forms repeat word for word ('DNI (8 cifras y letra)…', 'Te enviaremos aquí la
 * respuesta') is the forms' common frame, not something one procedure says.
 */
const BOILERPLATE_FORMS = 3;

const formBoilerplate = (entries: ProcedureEntry[]) =>
  repeated(entries.map((entry) => (entry.campos ?? []).flatMap((field) => field.help)));

/** 'A', 'B', 'C' → 'A, B y C'. */
const enumeration = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items.at(-1)}` : (items[0] ?? '');

/** 'Datos de la sepultura: pide Número de la sepultura, Fila y Número dentro de la fila.' */
const blockSentence = (block: FormBlock) =>
  `${block.titulo}: pide ${enumeration(block.campos)}`.replace(/([^.?!])$/, '$1.');

/** The texts that at least `BOILERPLATE_FORMS` of the lists (one per form) hold. */
function repeated(lists: string[][]): Set<string> {
  const count = new Map<string, number>();
  for (const list of lists) for (const text of new Set(list)) count.set(text, (count.get(text) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n >= BOILERPLATE_FORMS).map(([text]) => text));
}

/** The name of the block that says a form's steps, as a question names it ('los pasos del formulario'). */
const FORM_STEPS = 'Pasos del formulario';

/** Whether the procedure's form comes in steps (`ui:pasos`, two or more), each with its own screen. */
const hasSteps = (entry: ProcedureEntry) => (entry.formulario?.pasos.length ?? 0) > 1;

/**
 * What the form's screens show of its shape: how many steps and which ('¿cuáles son los pasos del formulario?'),
 * and each section with the fields it asks for ('¿qué datos de la sepultura tengo que rellenar?'). Out of the search
 * (its labels would outrank the fields' own help) and quoted when a question about its procedure names the block. A
 * section most forms share word for word (the applicant's details) says nothing of this procedure and is left out.
 */
function outlinePassages(entry: ProcedureEntry, common: ReadonlySet<string>): Passage[] {
  const { pasos = [], secciones = [] } = entry.formulario ?? {};
  const steps = hasSteps(entry);
  const blocks = [
    ...(steps
      ? [{ seccion: FORM_STEPS, frase: `El formulario tiene ${pasos.length} pasos: ${enumeration(pasos)}.` }]
      : []),
    ...secciones
      .map((block) => ({ seccion: block.titulo, frase: blockSentence(block) }))
      .filter(({ frase }) => !common.has(frase)),
  ];
  return blocks.map(({ seccion, frase }, i) => ({
    id: `tramite:${entry.slug}:formulario:${i}`,
    kind: 'campo',
    url: `/tramites/${entry.slug}`,
    titulo: entry.titulo,
    seccion,
    frases: [frase],
    comun: true,
  }));
}

/**
 * One passage per field of the procedure's form that says something: its label with its help as one unit
 * ('Número de hoja padronal (NHOP): El número de la hoja padronal… Viene en el volante de empadronamiento…'),
 * and the options of a choice as the last sentence, named as options ('Motivo de la baja: puedes elegir
 * Defunción del animal, Transmisión a otra persona…'), never as documents.
 */
function fieldPassages(entry: ProcedureEntry, names: string, boilerplate: ReadonlySet<string>): Passage[] {
  const passages: Passage[] = [];
  for (const field of entry.campos ?? []) {
    const help = field.help.filter((h) => !boilerplate.has(h));
    const label = field.label.replace(/[.:]+$/, '');
    const own =
      help.length > 0 ||
      field.options.length > 0 ||
      field.uploads !== undefined ||
      field.repeats !== undefined ||
      field.proposed !== undefined;
    // A help most forms repeat (the ID number's format) is kept, out of the search, for a question naming its field.
    const frases = (own ? help : field.help).flatMap((h) => toSentences(h));
    if (field.repeats) frases.push(`${formRepeats(field.repeats)}.`);
    // After the help, a sentence of its own; alone, the label's ('Solicita: el formulario propone «…»').
    if (field.proposed)
      frases.push(`${frases.length > 0 ? 'El' : 'el'} formulario propone «${field.proposed}»`);
    if (frases[0]) frases[0] = `${label}: ${frases[0]}`;
    else if (!own) continue;
    if (field.uploads)
      frases.push(`${frases.length > 0 ? 'Adjuntos' : label}: ${FORM_UPLOADS} ${field.uploads}.`);
    if (field.options.length > 0)
      frases.push(`${frases.length > 0 ? 'Opciones' : label}: ${FORM_OPTIONS} ${field.options.join(', ')}.`);
    passages.push({
      id: `tramite:${entry.slug}:campo:${passages.length}`,
      kind: 'campo',
      url: `/tramites/${entry.slug}`,
      titulo: entry.titulo,
      frases,
      // Not the block of the form it is in ('Datos de la actividad', 'Datos personales'): every form has those.
      ...(own ? { claves: names } : { comun: true }),
    });
  }
  return passages;
}
