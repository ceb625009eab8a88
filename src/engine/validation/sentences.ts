import type { ErrorObject } from 'ajv';

type SchemaNode = Record<string, unknown>;

// Sentences name a field by its title, which may be feminine ('Fecha de inicio') or masculine ('DNI/NIE'):
// every sentence is worded so it agrees with either (an instruction, or 'un dato', 'el valor'…).
const FORMAT_MESSAGES: Record<string, string> = {
  dni: 'no es un DNI/NIE válido: revisa las cifras y la letra.',
  iban: 'no es un IBAN español válido: revisa los dígitos de control.',
  email: 'no es una dirección de correo electrónico válida.',
  date: 'no es una fecha válida.',
};

const TYPE_NAMES: Record<string, string> = {
  number: 'un número',
  integer: 'un número entero',
  string: 'un texto',
  boolean: 'sí o no',
  array: 'una lista',
  object: 'un grupo de datos',
};

export const quoted = (title: string) => `«${title}»`;

export function titleOf(node: unknown): string | undefined {
  const title = (node as SchemaNode | undefined)?.title;
  return typeof title === 'string' ? title : undefined;
}

const isOptionList = (node: SchemaNode | undefined) =>
  Array.isArray(node?.enum) ||
  (Array.isArray(node?.oneOf) && node.oneOf.every((option) => (option as SchemaNode)?.const !== undefined));

/** What a person must do about a missing field: tick a box, choose an option, or fill in a value. */
export function missingSentence(field: SchemaNode | undefined, name: string): string {
  if (typeof field?.errorMessage === 'string') return field.errorMessage;
  const title = quoted(titleOf(field) ?? name);
  if (field?.type === 'boolean') return `Marca ${title}: es una casilla obligatoria.`;
  if (isOptionList(field)) return `Elige una opción en ${title}: es un dato obligatorio.`;
  if (field?.type === 'array') return `Añade al menos un elemento en ${title}: es un dato obligatorio.`;
  return `Rellena ${title}: es un dato obligatorio.`;
}

const decimalsOf = (step: number) => {
  const decimals = Math.round(-Math.log10(step));
  return decimals > 0 && Math.abs(step - 10 ** -decimals) < 1e-12 ? decimals : undefined;
};

/** How a rule between two fields names the other one (`{ "$data": "1/fechaInicio" }` → its title). */
export type SiblingTitle = (error: ErrorObject, pointer: string) => string;

/** One Spanish sentence for an ajv error that names the field by its title (never its key). */
export function sentence(error: ErrorObject, fallback: string, siblingTitle: SiblingTitle): string {
  const parent = error.parentSchema as SchemaNode | undefined;
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return missingSentence((parent?.properties as SchemaNode | undefined)?.[missing] as SchemaNode, missing);
  }
  // A schema may fix its own sentence (the spec gives some, e.g. 'Debes aceptar la Normativa Legal.').
  if (typeof parent?.errorMessage === 'string') return parent.errorMessage;
  const title = quoted(titleOf(parent) ?? 'Este campo');
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'format':
      return `${title} ${FORMAT_MESSAGES[params.format as string] ?? 'no tiene un formato válido.'}`;
    case 'pattern':
      // The `\S` pattern of nonEmptyText only fails on blank text: that is a missing value to a person.
      if (error.schema === '\\S') return missingSentence(parent, 'Este campo');
      return typeof parent?.description === 'string'
        ? `${title} no tiene el formato correcto: ${parent.description}`
        : `${title} no tiene el formato correcto.`;
    case 'minLength':
      return params.limit === 1
        ? missingSentence(parent, 'Este campo')
        : `${title} necesita al menos ${params.limit} caracteres.`;
    case 'maxLength':
      return `${title} admite como máximo ${params.limit} caracteres.`;
    case 'minItems':
      return `${title} necesita al menos ${params.limit} ${params.limit === 1 ? 'elemento' : 'elementos'}.`;
    case 'maxItems':
      return `${title} admite como máximo ${params.limit} elementos.`;
    case 'type':
      return `${title} debe ser ${TYPE_NAMES[params.type as string] ?? 'un valor válido'}.`;
    case 'const':
      // An unticked box arrives as false or not at all: the same sentence either way.
      return parent?.type === 'boolean'
        ? missingSentence(parent, 'Este campo')
        : `${title} no tiene el valor esperado.`;
    case 'enum':
      return `${title} debe ser una de las opciones de la lista.`;
    case 'minimum':
      return `${title} debe ser mayor o igual que ${params.limit}.`;
    case 'exclusiveMinimum':
      return `${title} debe ser mayor que ${params.limit}.`;
    case 'maximum':
      return `${title} debe ser menor o igual que ${params.limit}.`;
    case 'exclusiveMaximum':
      return `${title} debe ser menor que ${params.limit}.`;
    case 'multipleOf': {
      const decimals = decimalsOf(params.multipleOf as number);
      return decimals
        ? `${title} admite como máximo ${decimals} ${decimals === 1 ? 'decimal' : 'decimales'}.`
        : `${title} debe ser múltiplo de ${params.multipleOf}.`;
    }
    case 'formatMinimum':
    case 'formatMaximum': {
      const limit = parent?.[error.keyword] as { $data?: unknown } | undefined;
      const other =
        typeof limit?.$data === 'string' ? siblingTitle(error, limit.$data) : String(params.limit);
      const relation = error.keyword === 'formatMinimum' ? 'anterior' : 'posterior';
      return `${title} no puede ser ${relation} a ${other}.`;
    }
    case 'parteDeIban':
      return `${title} no coincide con las cifras ${(params.desde as number) + 1} a ${params.hasta} de ${siblingTitle(error, `1/${params.campo}`)}.`;
    case 'oneOf':
      if (isOptionList(parent)) return `${title} debe ser una de las opciones de la lista.`;
      return typeof parent?.description === 'string' ? parent.description : `${title} no es válido.`;
    // A rule over several fields ('at least one tax') says in its description what to do.
    case 'not':
    case 'anyOf':
      return typeof parent?.description === 'string' ? parent.description : `Revisa ${title}.`;
    default:
      return `${title}: ${fallback}.`;
  }
}
