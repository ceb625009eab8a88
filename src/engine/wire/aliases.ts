/**
 * Wire names the spec allows in two spellings (SPEC §3): whichever one a procedure's schema does not declare is
 * read as the one it does. One list for the whole engine.
 */
export const FIELD_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['cp', 'codigoPostal'],
  ['repNombre', 'rep_nombre'],
  ['repDni', 'rep_dni'],
  ['repTelefono', 'rep_telefono'],
  ['repEmail', 'rep_email'],
];

/** The name a schema knows for a wire name, or undefined when it knows neither spelling. */
export function knownName(
  name: string,
  known: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): string | undefined {
  if (known.has(name)) return name;
  for (const [a, b] of FIELD_ALIASES) {
    if (name === a && known.has(b)) return b;
    if (name === b && known.has(a)) return a;
  }
  return undefined;
}
