import type { Procedure, Schema } from '../procedure.ts';
import { knownName } from './aliases.ts';
import { itemsOf, propertiesOf, typeOf } from './field-index.ts';

/** The files of a form: one list per document slot, plus files attached to items of a repeater. */
export interface FormFiles<F = File> {
  /** Files of the procedure's document slots, each with the slot's `clave`. */
  documentos: Array<{ clave: string; archivo: F }>;
  /** Files per repeater item, by array field: `{ personas: [[dni.pdf], [libro.pdf, foto.jpg]] }`. */
  elementos?: Record<string, F[][]>;
}

/** Wire name of the document files and of their parallel kinds (ARCHITECTURE §3). */
export const FILES_FIELD = 'archivos';
export const FILE_KINDS_FIELD = 'archivosTipo';
/** Most items a repeater may have on the wire (a bound, so a crafted index cannot allocate a huge array). */
export const MAX_ITEMS = 50;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function appendValue(form: FormData, name: string, value: unknown) {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === 'object' && item !== null) appendValue(form, `${name}[${index}]`, item);
      else appendValue(form, name, item);
    });
  } else if (typeof value === 'object') {
    for (const [key, sub] of Object.entries(value as Record<string, unknown>))
      appendValue(form, `${name}.${key}`, sub);
  } else {
    form.append(name, String(value));
  }
}

/**
 * Form data and files → the multipart body the API expects: the spec's field names (`comunes.nucleo`,
 * `personas[0].nombre`), empty values left out, document files as repeated `archivos` with a parallel
 * `archivosTipo`, repeater files as `personas[i].archivos[j]`.
 */
export function toMultipart(
  data: Record<string, unknown>,
  files: FormFiles<File> = { documentos: [] },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) appendValue(form, name, value);
  for (const { clave, archivo } of files.documentos) {
    form.append(FILES_FIELD, archivo, archivo.name);
    form.append(FILE_KINDS_FIELD, clave);
  }
  for (const [field, perItem] of Object.entries(files.elementos ?? {})) {
    perItem.forEach((list, i) => {
      list.forEach((archivo, j) => {
        form.append(`${field}[${i}].${FILES_FIELD}[${j}]`, archivo, archivo.name);
      });
    });
  }
  return form;
}

/** One text part of a parsed multipart body, in arrival order. */
export interface FieldPart {
  name: string;
  value: string;
}

/** One file part of a parsed multipart body; `file` is whatever the server's parser keeps (buffer, path…). */
export interface FilePart<F> {
  name: string;
  file: F;
}

/** A received file placed: a document slot (`clave`) or an item of a repeater (`campo`, `indice`). */
export type ReceivedFile<F> =
  | { clave: string; file: F; campo?: undefined; indice?: undefined }
  | { campo: string; indice: number; file: F; clave?: undefined };

export interface ParsedSubmission<F> {
  /** The data the schema knows, typed by the schema; unknown fields dropped, empty values left out. */
  data: Record<string, unknown>;
  archivos: ReceivedFile<F>[];
  /** Spanish sentences for a malformed body (reply 400); empty when the body is well formed. */
  problemas: string[];
}

type Segment = string | number;

// 'personas[0].nombre' → ['personas', 0, 'nombre']; null when the name is not one the wire format can carry.
function parseName(name: string): Segment[] | null {
  const segments: Segment[] = [];
  for (const part of name.split('.')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[(\d{1,3})\])?$/.exec(part);
    if (!match?.[1]) return null;
    segments.push(match[1]);
    if (match[2] !== undefined) segments.push(Number(match[2]));
  }
  return segments;
}

