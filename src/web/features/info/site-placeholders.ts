import site from '#content/sitio.json';
import { fillPlaceholders, siteValues } from '#shared/site-placeholders.ts';

/** Replaces {name} with the site value; an unknown name is a content error, reported rather than printed. */
export function fillSitePlaceholders(text: string, values = siteValues(site)): string {
  return fillPlaceholders(text, values, (name) => {
    throw new Error(`Marcador desconocido {${name}} en un texto legal`);
  });
}
