import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { searchSite } from './site-search.ts';
import type { Passage } from './types.ts';

const page = (id: string, frase: string): Passage => ({
  id,
  kind: 'pagina',
  url: '/ayuntamiento/ordenanzas',
  titulo: 'Ordenanzas',
  frases: [frase],
});
const minutes = (id: string, month: string, frase: string): Passage => ({
  id,
  kind: 'acta',
  adjunto: true,
  url: '/ayuntamiento/actas-pleno',
  titulo: 'Actas del Pleno',
  seccion: month,
  anchor: month.toLowerCase().replaceAll(' ', '-'),
  frases: [frase],
});

describe('searchSite', () => {
  it("gives one result per page, but one per month of minutes: each session's agreements are their own", async () => {
    const index = await SearchIndex.build([
      page('o:0', 'La ordenanza del presupuesto participativo fija cómo se proponen las obras.'),
      page('o:1', 'Cada barrio propone obras para el presupuesto participativo del año.'),
      minutes('a:0', 'Marzo de 2026', 'Se aprueba inicialmente el presupuesto participativo del ejercicio.'),
      minutes(
        'a:1',
        'Mayo de 2026',
        'Se aprueba definitivamente el presupuesto participativo del ejercicio.',
      ),
    ]);
    const results = searchSite(index, 'presupuesto participativo ');
    const urls = results.map((r) => r.url);
    expect(urls.filter((url) => url.startsWith('/ayuntamiento/ordenanzas'))).toHaveLength(1);
    expect(results.filter((r) => r.tipo === 'Acta').map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/ayuntamiento/actas-pleno#marzo-de-2026',
        '/ayuntamiento/actas-pleno#mayo-de-2026',
      ]),
    );
  });
});
