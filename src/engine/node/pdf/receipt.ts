import type { Council } from '../../council.ts';
import type { Procedure } from '../../procedure.ts';
import { type SummarySection, summarize } from '../../summary/summarize.ts';
import { formatOfficialTime } from './official-time.ts';
import { COLORS, createPdf, drawFooters, MARGIN, type PdfWriter } from './pdf-writer.ts';
import { drawAttachments, type ReceiptAttachment } from './receipt-attachments.ts';

export type { ReceiptAttachment } from './receipt-attachments.ts';

/** The title every receipt carries. */
export const RECEIPT_TITLE = 'Justificante de presentación';

/** The council issuing the receipt, with its crest as PNG bytes (crest.ts converts the site's SVG). */
export interface ReceiptCouncil extends Council {
  crestPng: Buffer;
  /** Its notices on every receipt, after the procedure's own legal texts (data protection, validation). */
  avisos: Array<{ titulo: string; parrafos: string[] }>;
}

export interface ReceiptInput {
  council: ReceiptCouncil;
  procedure: Pick<Procedure, 'titulo' | 'schema' | 'ui' | 'textosLegales'>;
  /** The data as registered (already validated). */
  data: Record<string, unknown>;
  /** Registry number, e.g. '2026/000123'. */
  registro: string;
  presentadoEn: Date;
  /** Código seguro de verificación. */
  csv: string;
  /** Where anyone can check the receipt: `${PUBLIC_URL}/verificar?csv=…`. */
  verificationUrl: string;
  attachments: ReceiptAttachment[];
  /** How the applicant proved who they are (Cl@ve), when they signed in; absent for anonymous filing. */
  identificacion?: { metodo: string; nivel: string; documento: string };
  /** Who seals the receipt (printed; the PAdES seal itself is added to the finished PDF by the server). */
  sello?: { titular: string; demostracion: boolean };
}

function heading(pdf: PdfWriter, tag: 'H2' | 'H3', text: string, parent?: PDFKit.PDFStructureElement) {
  pdf.keep(tag === 'H2' ? 70 : 50);
  pdf.block(
    tag,
    () => {
      pdf.doc.moveDown(tag === 'H2' ? 0.8 : 0.4);
      pdf.doc
        .font('bold')
        .fontSize(tag === 'H2' ? 12.5 : 10.5)
        .fillColor(COLORS.accent)
        .text(text, MARGIN, pdf.doc.y, { width: pdf.width });
      pdf.doc.moveDown(0.25);
    },
    parent,
  );
}

// One field per line pair: the label in bold, then the value; both wrap, and the value is only ever text.
function field(pdf: PdfWriter, label: string, value: string, parent: PDFKit.PDFStructureElement) {
  pdf.keep(30);
  pdf.block(
    'P',
    () => {
      pdf.doc.font('bold').fontSize(9.5).fillColor(COLORS.text).text(`${label}: `, MARGIN, pdf.doc.y, {
        width: pdf.width,
        continued: true,
      });
      pdf.doc.font('regular').text(value, { width: pdf.width });
      pdf.doc.moveDown(0.15);
    },
    parent,
  );
}

function section(
  pdf: PdfWriter,
  content: SummarySection,
  level: 'H2' | 'H3',
  parent: PDFKit.PDFStructureElement,
) {
  const element = pdf.group('Sect', parent);
  heading(pdf, level, content.titulo, element);
  for (const item of content.campos) field(pdf, item.etiqueta, item.valor, element);
  for (const sub of content.subsecciones) section(pdf, sub, 'H3', element);
}

