import localize from 'ajv-i18n';
import type { ErrorBody } from '#shared/api-types/generated/common.ts';

/** One failed check of a route schema as Fastify's ajv reports it (`verbose`: with the schema that failed). */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { missingProperty?: string };
  parentSchema?: { errorMessage?: unknown; properties?: Record<string, { errorMessage?: unknown }> };
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
 * A failed route schema as the API's Spanish 400 body: one entry per field, with the schema's `errorMessage`
 * (the outermost one when several schemas failed the value: ajv reports an `anyOf` after its branches) or else
 * ajv's message in Spanish; `mensaje` is the first field's, naming the field when the schema gave no message.
 */
export function schemaFailure(issues: SchemaIssue[], part: string | undefined): Required<ErrorBody> {
  localize.es(issues as Parameters<typeof localize.es>[0]);
  const fields = new Map<string, { own?: string; text: string }>();
  for (const issue of issues) {
    const campo = fieldOf(issue);
    const own = ownMessage(issue);
    const known = fields.get(campo);
    if (known) {
      if (own) known.own = own;
      continue;
    }
    const text = issue.keyword === 'required' ? 'es obligatorio' : (issue.message ?? 'no es válido');
    fields.set(campo, { own, text });
  }
  // Ajv reports missing properties before the others' problems: listed in the order the schema declares them.
  const rank = declaredOrder(issues);
  const listed = [...fields].sort(
    ([a], [b]) => (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
  const errores = listed.map(([campo, { own, text }]) => ({ campo, mensaje: own ?? `${capitalize(text)}.` }));
  const [first] = listed;
  const mensaje = !first
    ? 'Revisa los datos enviados.'
    : (first[1].own ??
      (first[0] ? `El campo «${first[0]}» ${first[1].text}.` : `${wholeOf(part)} ${first[1].text}.`));
  return { mensaje, errores };
}

/** Each field's position among its object's properties, as read from the objects whose `required` failed. */
function declaredOrder(issues: SchemaIssue[]): Map<string, number> {
  const rank = new Map<string, number>();
  for (const issue of issues) {
    if (issue.keyword !== 'required') continue;
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    Object.keys(issue.parentSchema?.properties ?? {}).forEach((name, index) => {
      rank.set(base ? `${base}.${name}` : name, index);
    });
  }
  return rank;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the part of the request that failed as a whole (not one field of it) is named. */
const wholeOf = (part: string | undefined) =>
  part === 'querystring' ? 'La consulta' : part === 'params' ? 'La dirección' : 'El cuerpo de la petición';
