import type { Passage } from '../types.ts';
import { toSentences } from './sentences.ts';

/** Passages of a Markdown page: one per heading, its paragraphs and list items as sentences. */
export function markdownPassages(
  text: string,
  page: { url: string; titulo: string },
  idPrefix: string,
  fill: (text: string) => string,
): Passage[] {
  const sections: Array<{ seccion: string | undefined; frases: string[] }> = [
    { seccion: undefined, frases: [] },
  ];
  for (const block of text.split(/\n\s*\n/)) {
    const heading = /^#{1,6}\s+(.+)$/m.exec(block);
    if (heading?.[1] && block.trim().startsWith('#')) {
      sections.push({ seccion: heading[1].trim(), frases: [] });
      continue;
    }
    const plain = block
      .replace(/^\s*[-*+]\s+/gm, '')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/[*_`>#]/g, '');
    const current = sections[sections.length - 1];
    current?.frases.push(...toSentences(fill(plain)));
  }
  return sections
    .filter((s) => s.frases.length > 0)
    .map((s, i) => ({
      id: `${idPrefix}#${i}`,
      kind: 'pagina' as const,
      url: page.url,
      titulo: page.titulo,
      ...(s.seccion ? { seccion: s.seccion } : {}),
      frases: s.frases,
    }));
}
