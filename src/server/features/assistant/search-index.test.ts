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
