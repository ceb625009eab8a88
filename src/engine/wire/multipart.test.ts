import { describe, expect, it } from 'vitest';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { loadCatalogue } from '../node/load-catalogue.ts';
import type { Procedure } from '../procedure.ts';
import { type FieldPart, type FilePart, fromMultipart, missingDocuments, toMultipart } from './multipart.ts';

const catalogue = loadCatalogue();
const procedureOf = (slug: string) => findProcedure(catalogue, slug) as Procedure;

/** What a server multipart parser hands over: text parts and file parts, in order. */
function partsOf(form: FormData): { fields: FieldPart[]; files: FilePart<string>[] } {
  const fields: FieldPart[] = [];
  const files: FilePart<string>[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.push({ name, value });
    else files.push({ name, file: value.name });
  }
  return { fields, files };
}

describe('toMultipart / fromMultipart', () => {
  it('round-trips every valid example of every procedure', () => {
    for (const procedure of catalogue) {
      for (const example of (procedure.schema.examples as Record<string, unknown>[] | undefined) ?? []) {
        const { fields, files } = partsOf(toMultipart(example));
        const parsed = fromMultipart(procedure, fields, files);
        expect(parsed.problemas, procedure.slug).toEqual([]);
        expect(parsed.data, procedure.slug).toEqual(example);
      }
    }
  });

  it('uses the census wire names: comunes.x, personas[i].x and personas[i].archivos[j]', () => {
    const census = procedureOf('alta-padron');
    const example = (census.schema.examples as Record<string, unknown>[])[0] as Record<string, unknown>;
    const form = toMultipart(example, {
      documentos: [],
      elementos: {
        personas: [[new File(['a'], 'dni.pdf')], [new File(['b'], 'libro.pdf'), new File(['c'], 'foto.jpg')]],
      },
    });
    const names = [...form.keys()];
    expect(names).toContain('comunes.nucleo');
    expect(names).toContain('personas[1].tipoDoc');
    expect(names).toContain('personas[1].archivos[1]');
    expect(names).not.toContain('comunes.manzana');
    const { fields, files } = partsOf(form);
    expect(fromMultipart(census, fields, files).archivos).toEqual([
      { campo: 'personas', indice: 0, file: 'dni.pdf' },
      { campo: 'personas', indice: 1, file: 'libro.pdf' },
      { campo: 'personas', indice: 1, file: 'foto.jpg' },
    ]);
  });

  it('sends document files as repeated archivos with a parallel archivosTipo', () => {
    const form = toMultipart(
      { nombre: 'Marta' },
      {
        documentos: [
          { clave: 'seguro', archivo: new File(['a'], 'poliza.pdf') },
          { clave: 'otros', archivo: new File(['b'], 'foto.png') },
        ],
      },
    );
    expect(form.getAll('archivosTipo')).toEqual(['seguro', 'otros']);
    const { fields, files } = partsOf(form);
    const parsed = fromMultipart(procedureOf('licencia-ppp'), fields, files);
    expect(parsed.archivos).toEqual([
      { clave: 'seguro', file: 'poliza.pdf' },
      { clave: 'otros', file: 'foto.png' },
    ]);
  });

  it('drops unknown fields, leaves out empty values, types by the schema and accepts codigoPostal for cp', () => {
    const parsed = fromMultipart(
      procedureOf('licencia-obra-menor'),
      [
        { name: 'codigoPostal', value: '99001' },
        { name: 'presupuesto', value: '2400,50' },
        { name: 'firmaAceptada', value: 'true' },
        { name: 'nombre', value: '' },
        { name: 'isAdmin', value: 'true' },
        { name: '__proto__.polluted', value: 'x' },
        { name: 'repNombre', value: 'Julián' },
      ],
      [],
    );
    expect(parsed.data).toEqual({
      cp: '99001',
      presupuesto: 2400.5,
      firmaAceptada: true,
      repNombre: 'Julián',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a file without its kind, an unknown kind and a list index out of bounds', () => {
    const parsed = fromMultipart(
      procedureOf('licencia-ppp'),
      [{ name: 'archivosTipo', value: 'pasaporteDelPerro' }],
      [
        { name: 'archivos', file: 'a.pdf' },
        { name: 'archivos', file: 'b.pdf' },
      ],
    );
    expect(parsed.problemas).toEqual([
      'Cada archivo debe ir acompañado de su tipo de documento (archivosTipo).',
      'El tipo de documento «pasaporteDelPerro» no existe en este trámite.',
    ]);
    const census = fromMultipart(
      procedureOf('alta-padron'),
      [{ name: 'personas[99].nombre', value: 'x' }],
      [],
    );
    expect(census.problemas).toEqual(['No se admiten más de 50 elementos en una lista.']);
  });

  it('lists the required document slots left empty', () => {
    const procedure = {
      documentos: [{ clave: 'dni', nombre: 'DNI del titular', obligatorio: true, tipos: ['pdf' as const] }],
    };
    expect(missingDocuments(procedure, [])).toEqual(['Falta el documento obligatorio «DNI del titular».']);
    expect(missingDocuments(procedure, [{ clave: 'dni', file: 'x' }])).toEqual([]);
  });
});
