import type { Procedure, Schema, UiSchema } from '../procedure.ts';
import { itemsOf, propertiesOf, typeOf } from '../wire/field-index.ts';

/** One answered field: its Spanish label (the schema's title) and its value as a person reads it. */
export interface SummaryField {
  /** The field's path in the data ('personas.0.nombre'). */
  campo: string;
  etiqueta: string;
  valor: string;
}

/** A labelled group of fields; a nested object or each repeater item ('Persona 1') is a subsection. */
export interface SummarySection {
  titulo: string;
  campos: SummaryField[];
  subsecciones: SummarySection[];
}

type Node = Record<string, unknown>;

/** Heading for the fields no uiSchema section lists (and for all fields when there are no sections). */
export const OTHER_FIELDS_TITLE = 'Otros datos';

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

// An option's title ('En mi propio nombre') instead of its code ('propio').
function optionTitle(schema: Schema | undefined, value: unknown): string | undefined {
  const options = (schema?.oneOf ?? schema?.anyOf) as unknown[] | undefined;
  for (const option of options ?? []) {
    if (isNode(option) && option.const === value && typeof option.title === 'string') return option.title;
  }
  return undefined;
}

/** A value as text: 'Sí'/'No', option titles, dates as dd/mm/aaaa, numbers with the Spanish decimal comma. */
export function formatValue(schema: Schema | undefined, value: unknown): string {
  const title = optionTitle(schema, value);
  if (title !== undefined) return title;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return number.format(value);
  if (typeof value === 'string') {
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return schema?.format === 'date' && date ? `${date[3]}/${date[2]}/${date[1]}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => formatValue(itemsOf(schema), item)).join(', ');
  return JSON.stringify(value);
}

// The keys in uiSchema order: 'ui:order' with its '*' wildcard, otherwise the schema's order.
function ordered(keys: string[], ui: UiSchema | undefined): string[] {
  const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]) : undefined;
  if (!order) return keys;
  const listed = order.filter((key) => key !== '*' && keys.includes(key));
  const rest = keys.filter((key) => !listed.includes(key));
  const star = order.indexOf('*');
  if (star === -1) return [...listed, ...rest];
  const before = order.slice(0, star).filter((key) => listed.includes(key));
  return [...before, ...rest, ...listed.filter((key) => !before.includes(key))];
}

const hidden = (ui: unknown) => isNode(ui) && ui['ui:widget'] === 'hidden';
/** Fields the server derives from another (`parteDeIban`): not typed in the form, but shown in the summary. */
const derived = (schema: unknown) => isNode(schema) && 'parteDeIban' in schema;

/** The fields (and subsections) of one object, in uiSchema order, leaving out empty and hidden (not derived) ones. */
function describeObject(
  schema: Schema | undefined,
  ui: UiSchema | undefined,
  data: Node,
  path: string,
): SummarySection {
  const properties = propertiesOf(schema);
  const section: SummarySection = { titulo: '', campos: [], subsecciones: [] };
  for (const key of ordered([...properties.keys()], ui)) {
    const value = data[key];
    const fieldUi = isNode(ui?.[key]) ? (ui[key] as UiSchema) : undefined;
    const fieldSchema = properties.get(key);
    if (isEmpty(value) || (hidden(fieldUi) && !derived(fieldSchema))) continue;
    const label = typeof fieldSchema?.title === 'string' ? fieldSchema.title : key;
    const fieldPath = path ? `${path}.${key}` : key;
    const type = typeOf(fieldSchema);
    if (type === 'object' && isNode(value) && !Array.isArray(value)) {
      const nested = describeObject(fieldSchema, fieldUi, value, fieldPath);
      section.subsecciones.push({ ...nested, titulo: label });
    } else if (type === 'array' && Array.isArray(value) && value.some(isNode)) {
      const items = itemsOf(fieldSchema);
      const itemUi = isNode(fieldUi?.items) ? (fieldUi.items as UiSchema) : undefined;
      const itemTitle = typeof items?.title === 'string' ? items.title : label;
      value.forEach((item, index) => {
        if (!isNode(item)) return;
        const nested = describeObject(items, itemUi, item, `${fieldPath}.${index}`);
        section.subsecciones.push({ ...nested, titulo: `${itemTitle} ${index + 1}` });
      });
    } else {
      section.campos.push({ campo: fieldPath, etiqueta: label, valor: formatValue(fieldSchema, value) });
    }
  }
  return section;
}

/**
 * A submission as labelled sections: schema titles for labels, the uiSchema's `secciones` and `ui:order` for
 * grouping and order. The receipt PDF and any on-screen review use it, so no procedure has hand-written output.
 */
export function summarize(
  procedure: Pick<Procedure, 'schema' | 'ui'>,
  data: Record<string, unknown>,
): SummarySection[] {
  const all = describeObject(procedure.schema, procedure.ui, data, '');
  const options = isNode(procedure.ui['ui:options']) ? procedure.ui['ui:options'] : {};
  const groups = Array.isArray(options.secciones)
    ? (options.secciones as Array<{ titulo: string; campos: string[] }>)
    : [];
  const topKey = (path: string) => path.split('.')[0] ?? path;
  const used = new Set<SummaryField | SummarySection>();
  const sections: SummarySection[] = [];
  for (const group of groups) {
    const campos = all.campos.filter((field) => group.campos.includes(topKey(field.campo)));
    // A subsection belongs to the group that lists its top-level field.
    const subsecciones = all.subsecciones.filter((sub) => {
      const first = sub.campos[0]?.campo ?? sub.subsecciones[0]?.campos[0]?.campo ?? '';
      return group.campos.includes(topKey(first));
    });
    for (const item of [...campos, ...subsecciones]) used.add(item);
    if (campos.length > 0 || subsecciones.length > 0)
      sections.push({ titulo: group.titulo, campos, subsecciones });
  }
  const restFields = all.campos.filter((field) => !used.has(field));
  const restSubs = all.subsecciones.filter((sub) => !used.has(sub));
  if (restFields.length > 0 || restSubs.length > 0) {
    const titulo =
      sections.length > 0 || restFields.length === 0 ? OTHER_FIELDS_TITLE : 'Datos de la solicitud';
    if (restFields.length > 0) sections.push({ titulo, campos: restFields, subsecciones: [] });
    // Nested blocks without a group stand as sections of their own ('Datos de la vivienda', 'Persona 1').
    sections.push(...restSubs);
  }
  return sections;
}
