import { headingAnchor } from '#shared/anchors.ts';
import type { Passage } from '../types.ts';
import { toSentences } from './sentences.ts';

/** Passages of a Markdown page: one per paragraph or list item, under the anchor of its heading. */
export function markdownPassages(
  text: string,
  page: { url: string; titulo: string },
  idPrefix: string,
  fill: (text: string) => string,
): Passage[] {
  const passages: Passage[] = [];
  let seccion: string | undefined;
  for (const block of text.split(/\n\s*\n/)) {
    const heading = /^#{1,6}\s+(.+)$/m.exec(block);
    if (heading?.[1] && block.trim().startsWith('#')) {
      seccion = heading[1].trim();
      continue;
    }
    const isList = /^\s*[-*+]\s+/m.test(block);
    const units = isList ? block.split(/\n(?=\s*[-*+]\s+)/) : [block];
    for (const unit of units) {
      const plain = unit
        .replace(/^\s*[-*+]\s+/gm, '')
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/[*_`>#]/g, '');
      const frases = toSentences(fill(plain));
      if (frases.length === 0) continue;
      passages.push({
        id: `${idPrefix}#${passages.length}`,
        kind: 'pagina',
        url: page.url,
        titulo: page.titulo,
        ...(seccion ? { seccion, anchor: headingAnchor(seccion) } : {}),
        frases,
        ...(isList ? { item: true } : {}),
      });
    }
  }
  return passages;
}
