import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSIONS, minutesDocument, minutesDocumentText } from './demo/minutes.ts';
import { DEMO_UPLOADS } from './demo/paths.ts';
import { extractMinutesText, minutesSections } from './minutes-text.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A PDF of `pages`, each page's lines written one per line, as a word processor would break them. */
function pdfOf(pages: string[][]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 60 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  pages.forEach((lines, i) => {
    if (i > 0) doc.addPage();
    for (const line of lines) doc.text(line);
  });
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
}

describe('extractMinutesText', () => {
  it('reads each committed demo PDF as the text its session was printed from', async () => {
    for (const session of DEMO_SESSIONS) {
      const file = path.join(ROOT, DEMO_UPLOADS.dir, DEMO_UPLOADS.minutes, session.acta.archivo);
      const text = await extractMinutesText(readFileSync(file));
      expect(minutesSections(text)).toEqual(minutesSections(minutesDocumentText(minutesDocument(session))));
    }
  });

  it("joins a paragraph's lines and its split words, and leaves out page numbers and every page's letterhead", async () => {
    const pdf = await pdfOf([
      [
        'Ayuntamiento de Villa de Prueba',
        '1. Convenio de la biblioteca',
        'Se aprueba por unanimidad el convenio con la asociación para abrir la',
        'biblioteca municipal por la tarde, con los horarios y los acuer-',
        'dos de cesión del local y de su mobiliario, con la Secretaría-',
        'Intervención presente.',
        'Página 1 de 2',
      ],
      ['Ayuntamiento de Villa de Prueba', '2. Ruegos y preguntas', 'No se formula ninguno.', 'Página 2 de 2'],
    ]);
    const text = await extractMinutesText(pdf);
    expect(text).not.toContain('Página');
    expect(text).not.toContain('Villa de Prueba');
    expect(minutesSections(text)).toEqual([
      {
        heading: '1. Convenio de la biblioteca',
        paragraphs: [
          'Se aprueba por unanimidad el convenio con la asociación para abrir la biblioteca municipal por la tarde, con los horarios y los acuerdos de cesión del local y de su mobiliario, con la Secretaría-Intervención presente.',
        ],
      },
      { heading: '2. Ruegos y preguntas', paragraphs: ['No se formula ninguno.'] },
    ]);
  });

  it('reads nothing from a file that is no PDF', async () => {
    expect(await extractMinutesText(new TextEncoder().encode('%PDF-1.7 roto'))).toBe('');
  });
});

describe('minutesSections', () => {
  it("skips the document's title and a heading with no paragraph after it (an address at the foot)", () => {
    const text = [
      'Acta del Pleno',
      'Se abre la sesión.',
      '1. Presupuesto',
      'Se aprueba.',
      'Plaza Mayor, 1 (Valdemora)',
    ].join('\n\n');
    expect(minutesSections(text)).toEqual([
      { paragraphs: ['Se abre la sesión.'] },
      { heading: '1. Presupuesto', paragraphs: ['Se aprueba.'] },
    ]);
  });
});
