import { headingAnchor } from '#shared/anchors.ts';
import type { Passage } from '../types.ts';
import { toSentences } from './sentences.ts';

/** Keys whose values are files, links, identifiers or screen labels: nothing a resident asks about. */
const SKIPPED_KEYS = new Set([
  'id',
  'src',
  'alt',
  'icono',
  'imagen',
  'imagenes',
  'logo',
  'retrato',
  'mapa',
  'web',
  'instagram',
  'url',
  'pdf',
  'archivo',
  'ruta',
  'enlace',
  'enlaces',
  'posicionImagen',
  'limite',
  'ofertaId',
  'bases',
  'modelo',
  'activo',
  'textoMapa',
  'boton',
  'botonModelo',
  'botonBases',
  'verTodas',
  'verTodos',
  'sinOfertas',
  'clave',
]);

/** Labels for short facts, so '600 000 101' reads 'Teléfono: 600 000 101.' */
const FACT_LABELS: Record<string, string> = {
  telefono: 'Teléfono',
  email: 'Correo electrónico',
  direccion: 'Dirección',
  horario: 'Horario',
  dias: 'Días',
  lugar: 'Lugar',
  fecha: 'Fecha',
  epoca: 'Época',
  sector: 'Sector',
  tipo: 'Tipo',
  modalidad: 'Modalidad',
  fechaPublicacion: 'Fecha de publicación',
  plazo: 'Plazo',
  registroTuristico: 'Registro turístico',
  temporada: 'Temporada',
  cargo: 'Cargo',
  alcalde: 'Alcalde',
  anio: 'Año',
  habitantes: 'Habitantes',
};

const NAME_KEYS = ['nombre', 'titulo', 'etiqueta', 'concepto'] as const;
/** Keys whose text is read as it is, without a label: the body of a section. */
const PLAIN_KEYS = new Set(['valor', 'descripcion', 'texto', 'lista', 'parrafos', 'introduccion']);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isLink = (text: string) => /^(\/|https?:|mailto:|tel:)/.test(text.trim());

