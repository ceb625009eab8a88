import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import site from '#content/sitio.json' with { type: 'json' };
import { onEveryPage, pdfBytes } from '#engine/node/pdf/pdf-writer.ts';

export interface DemoPdfSection {
  heading: string;
  paragraphs: string[];
}

export interface DemoPdfContent {
  title: string;
  /** A line under the title, e.g. the date of a session. */
  subtitle?: string;
  paragraphs: string[];
  sections?: DemoPdfSection[];
  /** Fixed creation date: the same input always produces the same bytes. */
  date?: Date;
}

const MARGIN = 64;
const HEADER_TOP = 30;
// The council's blue, kept close to the site's theme; dark enough for AA contrast on white.
const ACCENT = '#1c4f82';
const TEXT = '#222222';
const MUTED = '#555555';
const DEFAULT_DATE = new Date('2025-01-01T09:00:00Z');

/** Renders a small tagged (accessible, es-ES) PDF: council header, title, paragraphs, sections and page numbers. */
export async function renderDemoPdf(content: DemoPdfContent): Promise<Buffer> {
  const date = content.date ?? DEFAULT_DATE;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + 24, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    lang: 'es-ES',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: content.title,
      Author: site.ayuntamiento,
      Subject: content.subtitle ?? content.title,
      Creator: site.ayuntamiento,
      Producer: 'PDFKit',
      CreationDate: date,
      ModDate: date,
    },
  });
  const finished = pdfBytes(doc);

  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, draw));

  block('H1', () => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text(content.title);
  });
  if (content.subtitle) {
    const subtitle = content.subtitle;
    block('P', () => {
      doc.moveDown(0.2).font('Helvetica-Oblique').fontSize(11).fillColor(MUTED).text(subtitle);
    });
  }
  doc.moveDown(0.8);
  const paragraph = (text: string) =>
    block('P', () => {
      doc.font('Helvetica').fontSize(11).fillColor(TEXT).text(text, { align: 'justify', lineGap: 2 });
      doc.moveDown(0.6);
    });
  for (const text of content.paragraphs) paragraph(text);
  for (const section of content.sections ?? []) {
    block('H2', () => {
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(section.heading);
      doc.moveDown(0.3);
    });
    for (const text of section.paragraphs) paragraph(text);
  }
  root.end();

  drawRunningHeadersAndPageNumbers(doc);
  doc.end();
  return finished;
}

/** Renders the PDF and writes it to `filePath`, creating its folder. */
export async function writeDemoPdf(filePath: string, content: DemoPdfContent): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, await renderDemoPdf(content));
}

// Header and "Página n de m" on every page, once they all exist.
function drawRunningHeadersAndPageNumbers(doc: PDFKit.PDFDocument) {
  onEveryPage(doc, ({ number, count, width, height }) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(ACCENT)
      .text(site.ayuntamiento, MARGIN, HEADER_TOP, { width: width - 2 * MARGIN, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(site.direccion, MARGIN, HEADER_TOP + 14, { width: width - 2 * MARGIN, lineBreak: false });
    doc
      .moveTo(MARGIN, HEADER_TOP + 28)
      .lineTo(width - MARGIN, HEADER_TOP + 28)
      .lineWidth(0.6)
      .strokeColor(ACCENT)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Página ${number} de ${count}`, MARGIN, height - MARGIN / 2 - 6, {
        width: width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  });
}
