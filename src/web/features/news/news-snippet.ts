import type { ShownNewsItem } from './news-api.ts';

/** SPEC §3 and §9: cards show descripcion, or else the first 100 characters of contenido and '...'. */
export const SNIPPET_LENGTH = 100;

export function newsSnippet(item: Pick<ShownNewsItem, 'descripcion' | 'contenido'>): string {
  const description = item.descripcion?.trim();
  if (description) return description;
  return `${item.contenido.slice(0, SNIPPET_LENGTH)}...`;
}

/** The body split into paragraphs at line breaks; blank lines do not make empty paragraphs. */
export function newsParagraphs(contenido: string): string[] {
  return contenido
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
