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
};

const NAME_KEYS = ['nombre', 'titulo', 'etiqueta'] as const;

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

/** A small object of plain values (an activity row, a fact): read as one sentence. */
function isRecord(node: JsonObject): boolean {
  const entries = Object.entries(node).filter(([key]) => !SKIPPED_KEYS.has(key));
  return (
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
    parts.push(key === 'valor' || key === 'descripcion' || key === 'texto' ? text : labelled(key, text));
  }
  const body = parts.join('; ');
  const sentence = name ? (body ? `${name}: ${body}` : name) : body;
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function labelled(key: string, text: string): string {
  const label = FACT_LABELS[key];
  return label ? `${label.toLowerCase()} ${text}` : text;
}

interface Section {
  seccion: string | undefined;
  frases: string[];
}

/**
 * Turns one content file into passages for its page: named objects (a festival, a lodging, a category)
 * become their own passage; paragraphs, lists and small facts become sentences of the nearest one.
 */
export function passagesFromJson(
  data: unknown,
  page: { url: string; titulo: string },
  idPrefix: string,
  fill: (text: string) => string,
): Passage[] {
  const root: Section = { seccion: undefined, frases: [] };
  const sections: Section[] = [root];
  const visit = (node: Json, section: Section, key?: string) => {
    if (typeof node === 'string') {
      if (!isLink(node)) {
        const text = fill(node);
        const label = key ? FACT_LABELS[key] : undefined;
        section.frases.push(...toSentences(label && text.length < 80 ? `${label}: ${text}` : text));
      }
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
        section.frases.push(key && key !== 'lista' ? `${capitalize(key)}: ${list}.` : `${list}.`);
        return;
      }
      for (const item of node) visit(item, section, key);
      return;
    }
    if (!isObject(node)) return;
    const name = nameOf(node);
    if (section !== root && isRecord(node) && name) {
      section.frases.push(fill(recordSentence(node)));
      return;
    }
    let target = section;
    if (name) {
      target = { seccion: name, frases: [] };
      sections.push(target);
    }
    for (const [childKey, value] of Object.entries(node)) {
      if (SKIPPED_KEYS.has(childKey)) continue;
      if (name && (NAME_KEYS as readonly string[]).includes(childKey) && value === name) continue;
      visit(value, target, childKey);
    }
  };
  visit(data as Json, root);
  return sections
    .filter((s) => s.frases.length > 0)
    .map((s, i) => ({
      id: `${idPrefix}#${i}`,
      kind: 'pagina' as const,
      url: page.url,
      titulo: page.titulo,
      ...(s.seccion ? { seccion: s.seccion } : {}),
      frases: s.frases,
    }));
}
