import { readProcedureSources } from '#engine/catalogue/load-catalogue.ts';
import type { Passage } from '../types.ts';

/** What the assistant needs of one procedure (a subset of procedure.json). */
export interface ProcedureEntry {
  slug: string;
  nombreCorto: string;
  titulo: string;
  descripcion: string;
  documentos: Array<{ nombre: string; obligatorio: boolean }>;
  /** Document choices the form itself asks for (e.g. the padrón's 'Tipo de documentación' per person). */
  opcionesDocumentos: Array<{ titulo: string; opciones: string[] }>;
}

/**
 * Fields of a procedure's schema that choose a kind of document (title or key speaking of documents, with
 * titled options): procedures whose documents are asked per person list no `documentos` slots.
 */
export function documentChoices(schema: unknown): Array<{ titulo: string; opciones: string[] }> {
  const found: Array<{ titulo: string; opciones: string[] }> = [];
  const visit = (node: unknown, key: string) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const title = typeof record.title === 'string' ? record.title : '';
    const options = Array.isArray(record.oneOf)
      ? record.oneOf
          .map((o) => (o as { title?: unknown }).title)
          .filter((t): t is string => typeof t === 'string')
      : [];
    if (options.length > 0 && /doc/i.test(`${key} ${title}`))
      found.push({ titulo: title || key, opciones: options });
    for (const [childKey, child] of Object.entries(record)) {
      if (Array.isArray(child)) for (const item of child) visit(item, childKey);
      else visit(child, childKey);
    }
  };
  visit(schema, '');
  return found;
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
  try {
    sources = readProcedureSources(dir);
  } catch (error) {
    return { entries, problems: [(error as Error).message] };
  }
  for (const source of sources) {
    const meta = source.procedure as Partial<ProcedureEntry> & { orden?: number };
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
      opcionesDocumentos: documentChoices(source.schema),
    });
  }
  return { entries, problems };
}

/** Two passages per procedure (what it is for; which documents it asks for) and one for the index page. */
export function procedurePassages(entries: ProcedureEntry[]): Passage[] {
  const passages: Passage[] = [];
  for (const entry of entries) {
    const url = `/tramites/${entry.slug}`;
    passages.push({
      id: `tramite:${entry.slug}`,
      kind: 'tramite',
      url,
      titulo: entry.titulo,
      frases: [
        /[.!?]$/.test(entry.descripcion) ? entry.descripcion : `${entry.descripcion}.`,
        'Rellenas el formulario en línea, lo firmas marcando la casilla y descargas el justificante en PDF.',
      ],
      claves: `${entry.nombreCorto} ${entry.slug.replaceAll('-', ' ')} trámite solicitud formulario`,
    });
    const required = entry.documentos.filter((d) => d.obligatorio).map((d) => d.nombre);
    const optional = entry.documentos.filter((d) => !d.obligatorio).map((d) => d.nombre);
    const frases: string[] = [];
    if (required.length > 0) frases.push(`Documentos obligatorios: ${required.join('; ')}.`);
    if (optional.length > 0) frases.push(`Puedes adjuntar también: ${optional.join('; ')}.`);
    for (const choice of entry.opcionesDocumentos) {
      frases.push(
        `En el formulario indicas la documentación que aportas («${choice.titulo}»): ${choice.opciones.join('; ')}.`,
      );
    }
    if (frases.length > 0) {
      passages.push({
        id: `tramite:${entry.slug}:documentos`,
        kind: 'documentos',
        url,
        titulo: entry.titulo,
        frases,
        claves: `${entry.nombreCorto} documentos documentación papeles adjuntar requisitos`,
      });
    }
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
