import { describe, expect, it } from 'vitest';
import { firstListedField, schemaAtPointer } from './rule-target.ts';

describe('rule targets', () => {
  it('finds the first field a rule lists, in properties, required or the first branch naming one', () => {
    expect(firstListedField({ properties: { vehiculos: {}, agua: {} } })).toBe('vehiculos');
    expect(firstListedField({ required: ['iban'] })).toBe('iban');
    expect(firstListedField([{ const: 'x' }, { required: ['agua'] }])).toBe('agua');
    expect(firstListedField([{ const: 'alta' }, { const: 'baja' }])).toBeUndefined();
    expect(firstListedField(undefined)).toBeUndefined();
  });

  it('resolves ajv schema paths, escaped keys included', () => {
    const schema = { allOf: [{ not: { required: ['a'] } }], properties: { 'a/b': { title: 'T' } } };
    expect(schemaAtPointer(schema, '#/allOf/0/not')).toEqual({ required: ['a'] });
    expect(schemaAtPointer(schema, '#/properties/a~1b/title')).toBe('T');
    expect(schemaAtPointer(schema, '#/allOf/3/not')).toBeUndefined();
  });
});
