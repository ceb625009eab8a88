/**
 * Where a procedure's form keeps the applicant's name and DNI/NIE, as wire field names: the top-level `nombre`
 * and `dni` when the schema has them, else those of the first person of a `personas` list (the census). Both the
 * form (to prefill them read-only for a signed-in resident) and the server (to put the asserted ones) use this.
 */
export function applicantFields(schema: { properties?: Record<string, unknown> }): {
  nombre?: string;
  dni?: string;
} {
  const props = schema.properties ?? {};
  const has = (object: Record<string, unknown>, key: string) => Object.hasOwn(object, key);
  if (has(props, 'nombre') || has(props, 'dni')) {
    return {
      ...(has(props, 'nombre') ? { nombre: 'nombre' } : {}),
      ...(has(props, 'dni') ? { dni: 'dni' } : {}),
    };
  }
  const person = (props.personas as { items?: { properties?: Record<string, unknown> } } | undefined)?.items
    ?.properties;
  if (!person) return {};
  return {
    ...(has(person, 'nombre') ? { nombre: 'personas[0].nombre' } : {}),
    ...(has(person, 'dni') ? { dni: 'personas[0].dni' } : {}),
  };
}
