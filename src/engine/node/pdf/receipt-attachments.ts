import { COLORS, MARGIN, type PdfWriter } from './pdf-writer.ts';

/** One attached file as the receipt lists it. */
export interface ReceiptAttachment {
  /** The resident's file name (sanitised by the server; printed as text only). */
  nombre: string;
  /** The document kind's Spanish name ('DNI/NIE de la persona propietaria', 'Persona 1'). */
  tipo: string;
  bytes: number;
  sha256: string;
}

const kilobytes = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** '12,3 kB', '2,4 MB' */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${kilobytes.format(bytes / 1024)} kB`;
  return `${kilobytes.format(bytes / 1024 / 1024)} MB`;
}

const HEADERS = ['Documento', 'Tipo', 'Tamaño', 'Huella SHA-256'];
// Column widths as parts of the text width; the hash is split in two lines of 32 characters.
const SHARES = [0.3, 0.25, 0.1, 0.35];
const FONT_SIZE = 8;
const PADDING = 3;

/** The attachments table (tagged Table/TR/TH/TD), or a sentence saying there are none. */
export function drawAttachments(
  pdf: PdfWriter,
  attachments: readonly ReceiptAttachment[],
  heading: (titulo: string, parent: PDFKit.PDFStructureElement) => void,
) {
  const { doc } = pdf;
  const section = pdf.group('Sect');
  heading('Documentos adjuntos', section);
  if (attachments.length === 0) {
    pdf.block(
      'P',
      () => {
        doc
          .font('regular')
          .fontSize(9.5)
          .fillColor(COLORS.text)
          .text('No se han adjuntado documentos.', MARGIN, doc.y);
      },
      section,
    );
    return;
  }
  const widths = SHARES.map((share) => share * pdf.width);
  const table = pdf.group('Table', section);
  const row = (cells: string[], tag: 'TH' | 'TD') => {
    doc.font(tag === 'TH' ? 'bold' : 'regular').fontSize(FONT_SIZE);
    const heights = cells.map(
      (text, i) => doc.heightOfString(text, { width: (widths[i] ?? 0) - 2 * PADDING }) + 2 * PADDING,
    );
    const height = Math.max(...heights);
    pdf.keep(height + 4);
    const top = doc.y;
    const tr = pdf.group('TR', table);
    let x = MARGIN;
    cells.forEach((text, i) => {
      const width = widths[i] ?? 0;
      pdf.block(
        tag,
        () => {
          doc
            .fillColor(COLORS.text)
            .text(text, x + PADDING, top + PADDING, { width: width - 2 * PADDING, lineBreak: true });
        },
        tr,
      );
      x += width;
    });
    doc.markContent('Artifact', { type: 'Layout' });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + pdf.width, top + height)
      .lineWidth(0.4)
      .strokeColor(COLORS.rule);
    doc.stroke();
    doc.endMarkedContent();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row(HEADERS, 'TH');
  for (const file of attachments) {
    const hash = `${file.sha256.slice(0, 32)}\n${file.sha256.slice(32)}`;
    row([file.nombre, file.tipo, formatSize(file.bytes), hash], 'TD');
  }
  doc.moveDown(0.5);
}
