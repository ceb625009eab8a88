/**
 * What a procedure's form itself tells the resident, read from its schema and ui.json: each field's label
 * with its help ('Número de abonado o de contrato del agua: Figura en el recibo del agua.') and, for a
 * choice, the options it offers ('Motivo de la baja: Defunción del animal, Transmisión a otra persona…').
 * The options are what the form lets you choose, never documents to bring ('Tipo de documentación' of the
 * census form lists who signs, not papers).
 */
export interface FormField {
  /** The field's label as the form shows it. */
  label: string;
  /** Its help texts (schema description, ui:description, ui:help, and an example it shows: ui:placeholder). */
  help: string[];
  /** What its file upload asks for ('Documentación de esta persona (DNI, NIE o pasaporte…)'), when it has one. */
  uploads?: string;
  /** The options of a choice, as the form names them. */
  options: string[];
  /** The text the form writes in the field for the resident to keep or change ('Que se emita el informe…'). */
  proposed?: string;
  /** A list the resident fills one entry at a time (the people of a census form): its add button, entry and limit. */
  repeats?: Repeats;
  /** The block of the form the field is in (a ui section, a group of fields), when it has a name. */
  group?: string;
}

/** How a field's file upload is said ('Personas que se inscriben: puedes adjuntar Documentación de…'). */
export const FORM_UPLOADS = 'puedes adjuntar';

interface Repeats {
  add: string;
  /** What one entry is ('Persona'). */
  entry?: string;
  max?: number;
}

/** 'Persona' → 'personas'. */
const plural = (noun: string) => noun.toLowerCase() + (/[aeiouáéíóú]$/i.test(noun) ? 's' : 'es');

/** How a list filled one entry at a time is said ('caben hasta 20 personas en la misma solicitud; añades cada una…'). */
export const formRepeats = ({ add, entry, max }: Repeats) => {
  const what = entry ? ` ${plural(entry)}` : '';
  // 'cada una' of the people, 'cada uno' of the vehicles: the entry's gender, read from its last letter.
  const feminine = !entry || /a$/i.test(entry);
  const many = max ? `caben hasta ${max}${what}` : `caben ${feminine ? 'varias' : 'varios'}${what}`;
  return `${many} en la misma solicitud; añades cada ${feminine ? 'una' : 'uno'} con «${add}»`;
};

/** How a choice's options are said ('Motivo de la baja: puedes elegir Defunción del animal, …'). */
export const FORM_OPTIONS = 'puedes elegir';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The options of a choice: `oneOf`/`anyOf` of constants (by their title), an `enum`, or those of its items. */
function optionsOf(node: JsonObject): string[] {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = node[key];
    if (Array.isArray(list) && list.length > 0 && list.every((o) => isObject(o) && 'const' in o))
      return list.flatMap((o) => {
        const option = o as JsonObject;
        // An untitled option is said by its value only when that reads as a label ('Alcaldía'), not a code ('propio').
        const value =
          typeof option.const === 'string' && /^\p{Lu}/u.test(option.const) ? option.const : undefined;
        return [text(option.title) ?? value].filter((x): x is string => x !== undefined);
      });
  }
  if (Array.isArray(node.enum))
    return node.enum.filter((x): x is string => typeof x === 'string' && /^\p{Lu}/u.test(x));
  if (isObject(node.items)) return optionsOf(node.items);
  return [];
}

/** Field name → the title of the ui section («Datos bancarios») that lists it. */
function sectionsOf(ui: JsonObject, into = new Map<string, string>()): Map<string, string> {
  const options = ui['ui:options'];
  const sections = isObject(options) ? options.secciones : undefined;
  if (Array.isArray(sections))
    for (const section of sections) {
      if (!isObject(section) || !text(section.titulo) || !Array.isArray(section.campos)) continue;
      for (const field of section.campos)
        if (typeof field === 'string') into.set(field, section.titulo as string);
    }
  return into;
}