function coerce(value: string, schema: Schema | undefined): unknown {
  const type = typeOf(schema);
  if (type === 'boolean') {
    if (['true', 'on', '1'].includes(value)) return true;
    if (['false', 'off', '0'].includes(value)) return false;
    return value;
  }
  if (type === 'number' || type === 'integer') {
    const number = Number(value.trim().replace(',', '.'));
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  return value;
}

type Container = Record<string, unknown> | unknown[];

function setField(
  root: Record<string, unknown>,
  schema: Schema,
  segments: Segment[],
  value: string,
): string | null {
  let node: Container = root;
  let nodeSchema: Schema | undefined = schema;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    const last = i === segments.length - 1;
    if (typeof segment === 'number') {
      if (segment >= MAX_ITEMS) return `No se admiten más de ${MAX_ITEMS} elementos en una lista.`;
      if (!Array.isArray(node) || last) return null;
      nodeSchema = itemsOf(nodeSchema);
      node[segment] ??= {};
      node = node[segment] as Container;
      continue;
    }
    if (Array.isArray(node)) return null;
    const properties = propertiesOf(nodeSchema);
    const name = knownName(segment, properties);
    if (name === undefined) return null;
    const fieldSchema = properties.get(name);
    const type = typeOf(fieldSchema);
    if (last) {
      if (type === 'array') {
        node[name] ??= [];
        const list = node[name] as unknown[];
        if (list.length >= MAX_ITEMS) return `No se admiten más de ${MAX_ITEMS} elementos en una lista.`;
        list.push(coerce(value, itemsOf(fieldSchema)));
      } else if (type !== 'object') {
        node[name] = coerce(value, fieldSchema);
      }
      return null;
    }
    if (type !== 'array' && type !== 'object') return null;
    node[name] ??= type === 'array' ? [] : {};
    node = node[name] as Container;
    nodeSchema = fieldSchema;
  }
  return null;
}

// Holes left by a sparse index (personas[3] without 1 and 2) become empty items, which the schema then rejects.
function fillHoles(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, (item) => fillHoles(item ?? {}));
  if (typeof value === 'object' && value !== null) {
    for (const [key, sub] of Object.entries(value)) (value as Record<string, unknown>)[key] = fillHoles(sub);
  }
  return value;
}

const REPEATER_FILE = /^([A-Za-z_][A-Za-z0-9_]*)\[(\d{1,3})\]\.archivos(?:\[(\d{1,3})\])?$/;

/**
 * The already-parsed parts of a multipart body → the procedure's data and placed files. The inverse of
 * `toMultipart`: values typed by the schema (booleans, numbers, arrays), the spec's alternative names accepted
 * (`codigoPostal` for `cp`…), unknown fields and files dropped, each `archivos` file paired with its
 * `archivosTipo` in order.
 */
export function fromMultipart<F>(
  procedure: Pick<Procedure, 'schema' | 'documentos'>,
  fields: readonly FieldPart[],
  files: readonly FilePart<F>[],
): ParsedSubmission<F> {
  const data: Record<string, unknown> = {};
  const problemas = new Set<string>();
  const kinds: string[] = [];
  for (const { name, value } of fields) {
    if (name === FILE_KINDS_FIELD) {
      kinds.push(value);
      continue;
    }
    if (value.trim() === '') continue;
    const segments = parseName(name);
    if (!segments) continue;
    const problem = setField(data, procedure.schema, segments, value);
    if (problem) problemas.add(problem);
  }
  fillHoles(data);

  const archivos: ReceivedFile<F>[] = [];
  const slots = new Set(procedure.documentos.map((slot) => slot.clave));
  const documentFiles = files.filter((part) => part.name === FILES_FIELD);
  if (documentFiles.length !== kinds.length) {
    problemas.add('Cada archivo debe ir acompañado de su tipo de documento (archivosTipo).');
  }
  documentFiles.forEach((part, index) => {
    const clave = kinds[index];
    if (clave === undefined) return;
    if (!slots.has(clave)) problemas.add(`El tipo de documento «${clave}» no existe en este trámite.`);
    else archivos.push({ clave, file: part.file });
  });
  const arrays = propertiesOf(procedure.schema);
  for (const part of files) {
    const match = REPEATER_FILE.exec(part.name);
    if (!match?.[1] || typeOf(arrays.get(match[1])) !== 'array') continue;
    const indice = Number(match[2]);
    if (indice >= MAX_ITEMS) problemas.add(`No se admiten más de ${MAX_ITEMS} elementos en una lista.`);
    else archivos.push({ campo: match[1], indice, file: part.file });
  }
  return { data, archivos, problemas: [...problemas] };
}

/** Spanish sentences for each required document slot that received no file. */
export function missingDocuments<F>(
  procedure: Pick<Procedure, 'documentos'>,
  archivos: readonly ReceivedFile<F>[],
): string[] {
  const received = new Set(archivos.map((file) => file.clave).filter(Boolean));
  return procedure.documentos
    .filter((slot) => slot.obligatorio && !received.has(slot.clave))
    .map((slot) => `Falta el documento obligatorio «${slot.nombre}».`);
}