function header(pdf: PdfWriter, input: ReceiptInput) {
  const { doc } = pdf;
  const { council } = input;
  const top = doc.y;
  pdf.root.add(
    doc.struct('Figure', { alt: council.escudo.alt }, () => {
      doc.image(council.crestPng, MARGIN, top, { height: 62 });
    }),
  );
  pdf.block('P', () => {
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(COLORS.accent)
      .text(council.ayuntamiento, MARGIN + 66, top + 6, {
        width: pdf.width - 66,
      });
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(`Registro electrónico · ${council.direccion}`, {
        width: pdf.width - 66,
      });
  });
  doc.y = Math.max(doc.y, top + 70);
  pdf.block('H1', () => {
    doc
      .font('bold')
      .fontSize(17)
      .fillColor(COLORS.text)
      .text(RECEIPT_TITLE, MARGIN, doc.y, { width: pdf.width });
  });
  pdf.block('P', () => {
    doc.moveDown(0.2).font('regular').fontSize(11.5).fillColor(COLORS.accent).text(input.procedure.titulo, {
      width: pdf.width,
    });
  });
}

function registryData(pdf: PdfWriter, input: ReceiptInput) {
  const element = pdf.group('Sect');
  heading(pdf, 'H2', 'Datos del registro', element);
  field(pdf, 'Número de registro', input.registro, element);
  field(pdf, 'Fecha y hora de presentación', formatOfficialTime(input.presentadoEn), element);
  field(pdf, 'Código seguro de verificación (CSV)', input.csv, element);
  if (input.identificacion) {
    const { metodo, nivel, documento } = input.identificacion;
    field(pdf, 'Identificación del solicitante', `${metodo}, nivel de seguridad ${nivel}`, element);
    field(pdf, 'DNI/NIE acreditado', documento, element);
  }
  if (input.sello) {
    const demo = input.sello.demostracion ? ' (certificado de demostración, sin validez legal)' : '';
    field(pdf, 'Sello electrónico', `${input.sello.titular}${demo}`, element);
  }
  pdf.keep(30);
  pdf.block(
    'P',
    () => {
      pdf.doc.font('bold').fontSize(9.5).fillColor(COLORS.text).text('Verificación: ', MARGIN, pdf.doc.y, {
        width: pdf.width,
        continued: true,
      });
      // The only link of the receipt: built by the server from PUBLIC_URL and the code it generated.
      pdf.doc
        .font('regular')
        .fillColor(COLORS.accent)
        .text(input.verificationUrl, { width: pdf.width, link: input.verificationUrl, underline: true });
    },
    element,
  );
}

function paragraphs(pdf: PdfWriter, titulo: string, texts: string[]) {
  const element = pdf.group('Sect');
  heading(pdf, 'H2', titulo, element);
  for (const text of texts) {
    pdf.block(
      'P',
      () => {
        pdf.doc.font('regular').fontSize(8.5).fillColor(COLORS.text).text(text, MARGIN, pdf.doc.y, {
          width: pdf.width,
          align: 'justify',
          lineGap: 1,
        });
        pdf.doc.moveDown(0.4);
      },
      element,
    );
  }
}

/**
 * The 'Justificante de presentación' of one submission: crest and council, procedure, registry number, official
 * date and time, CSV and verification URL, every section of the ONE engine summary, the attachments with their
 * SHA-256, the procedure's fixed legal texts and the council's notices (data protection), with 'Página n de m'.
 * Resident data is only ever passed to pdfkit as text.
 */
export async function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const pdf = createPdf({
    title: `${RECEIPT_TITLE} ${input.registro}`,
    author: input.council.ayuntamiento,
    subject: input.procedure.titulo,
    date: input.presentadoEn,
  });
  header(pdf, input);
  registryData(pdf, input);
  const data = pdf.group('Sect');
  for (const content of summarize(input.procedure, input.data)) section(pdf, content, 'H2', data);
  drawAttachments(pdf, input.attachments, (titulo, parent) => heading(pdf, 'H2', titulo, parent));
  for (const legal of input.procedure.textosLegales) paragraphs(pdf, legal.titulo, [legal.texto]);
  for (const notice of input.council.avisos) paragraphs(pdf, notice.titulo, notice.parrafos);
  drawFooters(pdf.doc, `${input.council.ayuntamiento} · Registro ${input.registro} · CSV ${input.csv}`);
  return pdf.end();
}
