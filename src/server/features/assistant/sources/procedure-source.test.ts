import { describe, expect, it } from 'vitest';
import { type ProcedureEntry, procedurePassages } from './procedure-source.ts';

const entry = (firma?: string): ProcedureEntry => ({
  slug: 'alta-padron',
  nombreCorto: 'Alta en el padrón',
  titulo: 'Solicitud de alta en el padrón',
  descripcion: 'Sirve para inscribirse en el padrón.',
  documentos: [],
  textosLegales: [],
  firma,
});

describe('procedure passages', () => {
  it('says how a request is signed, from what the signer confirms', () => {
    const passages = procedurePassages([
      entry('Confirmo que firmaré la solicitud en persona en el Ayuntamiento.'),
    ]);
    const signing = passages.find((p) => p.id === 'tramite:alta-padron:firma');
    expect(signing).toMatchObject({ kind: 'normativa', url: '/tramites/alta-padron', seccion: 'Firma' });
    expect(signing?.frases.join(' ')).toContain('en persona en el Ayuntamiento');
  });

  it('has no signing passage when the procedure confirms nothing', () => {
    expect(procedurePassages([entry()]).some((p) => p.id.endsWith(':firma'))).toBe(false);
  });
});
