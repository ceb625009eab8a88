import type { ErrorObject, ValidateFunction } from 'ajv';
import { didYouMean, type Problem, readablePath } from './problem.ts';

type Node = Record<string, unknown>;

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto entre comillas, p. ej. "Texto"',
  integer: 'un número entero, p. ej. 3',
  number: 'un número, p. ej. 3',
  boolean: 'true o false, sin comillas',
  array: 'una lista entre corchetes, p. ej. []',
  object: 'un objeto entre llaves, p. ej. {}',
};

const quoteAll = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');
const hint = (schema: unknown) => {
  const description = (schema as Node | undefined)?.description;
  return typeof description === 'string' ? ` ${description}` : '';
};

/** Every `enum` value a schema and its anyOf/oneOf branches allow. */
function allowedValues(schema: Node | undefined): unknown[] {
  if (!schema) return [];
  const branches = [...((schema.anyOf as Node[]) ?? []), ...((schema.oneOf as Node[]) ?? [])];
  return [...((schema.enum as unknown[]) ?? []), ...branches.flatMap(allowedValues)];
}

/** One ajv error as a Spanish sentence that says what to write instead. */
function sentence(error: ErrorObject): string {
  const params = error.params as Node;
  const parent = error.parentSchema as Node | undefined;
  const data = error.data;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const property = (parent?.properties as Node | undefined)?.[name];
      return `falta "${name}": añádelo.${hint(property)}`;
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys((parent?.properties as Node | undefined) ?? {});
      return `"${name}" no es una clave válida aquí: bórrala o corrige su nombre.${didYouMean(name, known)} Claves válidas: ${known.join(', ')}.`;
    }
    case 'type':
      return `debe ser ${TYPE_NAMES[String(params.type)] ?? String(params.type)}.${hint(parent)}`;
    case 'enum':
    case 'anyOf':
    case 'oneOf': {
      const values = allowedValues(parent);
      if (values.length === 0) return `no tiene la forma esperada.${hint(parent)}`;
      const typo = typeof data === 'string' ? didYouMean(data, values.map(String)) : '';
      return `${JSON.stringify(data)} no vale: escribe uno de ${quoteAll(values)}.${typo}`;
    }
    case 'pattern':
      return `${JSON.stringify(data)} no tiene la forma esperada.${hint(parent)}`;
    case 'minLength':
      return `no puede estar vacío: escribe el texto.${hint(parent)}`;
    case 'maxLength':
      return `es demasiado largo: como mucho ${params.limit} caracteres.`;
    case 'minimum':
      return `debe ser ${params.limit} o más.`;
    case 'minItems':
      return `necesita al menos ${params.limit} elemento${params.limit === 1 ? '' : 's'}.${hint(parent)}`;
    case 'uniqueItems':
      return `tiene valores repetidos (los elementos ${params.j} y ${params.i}): deja solo uno.`;
    default:
      return `no cumple la regla "${error.keyword}" de su esquema.${hint(parent)}`;
  }
}

/**
 * The problems of a JSON file checked against its JSON Schema (procedure.json, ui.json), one per place, in
 * Spanish: where, what is wrong and what to write instead.
 */
export function jsonFileProblems(archivo: string, validate: ValidateFunction, data: unknown): Problem[] {
  if (validate(data)) return [];
  const errors = validate.errors ?? [];
  // A choice between branches (anyOf) explains itself: the branches' own errors at the same place would repeat it.
  const choices = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of errors) {
    if (choices.has(error.instancePath) && error.keyword !== 'anyOf') continue;
    const problem = { archivo, ruta: readablePath(error.instancePath), mensaje: sentence(error) };
    const key = `${problem.ruta}|${problem.mensaje}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
