import { describe, expect, it } from 'vitest';
import { passagesFromJson } from './json-walker.ts';

const page = { url: '/pie-de-web', titulo: 'Información del sitio' };
const read = (data: unknown) => passagesFromJson(data, page, 'legal', (text) => text);

describe('passagesFromJson', () => {
  it('reads a small record (an activity row) as one sentence of its section', () => {
    const [row] = read({
      grupos: [{ nombre: 'Mayores', actividades: [{ nombre: 'Yoga', horario: '10:00' }] }],
    });
    expect(row?.seccion).toBe('Mayores');
    expect(row?.frases).toEqual(['Yoga: horario 10:00.']);
  });

  it("reads a key named like an object's own property ('constructor') as any unlabelled key", () => {
    const rows = read({
      grupos: [
        { nombre: 'Oficios', empresas: [{ nombre: 'Obras Ruiz', constructor: 'Sí', toString: 'No' }] },
      ],
    });
    expect(rows[0]?.frases).toEqual(['Obras Ruiz: Sí; No.']);
  });

  it("marks a file to download (an ordinance's title) as a document, and a row as none", () => {
    const [ordinance, row] = read({
      categorias: [
        {
          nombre: 'Basuras',
          documentos: [{ titulo: 'Ordenanza de residuos', archivo: 'residuos.pdf' }],
          tarifas: [{ nombre: 'Contenedor', precio: '3 euros' }],
        },
      ],
    });
    expect(ordinance?.frases).toEqual(['Ordenanza de residuos.']);
    expect(ordinance?.documento).toBe(true);
    expect(row?.documento).toBeUndefined();
  });

  it("reads a sub-section's paragraphs as passages of their own, each sentence apart, named and anchored by its heading", () => {
    const passages = read({
      documentos: [
        {
          titulo: 'Declaración de accesibilidad',
          secciones: [
            {
              titulo: 'Contenido no accesible',
              parrafos: [
                'Algunos PDF no están etiquetados.',
                'Los vídeos no tienen subtítulos. Se añadirán.',
              ],
            },
          ],
        },
      ],
    });
    expect(passages.map((p) => p.frases)).toEqual([
      ['Algunos PDF no están etiquetados.'],
      ['Los vídeos no tienen subtítulos.', 'Se añadirán.'],
    ]);
    for (const passage of passages) {
      expect(passage.seccion).toBe('Declaración de accesibilidad');
      expect(passage.anchor).toBe('contenido-no-accesible');
      expect(passage.nombre).toBe('Contenido no accesible');
    }
  });

  it("reads a group's heading inside a section as the first sentence of the group's first passage", () => {
    const passages = read({
      baremo: {
        titulo: 'Baremo de méritos',
        apartados: [
          {
            titulo: 'A. Experiencia profesional (hasta 8 puntos)',
            introduccion: 'Por cada mes completo trabajado:',
            lineas: [{ concepto: 'En la Administración', puntos: '0,05 puntos' }],
          },
          { titulo: 'B. Formación (hasta 2 puntos)', lineas: [{ concepto: 'Curso', puntos: '1 punto' }] },
        ],
      },
    });
    expect(passages.map((p) => [p.frases, p.item ?? false])).toEqual([
      [['A. Experiencia profesional (hasta 8 puntos).', 'Por cada mes completo trabajado:'], false],
      [['En la Administración: 0,05 puntos.'], true],
      [['B. Formación (hasta 2 puntos).'], false],
      [['Curso: 1 punto.'], true],
    ]);
  });
});
