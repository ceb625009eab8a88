import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROCEDURES_DIR } from '#engine/catalogue/load-catalogue.ts';
import { checkProcedures } from './check-procedures.ts';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of one real procedure folder in a temporary procedures/ dir, to break on purpose. */
function copyOf(slug: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'tramites-'));
  temporary.push(root);
  cpSync(path.join(PROCEDURES_DIR, slug), path.join(root, slug), { recursive: true });
  const file = (name: string) => path.join(root, slug, name);
  const edit = (name: string, change: (json: Record<string, unknown>) => void) => {
    const json = JSON.parse(readFileSync(file(name), 'utf8'));
    change(json);
    writeFileSync(file(name), JSON.stringify(json));
  };
  return { root, edit };
}

describe('check:procedures', () => {
  it('passes on every procedure folder of the repository, generated files included', async () => {
    expect(await checkProcedures()).toEqual([]);
  });

  it('reports a $ref that does not resolve', async () => {
    const { root, edit } = copyOf('declaracion-jurada-ppp');
    edit('schema.json', (schema) => {
      (schema.properties as Record<string, unknown>).dni = {
        $ref: '../../schemas/comunes.json#/definitions/nada',
      };
    });
    expect((await checkProcedures(root)).join('\n')).toMatch(/No se puede resolver la referencia/);
  });

  it('reports a uiSchema key the schema does not have, and a field without title', async () => {
    const { root, edit } = copyOf('declaracion-jurada-ppp');
    edit('ui.json', (ui) => {
      ui.telefonoFijo = { 'ui:placeholder': 'x' };
    });
    edit('schema.json', (schema) => {
      (schema.properties as Record<string, unknown>).extra = { type: 'string' };
    });
    const problems = (await checkProcedures(root)).join('\n');
    expect(problems).toMatch(/"telefonoFijo" no existe en schema.json/);
    expect(problems).toMatch(/el campo "extra" no tiene "title"/);
  });

  it('reports an invalid example that passes and a valid example that fails', async () => {
    const { root, edit } = copyOf('licencia-ppp');
    edit('procedure.json', (meta) => {
      meta.ejemplosInvalidos = [{ motivo: 'en realidad es válido', datos: {} }];
    });
    edit('schema.json', (schema) => {
      schema.examples = [{ nombre: 'Sin nada más' }];
    });
    const problems = (await checkProcedures(root)).join('\n');
    // {} is invalid, so only the broken valid example is reported.
    expect(problems).toMatch(/el ejemplo 1 debería ser válido: .*Rellena «DNI\/NIE»/);
  });

  it('reports an unknown icon and a missing consent box', async () => {
    const { root, edit } = copyOf('declaracion-jurada-ppp');
    edit('procedure.json', (meta) => {
      meta.icono = 'cohete';
    });
    edit('schema.json', (schema) => {
      delete (schema.properties as Record<string, unknown>).firmaAceptada;
      schema.required = (schema.required as string[]).filter((name) => name !== 'firmaAceptada');
      for (const example of schema.examples as Record<string, unknown>[]) delete example.firmaAceptada;
    });
    const problems = (await checkProcedures(root)).join('\n');
    expect(problems).toMatch(/el icono "cohete" no existe/);
    expect(problems).toMatch(/falta la casilla "firmaAceptada"/);
  });

  it('reports a document position that names no field', async () => {
    const { root, edit } = copyOf('licencia-obra-menor');
    edit('ui.json', (ui) => {
      (ui['ui:options'] as Record<string, unknown>).documentos = { antesDe: 'fechaDeLaObra' };
    });
    expect((await checkProcedures(root)).join('\n')).toMatch(
      /"ui:options.documentos.antesDe" nombra "fechaDeLaObra", que no existe/,
    );
  });
});
