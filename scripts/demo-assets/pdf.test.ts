import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderDemoPdf } from './pdf.ts';

const paragraph =
  'El Pleno acuerda por unanimidad aprobar la propuesta de la Alcaldía sobre la mejora del alumbrado público, ¿conforme? Sí, señoría. ';
const content = {
  title: 'Ordenanza reguladora de la tasa por recogida de basuras',
  subtitle: 'Texto consolidado',
  paragraphs: [paragraph.repeat(4)],
  sections: Array.from({ length: 8 }, (_, i) => ({
    heading: `Artículo ${i + 1}`,
    paragraphs: [paragraph.repeat(5)],
  })),
};

// The page streams are compressed; inflating them shows the text operators and marked-content tags.
function pageStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (fonts are not embedded, so there are few of these)
    }
  }
  return out.join('\n');
}

describe('renderDemoPdf', () => {
  it('writes a tagged Spanish PDF with its title and several numbered pages', async () => {
    const pdf = await renderDemoPdf(content);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/Lang (es-ES)');
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toContain('/DisplayDocTitle true');
    const pages = raw.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(2);

    const streams = pageStreams(pdf);
    expect(streams).toContain('/H1');
    expect(streams).toContain('/H2');
    expect(streams).toContain('/P');
    // Header and page numbers are artifacts, one per page.
    expect(streams.match(/\/Artifact/g)?.length).toBe(pages);
    // Text is hex-encoded and split at kerning pairs, so look for fragments without kerned letters.
    const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex');
    expect(streams.split(hex('gina')).length - 1).toBe(pages);
    expect(streams.split(hex('yuntamiento')).length - 1).toBeGreaterThanOrEqual(pages);
    expect(pdf.length).toBeLessThan(40 * 1024);
  });

  it('is deterministic: the same content gives the same bytes', async () => {
    const [a, b] = await Promise.all([renderDemoPdf(content), renderDemoPdf(content)]);
    expect(a.equals(b)).toBe(true);
    const other = await renderDemoPdf({ ...content, title: 'Otro título' });
    expect(other.equals(a)).toBe(false);
  });
});
