/** The fields of content/sitio.json that texts may name through {placeholders}. */
export interface SiteIdentity {
  municipio: string;
  ayuntamiento: string;
  provincia?: string;
  direccion: string;
  telefono: string;
  email: string;
  delegadoProteccionDatos?: { nombre: string; email: string };
}

/**
 * The value of every placeholder, the one list of them for the pages and the assistant: legal and content texts
 * name the council, its address and contacts as '{telefono}', so the identity is written once (content/sitio.json)
 * and a clerk who edits it changes every text too.
 */
export function siteValues(identity: SiteIdentity): ReadonlyMap<string, string> {
  return new Map([
    ['municipio', identity.municipio],
    ['ayuntamiento', identity.ayuntamiento],
    ['provincia', identity.provincia ?? ''],
    ['direccion', identity.direccion],
    ['telefono', identity.telefono],
    ['email', identity.email],
    ['dpdNombre', identity.delegadoProteccionDatos?.nombre ?? ''],
    ['dpdEmail', identity.delegadoProteccionDatos?.email ?? ''],
  ]);
}

/** Replaces each '{name}' of `text` with its value; `unknown` says what a name the list lacks becomes. */
export function fillPlaceholders(
  text: string,
  values: ReadonlyMap<string, string>,
  unknown: (name: string, whole: string) => string,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? unknown(name, whole));
}
