import { describe, expect, it } from 'vitest';
import type { Schema } from '../procedure.ts';
import { formatValue, summarize } from './summarize.ts';

const schema = {
  type: 'object',
  properties: {
    nombre: { type: 'string', title: 'Nombre y apellidos' },
    modo: {
      type: 'string',
      title: 'Modo',
      oneOf: [
        { const: 'propio', title: 'En mi propio nombre' },
        { const: 'representacion', title: 'En representación' },
      ],
    },
    oculto: { type: 'string', title: 'Oculto' },
    fecha: { type: 'string', format: 'date', title: 'Fecha' },
    presupuesto: { type: 'number', title: 'Presupuesto' },
    firmaAceptada: { type: 'boolean', title: 'Firma' },
    comunes: {
      type: 'object',
      title: 'Datos de la vivienda',
      properties: { nucleo: { type: 'string', title: 'Núcleo' } },
    },
    personas: {
      type: 'array',
      title: 'Personas',
      items: { type: 'object', title: 'Persona', properties: { dni: { type: 'string', title: 'DNI/NIE' } } },
    },
  },
  if: { properties: { modo: { const: 'representacion' } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own if/then keyword.
  then: { properties: { repNombre: { type: 'string', title: 'Nombre de la persona representada' } } },
} as Schema;

const ui = {
  'ui:order': ['modo', '*', 'nombre'],
  'ui:options': { secciones: [{ titulo: 'Solicitante', campos: ['nombre', 'repNombre', 'comunes'] }] },
  oculto: { 'ui:widget': 'hidden' },
};

describe('summarize', () => {
  it('groups by the uiSchema sections, labels by title, formats values and leaves out empty or hidden fields', () => {
    const sections = summarize(
      { schema, ui },
      {
        nombre: 'Lucía Márquez',
        repNombre: 'Julián Prieto',
        modo: 'representacion',
        oculto: 'no se imprime',
        fecha: '2026-03-09',
        presupuesto: 3150.5,
        firmaAceptada: true,
        comunes: { nucleo: 'Villaverde' },
        personas: [{ dni: '11111111H' }, { dni: '22222222J' }],
        vacio: '',
      },
    );
    expect(sections).toEqual([
      {
        titulo: 'Solicitante',
        campos: [
          { campo: 'repNombre', etiqueta: 'Nombre de la persona representada', valor: 'Julián Prieto' },
          { campo: 'nombre', etiqueta: 'Nombre y apellidos', valor: 'Lucía Márquez' },
        ],
        subsecciones: [
          {
            titulo: 'Datos de la vivienda',
            campos: [{ campo: 'comunes.nucleo', etiqueta: 'Núcleo', valor: 'Villaverde' }],
            subsecciones: [],
          },
        ],
      },
      {
        titulo: 'Otros datos',
        campos: [
          { campo: 'modo', etiqueta: 'Modo', valor: 'En representación' },
          { campo: 'fecha', etiqueta: 'Fecha', valor: '09/03/2026' },
          { campo: 'presupuesto', etiqueta: 'Presupuesto', valor: '3150,5' },
          { campo: 'firmaAceptada', etiqueta: 'Firma', valor: 'Sí' },
        ],
        subsecciones: [],
      },
      {
        titulo: 'Persona 1',
        campos: [{ campo: 'personas.0.dni', etiqueta: 'DNI/NIE', valor: '11111111H' }],
        subsecciones: [],
      },
      {
        titulo: 'Persona 2',
        campos: [{ campo: 'personas.1.dni', etiqueta: 'DNI/NIE', valor: '22222222J' }],
        subsecciones: [],
      },
    ]);
  });

  it('formats lists of plain values and booleans', () => {
    expect(formatValue({ type: 'array', items: { type: 'string' } } as Schema, ['a', 'b'])).toBe('a, b');
    expect(formatValue({ type: 'boolean' } as Schema, false)).toBe('No');
  });
});
