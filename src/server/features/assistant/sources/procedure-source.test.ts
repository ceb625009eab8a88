import { describe, expect, it } from 'vitest';
import { DRAFT_LIFETIME_DAYS, SAVE_LABEL } from '#shared/sede/help-texts.ts';
import { type ProcedureEntry, procedurePassages } from './procedure-source.ts';

const entry = (firma?: string): ProcedureEntry => ({
  slug: 'alta-padron',
  nombreCorto: 'Alta en el padrón',
  titulo: 'Solicitud de alta en el padrón',
  descripcion: 'Sirve para inscribirse en el padrón.',
  documentos: [],
  textosLegales: [],
  firma,
});

describe('procedure passages', () => {
  it('says how a request is signed, from what the signer confirms', () => {
    const passages = procedurePassages([
      entry('Confirmo que firmaré la solicitud en persona en el Ayuntamiento.'),
    ]);
    const signing = passages.find((p) => p.id === 'tramite:alta-padron:firma');
    expect(signing).toMatchObject({ kind: 'normativa', url: '/tramites/alta-padron', seccion: 'Firma' });
    expect(signing?.frases.join(' ')).toContain('en persona en el Ayuntamiento');
  });

  it('has no signing passage when the procedure confirms nothing', () => {
    expect(procedurePassages([entry()]).some((p) => p.id.endsWith(':firma'))).toBe(false);
  });

  it('says how a form with steps is saved to finish later, as its button and its note say; a one-page form does not', () => {
    const stepped = { ...entry(), formulario: { pasos: ['Vivienda', 'Personas', 'Firma'], secciones: [] } };
    const saving = procedurePassages([stepped]).find((p) => p.id === 'tramite:alta-padron:guardar');
    expect(saving).toMatchObject({ kind: 'campo', url: '/tramites/alta-padron' });
    expect(saving?.frases.join(' ')).toContain(`${SAVE_LABEL}:`);
    expect(saving?.frases.join(' ')).toContain(`${DRAFT_LIFETIME_DAYS} días`);
    expect(procedurePassages([entry()]).some((p) => p.id.endsWith(':guardar'))).toBe(false);
  });
});

describe('form field passages', () => {
  const withFields = (slug: string, help: string): ProcedureEntry => ({
    ...entry(),
    slug,
    campos: [
      { label: 'Número de abonado', help: [`Figura en el recibo del agua (${slug}).`], options: [] },
      { label: 'Correo electrónico', help: [help], options: [] },
      { label: 'Tipo de documentación', help: [], options: ['Mayor de edad', 'Menor de edad'] },
    ],
  });

  it("gives each field's label and help as one passage of the procedure, and its options as options, never as documents", () => {
    const passages = procedurePassages([withFields('alta-padron', 'Te enviaremos aquí la respuesta.')]);
    const fields = passages.filter((p) => p.kind === 'campo');
    expect(fields[0]).toMatchObject({
      url: '/tramites/alta-padron',
      frases: ['Número de abonado: Figura en el recibo del agua (alta-padron).'],
    });
    expect(fields.at(-1)?.frases).toEqual([
      'Tipo de documentación: puedes elegir Mayor de edad, Menor de edad.',
    ]);
    expect(passages.some((p) => p.kind === 'documentos')).toBe(false);
  });

  it('keeps a help text that many forms repeat word for word out of the search, as a common help of its field', () => {
    const same = 'Te enviaremos aquí la respuesta.';
    const passages = procedurePassages(['a', 'b', 'c'].map((slug) => withFields(slug, same)));
    const common = passages.filter((p) => p.frases.some((f) => f.includes(same)));
    expect(common.map((p) => [p.comun, p.frases])).toEqual(
      ['a', 'b', 'c'].map(() => [true, [`Correo electrónico: ${same}`]]),
    );
    const own = passages.filter((p) => p.frases.some((f) => f.includes('recibo del agua')));
    expect(own.map((p) => p.comun)).toEqual([undefined, undefined, undefined]);
  });
});

describe('form outline passages', () => {
  const withOutline = (slug: string): ProcedureEntry => ({
    ...entry(),
    slug,
    formulario: {
      pasos: ['Datos', 'Documentos', 'Firma'],
      secciones: [
        { titulo: 'Datos del solicitante', campos: ['Nombre y apellidos', 'DNI/NIE'] },
        { titulo: 'Datos de la sepultura', campos: ['Número de la sepultura', 'Fila', `Tramo ${slug}`] },
      ],
    },
  });

  it("says the form's steps and each section's fields, out of the search, leaving out a section most forms share", () => {
    const passages = procedurePassages(['a', 'b', 'c'].map(withOutline));
    const outline = passages.filter((p) => p.url === '/tramites/a' && p.id.includes(':formulario:'));
    expect(outline.map((p) => [p.seccion, p.frases, p.comun])).toEqual([
      ['Pasos del formulario', ['El formulario tiene 3 pasos: Datos, Documentos y Firma.'], true],
      [
        'Datos de la sepultura',
        ['Datos de la sepultura: pide Número de la sepultura, Fila y Tramo a.'],
        true,
      ],
    ]);
  });
});
