import { describe, expect, it } from 'vitest';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { loadCatalogue } from '../node/load-catalogue.ts';
import { withIbanParts } from './iban-parts.ts';

const schema = {
  properties: {
    iban: { type: 'string' },
    entidad: { type: 'string', parteDeIban: { campo: 'iban', desde: 4, hasta: 8 } },
    numeroCuenta: { type: 'string', parteDeIban: { campo: 'iban', desde: 14, hasta: 24 } },
  },
};

describe('withIbanParts', () => {
  it('derives each part from the IBAN typed once, replacing whatever was sent', () => {
    expect(withIbanParts(schema, { iban: 'es91 2100 0418 4502 0005 1332', entidad: '9999' })).toEqual({
      iban: 'es91 2100 0418 4502 0005 1332',
      entidad: '2100',
      numeroCuenta: '0200051332',
    });
  });

  it('leaves the parts out when the IBAN is missing or too short (the IBAN field then reports it)', () => {
    expect(withIbanParts(schema, { entidad: '2100' })).toEqual({});
    expect(withIbanParts(schema, { iban: 'ES91 21' })).toEqual({ iban: 'ES91 21' });
  });

  it('is what domiciliación uses: its account parts are parts of the IBAN', () => {
    const procedure = findProcedure(loadCatalogue(), 'domiciliacion');
    const parts = Object.entries(procedure?.schema.properties ?? {}).filter(
      ([, field]) => typeof field === 'object' && field !== null && 'parteDeIban' in field,
    );
    expect(parts.map(([name]) => name).sort()).toEqual(['agencia', 'dc', 'entidad', 'numeroCuenta']);
  });
});
