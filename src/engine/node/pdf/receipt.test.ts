import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { testReceiptCouncil } from '#tests/fixtures/council.ts';
import { pdfText } from '#tests/integration/procedures-pdf-text.ts';
import type { Procedure, Schema } from '../../procedure.ts';
import { itemsOf, propertiesOf, typeOf } from '../../wire/field-index.ts';
import { type ReceiptInput, renderReceipt } from './receipt.ts';

const catalogue = loadCatalogue();
const council = await testReceiptCouncil();
const VERIFY = 'https://sede.villaverde-del-arroyo.example/verificar?csv=ABCDEFGHJKMNPQRSTUVW';

const HOSTILE = [
  '../../../../etc/passwd',
  '/etc/shadow',
  'C:\\Windows\\win.ini',
  'file:///etc/hosts',
  'https://atacante.example/x.png',
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)>',
  ') Tj /F1 99 Tf (inyección',
  'Helvetica-Bold',
];

// Fills every text field of a schema (recursively) with hostile strings, keeping other values.
function poison(schema: Schema | undefined, value: unknown, counter: { n: number }): unknown {
  const type = typeOf(schema);
  if (type === 'string' && typeof value === 'string') return HOSTILE[counter.n++ % HOSTILE.length];
  if (type === 'array' && Array.isArray(value))
    return value.map((item) => poison(itemsOf(schema), item, counter));
  if (type === 'object' && typeof value === 'object' && value !== null) {
    const properties = propertiesOf(schema);
    return Object.fromEntries(
      Object.entries(value).map(([key, sub]) => [key, poison(properties.get(key), sub, counter)]),
    );
  }
  return value;
}

const input = (procedure: Procedure, data: Record<string, unknown>): ReceiptInput => ({
  council,
  procedure,
  data,
  registro: '2026/000042',
  presentadoEn: new Date('2026-03-29T00:59:59Z'),
  csv: 'ABCDEFGHJKMNPQRSTUVW',
  verificationUrl: VERIFY,
  attachments: [
    { nombre: '../../secreto.pdf', tipo: 'Otros documentos', bytes: 2048, sha256: 'f'.repeat(64) },
  ],
});

describe('renderReceipt', () => {
  it('is a tagged Spanish PDF 1.7 with its title shown, and the same bytes for the same entry', async () => {
    const procedure = catalogue.find((p) => p.slug === 'licencia-obra-menor') as Procedure;
    const data = (procedure.schema.examples as Array<Record<string, unknown>>)[0] ?? {};
    const pdf = await renderReceipt(input(procedure, data));
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/Lang (es-ES)');
    expect(raw).toMatch(/\/MarkInfo/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(raw).toContain('/S /H1');
    expect(raw).toContain('/S /Table');
    expect(raw).toContain(`/Alt (${council.escudo.alt})`);
    // Embedded TrueType (DejaVu) with a ToUnicode map: accents extract as themselves.
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/ToUnicode');
    const text = pdfText(pdf);
    expect(text).toContain('Justificante de presentación');
    expect(text).toContain(council.ayuntamiento);
    expect(text).toContain(council.direccion);
    for (const notice of council.avisos) {
      expect(text).toContain(notice.titulo);
      for (const paragraph of notice.parrafos) expect(text).toContain(paragraph);
    }
    // 00:59:59 UTC on the day summer time starts is 01:59:59 CET in Madrid.
    expect(text).toContain('29/03/2026, 01:59:59 (hora peninsular, CET)');
    expect(text).toContain('Página 1 de');
    expect((await renderReceipt(input(procedure, data))).equals(pdf)).toBe(true);
  });

  for (const procedure of catalogue) {
    it(`${procedure.slug}: hostile strings in every field stay text (no link, image, font or file from them)`, async () => {
      const example = (procedure.schema.examples as Array<Record<string, unknown>>)[0] ?? {};
      const data = poison(procedure.schema, example, { n: 0 }) as Record<string, unknown>;
      const pdf = await renderReceipt(input(procedure, data));
      const raw = pdf.toString('latin1');
      // The only link is the verification URL, the only image is the crest, the only fonts are DejaVu.
      expect([...raw.matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1])).toEqual([VERIFY]);
      expect(raw.match(/\/Subtype \/Image/g)).toHaveLength(1);
      expect([
        ...new Set([...raw.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((m) => m[1]?.split('+')[1])),
      ]).toEqual(expect.arrayContaining(['DejaVuSans', 'DejaVuSans-Bold']));
      expect(raw).not.toContain('/F1 99 Tf');
      expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      for (const hostile of HOSTILE.slice(0, 4)) expect(text).toContain(hostile);
      expect(text).toContain('../../secreto.pdf');
    });
  }
});
