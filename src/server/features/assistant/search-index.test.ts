import { describe, expect, it } from 'vitest';
import { buildQuery } from './query.ts';
import { SearchIndex } from './search-index.ts';
import type { Passage } from './types.ts';

const procedure = (id: string, kind: Passage['kind'], frase: string): Passage => ({
  id,
  kind,
  url: '/tramites/domiciliacion',
  titulo: 'Domiciliación bancaria',
  frases: [frase],
});

describe('SearchIndex', () => {
  it("counts a word only a procedure's form field says as matched by that field's passage, not by the procedure's others", async () => {
    const index = await SearchIndex.build([
      procedure('d:0', 'tramite', 'Sirve para pagar los recibos por banco.'),
      procedure('d:1', 'campo', 'Matrículas de los vehículos: separadas por comas.'),
    ]);
    const query = buildQuery('recibos de los vehículos', []);
    const hits = index.query(query.terms);
    const about = hits.find((hit) => hit.passage.id === 'd:0');
    const field = hits.find((hit) => hit.passage.id === 'd:1');
    const vehicles = buildQuery('vehículos', []).topic[0] ?? '';
    expect(field?.matched).toContain(vehicles);
    expect(about?.matched).not.toContain(vehicles);
    // A word only the forms use is known to the site, but weighs as an average word would.
    expect(index.knows(vehicles)).toBe(true);
    expect(index.onlyInForms(vehicles)).toBe(true);
  });

  it("finds a document the page links to by its own words, which do not count among the page's", async () => {
    const page = (id: string, frase: string, extra: Partial<Passage> = {}): Passage => ({
      id,
      kind: 'pagina',
      url: '/actas',
      titulo: 'Actas de Pleno',
      frases: [frase],
      ...extra,
    });
    const index = await SearchIndex.build([
      page('a:0', 'Las actas se publican en PDF.'),
      page('a:1', 'Se proponen como fiestas locales San Roque y la Virgen.', { kind: 'acta', adjunto: true }),
      {
        id: 'f:0',
        kind: 'pagina',
        url: '/fiestas',
        titulo: 'Fiestas',
        frases: ['Las fiestas mayores son en agosto.'],
      },
    ]);
    const [hit] = index.query(buildQuery('San Roque', []).terms);
    expect(hit?.passage.id).toBe('a:1');
    // The minutes' 'fiestas' make no second page of the site speak of festivals.
    const festivals = buildQuery('fiestas', []).topic[0] ?? '';
    expect(index.pageShare(festivals)).toBe(1 / 2);
  });

  it("never finds a form's common help, but gives it with its page's passages", async () => {
    const common = { ...procedure('d:2', 'campo', 'DNI/NIE: DNI (8 cifras y letra) o NIE.'), comun: true };
    const index = await SearchIndex.build([
      procedure('d:0', 'tramite', 'Sirve para pagar los recibos por banco.'),
      common,
    ]);
    const query = buildQuery('¿cómo escribo el DNI?', []);
    expect(index.query(query.terms).map((hit) => hit.passage.id)).not.toContain('d:2');
    expect(index.knows(query.topic[0] ?? '')).toBe(false);
    expect(index.passagesAt('/tramites/domiciliacion')).toContain(common);
  });
});
