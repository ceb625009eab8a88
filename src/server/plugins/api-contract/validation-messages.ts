import localize from 'ajv-i18n';

/** One failed check of a route schema as Fastify's ajv reports it (`verbose`: with the schema that failed). */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { missingProperty?: string };
  parentSchema?: { errorMessage?: unknown; properties?: Record<string, { errorMessage?: unknown }> };
}

/** One problem with one field, in Spanish: the `errores` entries of the API's error body. */
export interface FieldProblem {
  campo: string;
  mensaje: string;
}

const fieldOf = (issue: SchemaIssue) =>
  [issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), issue.params?.missingProperty ?? '']
    .filter(Boolean)
    .join('.');

/**
 * The schema's own Spanish message for a failed check: the failing value's `errorMessage` (for a missing
 * property, the one the property declares); undefined when the schema gives none.
 */
function ownMessage(issue: SchemaIssue): string | undefined {
  const schema =
    issue.keyword === 'required' && issue.params?.missingProperty
      ? issue.parentSchema?.properties?.[issue.params.missingProperty]
      : issue.parentSchema;
  return typeof schema?.errorMessage === 'string' ? schema.errorMessage : undefined;
}

/**
 * A failed route schema as the API's Spanish 400 body: one entry per field (its first problem), each with the
 * schema's `errorMessage` or ajv's message in Spanish; `mensaje` is the first entry's, naming the field when
 * the schema gave no message of its own.
 */
export function schemaFailure(
  issues: SchemaIssue[],
  part: string | undefined,
): { mensaje: string; errores: FieldProblem[] } {
  localize.es(issues as Parameters<typeof localize.es>[0]);
  const errores: FieldProblem[] = [];
  let mensaje: string | undefined;
  for (const issue of issues) {
    const campo = fieldOf(issue);
    if (errores.some((e) => e.campo === campo)) continue;
    const own = ownMessage(issue);
    const text = issue.keyword === 'required' ? 'es obligatorio' : (issue.message ?? 'no es válido');
    errores.push({ campo, mensaje: own ?? `${capitalize(text)}.` });
    mensaje ??= own ?? (campo ? `El campo «${campo}» ${text}.` : `${wholeOf(part)} ${text}.`);
  }
  return { mensaje: mensaje ?? 'Revisa los datos enviados.', errores };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the part of the request that failed as a whole (not one field of it) is named. */
const wholeOf = (part: string | undefined) =>
  part === 'querystring' ? 'La consulta' : part === 'params' ? 'La dirección' : 'El cuerpo de la petición';
