import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

// Parsed once per process and shared by every document (pdfkit accepts a fontkit font): parsing DejaVu's
// tables for each receipt cost more than drawing it. Each document still embeds only the glyphs it uses.
const loadFont = (file: string) => fontkit.create(readFileSync(new URL(`./fonts/${file}`, import.meta.url)));
const FONTS = { regular: loadFont('DejaVuSans.ttf'), bold: loadFont('DejaVuSans-Bold.ttf') };
type FontName = keyof typeof FONTS;

// pdfkit shapes each word with fontkit (OpenType lookups) and caches the result per document only. The
// receipts repeat the same labels and legal texts, so one cache per font is shared by every document (the
// cached runs are never modified by pdfkit); it is dropped every RESET_EVERY documents so residents' words
// cannot make it grow without bound.
const RESET_EVERY = 200;
let layoutCaches: Record<FontName, Record<string, unknown>> = { regular: {}, bold: {} };
let documentsSinceReset = 0;

function shareLayoutCache(doc: PDFKit.PDFDocument) {
  if (++documentsSinceReset > RESET_EVERY) {
    layoutCaches = { regular: {}, bold: {} };
    documentsSinceReset = 0;
  }
  // Internal pdfkit state; if a future version renames it, documents are still right, only slower.
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: unknown }> })
    ._fontFamilies;
  for (const name of Object.keys(FONTS) as FontName[]) {
    const font = families?.[name];
    if (font && 'layoutCache' in font) font.layoutCache = layoutCaches[name];
  }
}

/** The document's bytes once `doc.end()` has been called. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export const MARGIN = 56;
export const COLORS = { accent: '#1c4f82', text: '#1f1f1f', muted: '#4d4d4d', rule: '#9aa9b8' } as const;

export interface PdfMeta {
  title: string;
  author: string;
  subject: string;
  /** Fixed creation date: the same input always gives the same bytes. */
  date: Date;
}

/**
 * A tagged (PDF/UA-style structure, es-ES, PDF 1.7) A4 document with the embedded fonts registered as
 * 'regular' and 'bold', and helpers that put every drawn block inside a structure element.
 */
export function createPdf(meta: PdfMeta) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    lang: 'es-ES',
    displayTitle: true,
    pdfVersion: '1.7',
    font: null as unknown as string,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Creator: meta.author,
      Producer: 'PDFKit',
      CreationDate: meta.date,
      ModDate: meta.date,
    },
  });
  // pdfkit's types only know paths and buffers, its code takes a parsed font too.
  doc.registerFont('regular', FONTS.regular as unknown as Buffer);
  doc.registerFont('bold', FONTS.bold as unknown as Buffer);
  doc.font('bold');
  doc.font('regular');
  shareLayoutCache(doc);
  const finished = pdfBytes(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * MARGIN;

  /** Draws `draw` inside a new structure element of `tag` under `parent` (the document by default). */
  const block = (tag: string, draw: () => void, parent: PDFKit.PDFStructureElement = root) => {
    parent.add(doc.struct(tag, {}, draw));
  };
  /** A group element (Sect, Table, TR, L…) to which blocks are added. */
  const group = (tag: string, parent: PDFKit.PDFStructureElement = root) => {
    const element = doc.struct(tag);
    parent.add(element);
    return element;
  };
  /** Starts a new page when fewer than `points` are left, so a heading never ends a page alone. */
  const keep = (points: number) => {
    if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const end = () => {
    root.end();
    doc.end();
    return finished;
  };
  return { doc, root, block, group, keep, end, width };
}

export type PdfWriter = ReturnType<typeof createPdf>;

/**
 * Runs `draw` on every page once they all exist, inside the bottom margin and marked as an artifact (running
 * headers, footers, page numbers), so screen readers skip it.
 */
export function onEveryPage(
  doc: PDFKit.PDFDocument,
  draw: (page: { number: number; count: number; width: number; height: number }) => void,
) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const { width, height, margins } = doc.page;
    const bottom = margins.bottom;
    // Writing inside the bottom margin would otherwise make PDFKit open a new page.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    draw({ number: index + 1, count: range.count, width, height });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

/** Footer on every page once they all exist ('Página n de m' plus `line`). */
export function drawFooters(doc: PDFKit.PDFDocument, line: string) {
  onEveryPage(doc, ({ number, count, width, height }) => {
    doc
      .moveTo(MARGIN, height - MARGIN + 2)
      .lineTo(width - MARGIN, height - MARGIN + 2)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(line, MARGIN, height - MARGIN + 8, { width: width - 2 * MARGIN - 80, lineBreak: true });
    doc.text(`Página ${number} de ${count}`, width - MARGIN - 80, height - MARGIN + 8, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
  });
}
