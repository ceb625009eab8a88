import { getHref, type PathKey, paths } from '#web/app/paths.ts';

/** A content link: a route of the table by key, or a procedure by slug (procedures live under /tramites). */
export type ContentLink = { ruta: string } | { tramite: string };

const isPathKey = (key: string): key is PathKey => Object.hasOwn(paths, key);

/** Resolves a content link to a URL; a key that is not in the route table is a content error, said plainly. */
export function contentHref(link: ContentLink): string {
  if ('ruta' in link) {
    if (!isPathKey(link.ruta)) throw new Error(`La ruta «${link.ruta}» no existe en la tabla de rutas`);
    return getHref(link.ruta);
  }
  if (!/^[a-z0-9-]+$/.test(link.tramite)) throw new Error(`El trámite «${link.tramite}» no es válido`);
  return `${getHref('tramites')}/${link.tramite}`;
}
