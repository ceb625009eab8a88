import type { ErrorObject } from 'ajv';
import localizeEs from 'ajv-i18n/localize/es/index.js';
import type { Schema } from '../procedure.ts';

type SchemaNode = Record<string, unknown>;

const FORMAT_MESSAGES: Record<string, string> = {
  dni: 'no es un DNI/NIE válido: revisa las cifras y la letra.',
  iban: 'no es un IBAN español válido: revisa los dígitos de control.',
  email: 'debe ser una dirección de correo electrónico válida.',
  date: 'debe ser una fecha válida.',
};

const quoted = (title: string) => `«${title}»`;

function titleOf(node: unknown): string | undefined {
  const title = (node as SchemaNode | undefined)?.title;
  return typeof title === 'string' ? title : undefined;
}

/** The label of the array item an error is in, e.g. 'Persona 2: ' for /personas/1/nombre. */
function itemPrefix(rootSchema: Schema | undefined, instancePath: string): string {
  if (!rootSchema) return '';
  const parts = instancePath.split('/').filter(Boolean);
  let node: unknown = rootSchema;
  let prefix = '';
  for (const part of parts) {
    const current = node as SchemaNode | undefined;
    if (/^\d+$/.test(part)) {
      node = current?.items;
      prefix += `${titleOf(node) ?? 'Elemento'} ${Number(part) + 1}: `;
    } else {
      node = (current?.properties as SchemaNode | undefined)?.[part];
    }
  }
  return prefix;
}

/** One Spanish sentence that names the field by its title (never its key). */
function sentence(error: ErrorObject, fallback: string): string {
  const parent = error.parentSchema as SchemaNode | undefined;
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const field = (parent?.properties as SchemaNode | undefined)?.[missing] as SchemaNode | undefined;
    if (typeof field?.errorMessage === 'string') return field.errorMessage;
    return `${quoted(titleOf(field) ?? missing)} es obligatorio.`;
  }
  // A schema may fix its own sentence (the spec gives some, e.g. 'Debes aceptar la Normativa Legal.').
  if (typeof parent?.errorMessage === 'string') return parent.errorMessage;
  const title = quoted(titleOf(parent) ?? 'Este campo');
  switch (error.keyword) {
    case 'format': {
      const format = (error.params as { format: string }).format;
      return `${title} ${FORMAT_MESSAGES[format] ?? fallback}`;
    }
    case 'pattern':
      // The `\S` pattern of nonEmptyText only fails on blank text: that is a missing value to a person.
      if (error.schema === '\\S') return `${title} es obligatorio.`;
      return typeof parent?.description === 'string'
        ? `${title} no tiene el formato correcto: ${parent.description}`
        : `${title} no tiene el formato correcto.`;
    case 'minLength':
      return (error.params as { limit: number }).limit === 1
        ? `${title} es obligatorio.`
        : `${title} ${fallback}.`;
    case 'const':
      return parent?.type === 'boolean' ? `Debes marcar ${title}.` : `${title} ${fallback}.`;
    case 'enum':
    case 'oneOf':
      return `${title} debe ser una de las opciones de la lista.`;
    case 'minimum':
      return `${title} debe ser mayor o igual que ${(error.params as { limit: number }).limit}.`;
    case 'maximum':
      return `${title} debe ser menor o igual que ${(error.params as { limit: number }).limit}.`;
    default:
      return `${title} ${fallback}.`;
  }
}

/**
 * Localizes ajv errors in place: ajv-i18n's Spanish text, reworded to name each field by its title and, inside a
 * repeater, by its item ('Persona 2: «DNI/NIE» …'). Needs ajv's `verbose` option (it reads `parentSchema`).
 * A field failing both its pattern and its format gets one message, not two.
 */
export function createLocalizer(rootSchema?: Schema) {
  return (errors?: ErrorObject[] | null): void => {
    if (!errors?.length) return;
    const seen = new Set<string>();
    for (let i = errors.length - 1; i >= 0; i--) {
      const error = errors[i];
      // A list of options is a oneOf of consts: one 'not in the list' message, not one per option.
      if (error && /\/oneOf\/\d+\/const$/.test(error.schemaPath)) {
        errors.splice(i, 1);
        continue;
      }
      if (!error || !['pattern', 'format', 'minLength'].includes(error.keyword)) continue;
      const key = error.instancePath;
      if (seen.has(key)) errors.splice(i, 1);
      else seen.add(key);
    }
    localizeEs(errors);
    for (const error of errors) {
      const path =
        error.keyword === 'required'
          ? `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`
          : error.instancePath;
      error.message = itemPrefix(rootSchema, path) + sentence(error, error.message ?? 'no es válido');
    }
  };
}
