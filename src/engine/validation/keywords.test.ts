import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { loadCatalogue } from '../node/load-catalogue.ts';
import type { Procedure } from '../procedure.ts';
import { validatorFrom } from '../react/validators.ts';
import { validateProcedureData } from './ajv.ts';

const catalogue = loadCatalogue();
const procedureOf = (slug: string) => findProcedure(catalogue, slug) as Procedure;
const firstExample = (procedure: Procedure) =>
  structuredClone((procedure.schema.examples as Record<string, unknown>[])[0] as Record<string, unknown>);

// The browser's validator is the generated standalone code: the rules must hold there exactly as on the server.
async function browserErrors(procedure: Procedure, data: Record<string, unknown>) {
  const module = (await import(`../generated/validators/${procedure.slug}.js`)) as {
    default: ValidatorFunctions;
  };
  const validator = validatorFrom(procedure, module.default);
  return validator.validateFormData(data, procedure.schema).errors.map((error) => error.message);
}

describe('cross-field rules (server ajv and precompiled browser validators alike)', () => {
  const feriantes = procedureOf('declaracion-feriantes');
  const domiciliacion = procedureOf('domiciliacion');

  it('feriantes: the end date may not come before the start date; the same day is fine', async () => {
    const data = { ...firstExample(feriantes), fechaInicio: '2026-08-14', fechaFin: '2026-08-13' };
    const message = '«Fecha de fin» no puede ser anterior a «Fecha de inicio».';
    expect(validateProcedureData(feriantes, data).errores).toEqual([{ campo: 'fechaFin', mensaje: message }]);
    expect(await browserErrors(feriantes, data)).toEqual([message]);
    const sameDay = { ...data, fechaFin: '2026-08-14' };
    expect(validateProcedureData(feriantes, sameDay).valido).toBe(true);
    expect(await browserErrors(feriantes, sameDay)).toEqual([]);
  });

  it('feriantes: without a start date only the missing date is reported', () => {
    const { fechaInicio: _start, ...data } = firstExample(feriantes);
    expect(validateProcedureData(feriantes, data).errores.map((error) => error.campo)).toEqual([
      'fechaInicio',
    ]);
  });

  it('domiciliación: entity, office, check digits and account must repeat the IBAN', async () => {
    const valid = firstExample(domiciliacion);
    expect(validateProcedureData(domiciliacion, valid).valido).toBe(true);
    expect(await browserErrors(domiciliacion, valid)).toEqual([]);
    const wrong = { ...valid, entidad: '2038', agencia: '0419', dc: '46', numeroCuenta: '0200051333' };
    const expected = [
      { campo: 'entidad', mensaje: '«Entidad» no coincide con las cifras 5 a 8 de «IBAN».' },
      { campo: 'agencia', mensaje: '«Oficina» no coincide con las cifras 9 a 12 de «IBAN».' },
      { campo: 'dc', mensaje: '«Dígitos de control (DC)» no coincide con las cifras 13 a 14 de «IBAN».' },
      { campo: 'numeroCuenta', mensaje: '«Número de cuenta» no coincide con las cifras 15 a 24 de «IBAN».' },
    ];
    expect(validateProcedureData(domiciliacion, wrong).errores).toEqual(expected);
    expect(await browserErrors(domiciliacion, wrong)).toEqual(expected.map((error) => error.mensaje));
  });

  it('domiciliación: an IBAN written with spaces compares the same; a part of the wrong length gets one message', () => {
    const valid = firstExample(domiciliacion);
    expect(String(valid.iban)).toContain(' ');
    const short = validateProcedureData(domiciliacion, { ...valid, numeroCuenta: '020005133' });
    expect(short.errores).toEqual([
      { campo: 'numeroCuenta', mensaje: '«Número de cuenta» no tiene el formato correcto: 10 cifras.' },
    ]);
  });
});
