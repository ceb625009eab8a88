import { describe, expect, it } from 'vitest';
import type { Schema } from '../procedure.ts';
import { compileValidator } from './ajv.ts';

const schema: Schema = {
  type: 'object',
  properties: {
    fechaInicio: { title: 'Fecha de inicio', type: 'string', format: 'date' },
    dni: { title: 'DNI/NIE', type: 'string', format: 'dni' },
    tramite: { title: 'Trámite', type: 'string', oneOf: [{ const: 'alta' }, { const: 'baja' }] },
    aviso: { title: 'Casilla de aviso', type: 'boolean' },
    superficie: { title: 'Superficie', type: 'number', multipleOf: 0.01, exclusiveMinimum: 0 },
    nota: { title: 'Nota', type: 'string', maxLength: 5 },
    web: { title: 'Página web', type: 'string', format: 'uri' },
    personas: {
      title: 'Personas',
      type: 'array',
      items: {
        title: 'Persona',
        type: 'object',
        properties: { nombre: { title: 'Nombre' } },
        required: ['nombre'],
      },
    },
  },
  required: ['fechaInicio', 'tramite', 'aviso'],
  allOf: [
    {
      description: 'Marca al menos una opción.',
      not: { properties: { aviso: { const: false } } },
    },
  ],
};
const validate = compileValidator(schema);
const messages = (data: unknown) => {
  const result = validate(data);
  return Object.fromEntries(result.errores.map((error) => [error.campo, error.mensaje]));
};

describe('Spanish validation messages', () => {
  it('say what to do about a missing field, worded for feminine and masculine titles alike', () => {
    const found = messages({ personas: [{}] });
    expect(found.fechaInicio).toBe('Rellena «Fecha de inicio»: es un dato obligatorio.');
    expect(found.tramite).toBe('Elige una opción en «Trámite»: es un dato obligatorio.');
    expect(found.aviso).toBe('Marca «Casilla de aviso»: es una casilla obligatoria.');
    expect(found['personas.0.nombre']).toBe('Persona 1: rellena «Nombre»: es un dato obligatorio.');
    for (const message of Object.values(found)) expect(message).not.toMatch(/es obligatori[oa]\./);
  });

  it('name formats, limits and decimals by title, never by key', () => {
    const found = messages({
      fechaInicio: '2026-02-30',
      dni: '12345678A',
      tramite: 'otro',
      aviso: true,
      superficie: 1.234,
      nota: 'demasiado',
      web: 'no es una dirección',
    });
    expect(found).toEqual({
      fechaInicio: '«Fecha de inicio» no es una fecha válida.',
      dni: '«DNI/NIE» no es un DNI/NIE válido: revisa las cifras y la letra.',
      tramite: '«Trámite» debe ser una de las opciones de la lista.',
      superficie: '«Superficie» admite como máximo 2 decimales.',
      nota: '«Nota» admite como máximo 5 caracteres.',
      web: '«Página web» no tiene un formato válido.',
    });
  });

  it('a rule over several fields uses its own description and is placed on the first field it lists', () => {
    expect(messages({ fechaInicio: '2026-01-01', tramite: 'alta', aviso: false })).toEqual({
      aviso: 'Marca al menos una opción.',
    });
  });
});