function nameOf(node: JsonObject): string | undefined {
  for (const key of NAME_KEYS) {
    const value = node[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/** A sub-section of prose (a legal text's «Tus derechos»): a heading and its paragraphs. */
const hasParagraphs = (node: JsonObject) => 'parrafos' in node;

/**
 * A small object of plain values (an activity row, a fact, a table row): read as one sentence. Not one with
 * paragraphs (a sub-section of a legal text: «Tus derechos»), whose sentences are each worth quoting.
 */
function isRecord(node: JsonObject): boolean {
  const entries = Object.entries(node).filter(([key]) => !SKIPPED_KEYS.has(key));
  return (
    !hasParagraphs(node) &&
    entries.length > 0 &&
    entries.length <= 6 &&
    entries.every(
      ([, v]) =>
        typeof v !== 'object' || v === null || (Array.isArray(v) && v.every((x) => typeof x === 'string')),
    )
  );
}

function recordSentence(node: JsonObject): string {
  const name = nameOf(node);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (SKIPPED_KEYS.has(key) || (NAME_KEYS as readonly string[]).includes(key) || value === null) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    if (!text.trim() || isLink(text) || typeof value === 'boolean') continue;
    parts.push(PLAIN_KEYS.has(key) ? text : labelled(key, text));
  }
  const body = parts.join('; ');
  const sentence = name ? (body ? `${name}: ${body}` : name) : body;
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The label of a content key; a key the list lacks (even 'constructor', an object's own) has none. */
const factLabel = (key: string) => (Object.hasOwn(FACT_LABELS, key) ? FACT_LABELS[key] : undefined);

function labelled(key: string, text: string): string {
  const label = factLabel(key);
  return label ? `${label.toLowerCase()} ${text}` : text;
}

/** Where a passage sits: its top-level section (a heading with an anchor on the page) and the names above it. */
interface Place {
  seccion?: string;
  /** Names of the headings and groups above the passage (searchable, not shown). */
  above: string[];
  /** The page of its own the section's item has (`<page url>/<id>`), when it names one. */
  resumenDe?: string;
  /** The heading of the sub-section inside the section (its paragraphs' name: «Tus derechos»), anchored on the page. */
  nombre?: string;
}

/**
 * Turns one content file into passages for its page, one per unit a resident asks about: a paragraph, a
 * list item, a table row, a schedule entry, a short fact. Named objects at the top (a festival, a lodging,
 * a group of activities) are the page's sections: their passages carry the section's name and anchor.
 * The file's own `descripcion` is page metadata and is left out.
 */
export function passagesFromJson(
  data: unknown,
  page: { url: string; titulo: string },
  idPrefix: string,
  fill: (text: string) => string,
): Passage[] {
  const passages: Passage[] = [];
  /** A group's heading not yet written: it opens the group's first passage, or stands alone before a list item. */
  let heading: string[] = [];
  const add = (place: Place, frases: string[], item: boolean, record?: JsonObject) => {
    if (frases.length === 0) return;
    if (heading.length > 0) {
      const lead = heading;
      heading = [];
      if (item) add(place, lead, false);
      else frases = [...lead, ...frases];
    }
    const nombre = record ? nameOf(record) : place.nombre;
    passages.push({
      id: `${idPrefix}#${passages.length}`,
      kind: 'pagina',
      url: page.url,
      titulo: page.titulo,
      // A prose sub-section's heading has an anchor of its own on the page (a legal text's «Tus derechos»).
      ...(place.seccion
        ? { seccion: place.seccion, anchor: headingAnchor(place.nombre ?? place.seccion) }
        : {}),
      frases,
      ...(item ? { item } : {}),
      ...(nombre ? { nombre } : {}),
      ...(place.resumenDe ? { resumenDe: place.resumenDe } : {}),
      // A record with an image file is a picture with its caption; one with a file to download, a document's title.
      ...(record && typeof record.src === 'string' ? { pie: true } : {}),
      ...(record && typeof record.archivo === 'string' ? { documento: true } : {}),
      ...(place.above.length > 0 ? { claves: place.above.join(' ') } : {}),
    });
  };
  const visit = (node: Json, place: Place, key: string | undefined, inList: boolean) => {
    if (typeof node === 'string') {
      if (isLink(node)) return;
      const text = fill(node);
      const label = key ? factLabel(key) : undefined;
      add(place, toSentences(label && text.length < 80 ? `${label}: ${text}` : text), inList);
      return;
    }
    if (Array.isArray(node)) {
      const texts = node.filter((item): item is string => typeof item === 'string' && !isLink(item));
      // A list of names (members, streets): one sentence, not one per name.
      if (
        texts.length > 1 &&
        texts.length === node.length &&
        texts.every((t) => t.length < 80 && !/[.!?]$/.test(t))
      ) {
        const list = texts.map(fill).join(', ');
        add(place, [key && !PLAIN_KEYS.has(key) ? `${capitalize(key)}: ${list}.` : `${list}.`], false);
        return;
      }
      for (const item of node) visit(item, place, key, key !== 'parrafos');
      return;
    }
    if (!isObject(node)) return;
    const name = nameOf(node);
    if (place.seccion !== undefined && isRecord(node)) {
      add(place, [fill(recordSentence(node))], true, node);
      return;
    }
    let inner = place;
    // A group's heading inside a section says what its lines are and often a fact of its own («A. Experiencia
    // profesional (hasta 8 puntos)»): read as a sentence before them. A prose sub-section's heading only names it.
    if (name && place.seccion !== undefined && !hasParagraphs(node))
      heading = [/[.!?…:]$/.test(name) ? fill(name) : `${fill(name)}.`];
    if (name) {
      inner =
        place.seccion === undefined
          ? {
              seccion: name,
              above: [name],
              ...(typeof node.id === 'string' ? { resumenDe: `${page.url}/${node.id}` } : {}),
            }
          : { ...place, above: [...place.above, name], ...(hasParagraphs(node) ? { nombre: name } : {}) };
    }
    for (const [childKey, value] of Object.entries(node)) {
      if (SKIPPED_KEYS.has(childKey)) continue;
      if (name && (NAME_KEYS as readonly string[]).includes(childKey) && value === name) continue;
      if (node === data && childKey === 'descripcion') continue;
      visit(value, inner, childKey, false);
    }
  };
  visit(data as Json, { above: [] }, undefined, false);
  return passages;
}