/** The title of the shared definition a `$ref` points to ('../../schemas/comunes.json#/definitions/iban' → 'IBAN'). */
function sharedTitle(ref: unknown, shared: Readonly<Record<string, unknown>>): string | undefined {
  if (typeof ref !== 'string') return undefined;
  const [file = '', pointer = ''] = ref.split('#');
  let target: unknown = shared[file.split('/').pop() ?? ''];
  for (const key of pointer.split('/').filter(Boolean)) target = isObject(target) ? target[key] : undefined;
  return isObject(target) ? text(target.title) : undefined;
}

/**
 * The fields of a form that say something (a help text or options), in the schema's order. `shared` holds the
 * shared schemas its `$ref`s point to, by file name (`comunes.json`): a field the form helps with but titles there
 * ('IBAN') is named by that title.
 */
export function formFields(
  schema: unknown,
  ui: unknown,
  shared: Readonly<Record<string, unknown>> = {},
): FormField[] {
  const fields: FormField[] = [];
  const visit = (node: unknown, uiNode: unknown, group: string | undefined) => {
    if (!isObject(node)) return;
    const uiHere = isObject(uiNode) ? uiNode : {};
    const sections = sectionsOf(uiHere);
    if (isObject(node.properties))
      for (const [key, child] of Object.entries(node.properties))
        field(child, uiHere[key], sections.get(key) ?? group);
    // Fields that appear under a condition ('if the car tax is ticked, its number plates').
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = node[key];
      if (!Array.isArray(list) || list.some((o) => isObject(o) && 'const' in o)) continue;
      for (const sub of list) {
        if (!isObject(sub)) continue;
        const subGroup = text(sub.title) ?? group;
        const help = [text(sub.description)].filter((x): x is string => x !== undefined);
        if (text(sub.title) && help.length > 0)
          fields.push({ label: sub.title as string, help, options: [], group });
        visit(sub, uiHere, subGroup);
        visit(sub.then, uiHere, subGroup);
        visit(sub.else, uiHere, subGroup);
      }
    }
  };
  const field = (node: unknown, uiNode: unknown, group: string | undefined) => {
    if (!isObject(node)) return;
    const uiField = isObject(uiNode) ? uiNode : {};
    const label = text(uiField['ui:title']) ?? text(node.title) ?? sharedTitle(node.$ref, shared);
    const uiOptions = isObject(uiField['ui:options']) ? uiField['ui:options'] : {};
    // An example the form shows in the empty field ('Por ejemplo: tómbola, atracción infantil…') helps as its help does.
    const example = text(uiField['ui:placeholder']);
    const help = [
      text(node.description),
      text(uiField['ui:description']),
      text(uiField['ui:help']),
      example && /\p{L}+\s+\p{L}+/u.test(example) ? example : undefined,
    ].filter((x): x is string => x !== undefined);
    const uploads = uiOptions.archivos === true ? text(uiOptions.etiquetaArchivos) : undefined;
    const options = optionsOf(node);
    const add = node.type === 'array' ? text(uiOptions.etiquetaAnadir) : undefined;
    // A default of a few words is a text the form proposes; one word is a choice's preselected option ('Alcaldía').
    const proposed =
      typeof node.default === 'string' && /\S+\s+\S+\s+\S+/.test(node.default) ? node.default : undefined;
    const entry = isObject(node.items) ? text(node.items.title) : undefined;
    const repeats = add
      ? {
          add,
          ...(entry ? { entry } : {}),
          ...(typeof node.maxItems === 'number' ? { max: node.maxItems } : {}),
        }
      : undefined;
    if (label && (help.length > 0 || options.length > 0 || uploads || repeats || proposed))
      fields.push({
        label,
        help,
        options,
        group,
        ...(uploads ? { uploads } : {}),
        ...(repeats ? { repeats } : {}),
        ...(proposed ? { proposed } : {}),
      });
    const inner = label ?? group;
    if (isObject(node.properties) || Array.isArray(node.allOf)) visit(node, uiField, inner);
    if (isObject(node.items)) visit(node.items, uiField.items, inner);
  };
  visit(schema, ui, undefined);
  return fields;
}

/** One block of a form as its screen shows it: a step or a section, with the labels of the fields it asks for. */
export interface FormBlock {
  titulo: string;
  campos: string[];
}

