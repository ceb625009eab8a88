import site from '#content/sitio.json';

/**
 * Legal texts name the council, its address and contacts through {placeholders}, so the site identity
 * is written once (content/sitio.json) and a clerk who edits it changes every legal text too.
 */
export function siteValues(identity = site): Record<string, string> {
  return {
    municipio: identity.municipio,
    ayuntamiento: identity.ayuntamiento,
    provincia: identity.provincia,
    direccion: identity.direccion,
    telefono: identity.telefono,
    email: identity.email,
    dpdNombre: identity.delegadoProteccionDatos.nombre,
    dpdEmail: identity.delegadoProteccionDatos.email,
  };
}

/** Replaces {name} with the site value; an unknown name is a content error, reported rather than printed. */
export function fillSitePlaceholders(text: string, values = siteValues()): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Marcador desconocido {${name}} en un texto legal`);
    return value;
  });
}
