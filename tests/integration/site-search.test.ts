import { expect, it } from 'vitest';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import assistantContract from '#schemas/api/assistant.json';
import { describeWithServer } from './databases.ts';

// The longest search the API contract accepts.
const MAX_SEARCH_LENGTH = Math.max(
  ...assistantContract.$defs.SearchQuery.properties.q.allOf.map((rule) =>
    'maxLength' in rule ? (rule.maxLength ?? 0) : 0,
  ),
);

interface Result {
  url: string;
  titulo: string;
  tipo: string;
  fragmento: string;
  marcas: Array<[number, number]>;
}

describeWithServer('GET /api/buscar: the site search', (server) => {
  const search = async (q: string, remoteAddress = '10.44.0.1') => {
    const response = await server().app.inject({
      url: `/api/buscar?q=${encodeURIComponent(q)}`,
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { resultados: Result[] }).resultados;
  };
  const marked = (r: Result) => r.marcas.map(([a, b]) => r.fragmento.slice(a, b).toLowerCase());

  it('finds a news item just published, with its matching words marked', async () => {
    const [row] = await server().app.db.query<{ id: number }>(
      "insert into noticias (titulo, contenido) values ('Concurso de espantapájaros', 'El concurso de espantapájaros reúne a las familias en la plaza.') returning id",
    );
    const [first] = await search('espantapájaros');
    expect(first?.url).toBe(`/noticia/${row?.id}`);
    expect(first?.tipo).toBe('Noticia');
    expect(marked(first as Result)).toContain('espantapájaros');
  });

  it('finds every procedure of the catalogue by its title', async () => {
    for (const procedure of loadCatalogue()) {
      const results = await search(procedure.titulo);
      expect(
        results.slice(0, 3).map((r) => r.url.split('#')[0]),
        procedure.titulo,
      ).toContain(`/tramites/${procedure.slug}`);
    }
  });

  it('finds the minutes and videos pages', async () => {
    expect((await search('actas del pleno')).map((r) => r.url)).toContain('/ayuntamiento/actas-pleno');
    expect((await search('vídeo de los plenos')).map((r) => r.url)).toContain('/ayuntamiento/plenos-video');
  });

  it('matches an unfinished last word while the resident types', async () => {
    const [row] = await server().app.db.query<{ id: number }>(
      "insert into noticias (titulo, contenido) values ('Trashumancia por la cañada', 'Paso del ganado trashumante.') returning id",
    );
    expect((await search('trashuma')).map((r) => r.url)).toContain(`/noticia/${row?.id}`);
  });

  it('finds what a misspelt word means, as the site spells it', async () => {
    const [row] = await server().app.db.query<{ id: number }>(
      "insert into noticias (titulo, contenido) values ('La huerta escolar', 'Los alumnos siembran la huerta.') returning id",
    );
    // A short word, which the index's own tolerance of typos leaves alone, with its silent 'h' left out.
    expect((await search('uerta ')).map((r) => r.url)).toContain(`/noticia/${row?.id}`);
  });

  it('answers a Spanish 400 to an empty or too long search', async () => {
    for (const q of ['', '   ', 'a'.repeat(MAX_SEARCH_LENGTH + 1)]) {
      const response = await server().app.inject({ url: `/api/buscar?q=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().mensaje).toMatch(/^(Escribe qué quieres buscar|La búsqueda es demasiado larga)/);
    }
    const missing = await server().app.inject({ url: '/api/buscar' });
    expect(missing.statusCode).toBe(400);
  });

  it('is rate limited per address like the assistant', async () => {
    const get = (remoteAddress: string) => server().app.inject({ url: '/api/buscar?q=plaza', remoteAddress });
    for (let i = 0; i < server().config.limits.searchesPerMinute; i++) await get('10.44.9.9');
    const refused = await get('10.44.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().mensaje).toMatch(/^Has hecho muchas búsquedas seguidas\. Espera 1 minuto/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await get('10.44.9.10')).statusCode).toBe(200);
  });
});
