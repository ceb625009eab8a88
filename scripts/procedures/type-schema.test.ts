import { describe, expect, it } from 'vitest';
import { findProcedure } from '#engine/catalogue/build-catalogue.ts';
import { loadCatalogue } from '#engine/catalogue/load-catalogue.ts';
import type { Procedure } from '#engine/procedure.ts';
import { typesFor } from './generated-files.ts';
import { typeSchema } from './type-schema.ts';

const catalogue = loadCatalogue();
const procedureOf = (slug: string) => findProcedure(catalogue, slug) as Procedure;

describe('generated types', () => {
  it('include the fields declared only under if/then, as optional, named after the folder', async () => {
    const domiciliacion = await typesFor(procedureOf('domiciliacion'));
    expect(domiciliacion).toContain('export interface DomiciliacionDatos {');
    for (const field of ['vehiculoDetalle', 'aguaCuenta', 'ibiUrbanaDetalle', 'otrosTributosDetalle'])
      expect(domiciliacion).toMatch(new RegExp(`^${field}\\?: `, 'm'));
    expect(domiciliacion).toMatch(/^iban: /m);
    expect(await typesFor(procedureOf('licencia-ppp'))).toMatch(/^motivo\?: /m);
    const obraMenor = await typesFor(procedureOf('licencia-obra-menor'));
    for (const field of ['repNombre', 'repDni', 'repCp'])
      expect(obraMenor).toMatch(new RegExp(`^${field}\\?: `, 'm'));
  });

  it('keep lists of options and nested items, and drop only the conditions', () => {
    // JSON text, as in schema.json: a `then` key in an object literal reads like a thenable to the linter.
    const schema = typeSchema(
      JSON.parse(`{
        "type": "object",
        "properties": {
          "tramite": { "type": "string", "oneOf": [{ "const": "alta" }, { "const": "baja" }] },
          "personas": {
            "type": "array",
            "items": {
              "type": "object",
              "properties": { "a": { "type": "string" } },
              "allOf": [{ "if": { "required": ["a"] }, "then": { "properties": { "b": { "type": "string" } } } }]
            }
          }
        },
        "required": ["tramite"],
        "allOf": [
          { "if": { "required": ["tramite"] }, "then": { "properties": { "motivo": {} }, "required": ["motivo"] } }
        ]
      }`),
    );
    const properties = schema.properties as Record<
      string,
      { oneOf?: unknown[]; items?: Record<string, unknown> }
    >;
    expect(schema.allOf).toBeUndefined();
    expect(schema.required).toEqual(['tramite']);
    expect(Object.keys(properties)).toEqual(['tramite', 'personas', 'motivo']);
    expect(properties.tramite?.oneOf).toHaveLength(2);
    const items = properties.personas?.items;
    expect(Object.keys(items?.properties as object)).toEqual(['a', 'b']);
    expect(items?.allOf).toBeUndefined();
  });
});