/** The schema of field `key` under `node`: among its properties or those of its conditional parts. */
function propertyOf(node: unknown, key: string): JsonObject | undefined {
  if (!isObject(node)) return undefined;
  const own = isObject(node.properties) ? node.properties[key] : undefined;
  if (isObject(own)) return own;
  for (const list of [node.allOf, node.anyOf, node.oneOf])
    for (const sub of Array.isArray(list) ? list : []) {
      const found =
        propertyOf(sub, key) ??
        (isObject(sub) ? (propertyOf(sub.then, key) ?? propertyOf(sub.else, key)) : undefined);
      if (found) return found;
    }
  return undefined;
}

/**
 * A form's outline: its steps (`ui:pasos`) as one block named by the form, then each section (`secciones` of any
 * level's `ui:options`) with the labels of its fields, in the form's order ('Datos de la sepultura': Número de la
 * sepultura, Fila…). A field with no label of its own is left out.
 */
export function formOutline(
  schema: unknown,
  ui: unknown,
  shared: Readonly<Record<string, unknown>> = {},
): {
  pasos: string[];
  secciones: FormBlock[];
} {
  const uiRoot = isObject(ui) ? ui : {};
  const pasos = (Array.isArray(uiRoot['ui:pasos']) ? uiRoot['ui:pasos'] : []).flatMap((step) =>
    isObject(step) && text(step.titulo) ? [step.titulo as string] : [],
  );
  const secciones: FormBlock[] = [];
  const visit = (node: unknown, uiNode: unknown) => {
    if (!isObject(node) || !isObject(uiNode)) return;
    const options = uiNode['ui:options'];
    const sections = isObject(options) && Array.isArray(options.secciones) ? options.secciones : [];
    for (const section of sections) {
      if (!isObject(section) || !text(section.titulo) || !Array.isArray(section.campos)) continue;
      const campos = section.campos.flatMap((key) => {
        if (typeof key !== 'string') return [];
        const field = propertyOf(node, key);
        const uiField = uiNode[key];
        const label =
          (isObject(uiField) ? text(uiField['ui:title']) : undefined) ??
          text(field?.title) ??
          sharedTitle(field?.$ref, shared);
        return label ? [label] : [];
      });
      if (campos.length > 0) secciones.push({ titulo: section.titulo as string, campos });
    }
    if (isObject(node.properties))
      for (const [key, child] of Object.entries(node.properties)) {
        visit(child, uiNode[key]);
        if (isObject(child) && isObject(child.items))
          visit(child.items, (uiNode[key] as JsonObject | undefined)?.items);
      }
  };
  visit(schema, uiRoot);
  return { pasos, secciones };
}

/**
 * The keys whose strings a form shows as they are: labels, help, placeholders, step and block titles, the button
 * that adds a person, the upload's label, error messages and warnings (procedure.json's `alerta`, `mensajes`).
 */
const SHOWN_KEYS = new Set([
  'title',
  'description',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'titulo',
  'etiquetaAnadir',
  'etiquetaArchivos',
  'errorMessage',
  'alerta',
  'error',
]);

/**
 * Every text a procedure's screens show, from its procedure.json, schema and ui.json (`sources`): a resident who
 * quotes one ('me sale «Debes confirmar firma presencial»', 'me pide «distrito» y «sección»') is on that form.
 * An `errorMessage` or `mensajes` object is read whole; a `$ref` to a shared definition gives its title.
 */
export function screenTexts(sources: unknown[], shared: Readonly<Record<string, unknown>> = {}): string[] {
  const found = new Set<string>();
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : isObject(value) ? Object.values(value).flatMap(strings) : [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    if (!isObject(node)) return;
    const ref = sharedTitle(node.$ref, shared);
    if (ref) found.add(ref);
    for (const [key, value] of Object.entries(node)) {
      if (SHOWN_KEYS.has(key) || key === 'mensajes')
        for (const shown of strings(value)) found.add(shown.trim());
      else visit(value);
    }
  };
  sources.forEach(visit);
  found.delete('');
  return [...found];
}
