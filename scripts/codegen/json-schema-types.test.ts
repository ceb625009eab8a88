import { describe, expect, it } from 'vitest';
import { typesFromSchema } from './json-schema-types.ts';

describe('typesFromSchema', () => {
  it('names the root type as asked, keeps optional and required keys and enums, closes objects', async () => {
    const code = await typesFromSchema(
      {
        title: 'Un título que no da nombre',
        type: 'object',
        additionalProperties: false,
        required: ['zzqNombre'],
        properties: {
          zzqNombre: { type: 'string' },
          zzqModo: { enum: ['uno', 'dos'] },
          zzqLista: { type: 'array', minItems: 1, items: { type: 'integer' } },
        },
      },
      'ZzqTipo',
    );
    expect(code).toMatch(/export interface ZzqTipo \{/);
    expect(code).toMatch(/zzqNombre: string\n/);
    expect(code).toMatch(/zzqModo\?: \("uno" \| "dos"\)/);
    expect(code).toMatch(/zzqLista\?: number\[\]\n/);
    expect(code).not.toMatch(/\[k: string\]/);
  });
});
