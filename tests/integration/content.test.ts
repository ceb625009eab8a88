import { expect, it } from 'vitest';
import { createMinutes } from '#server/features/content/minutes-repository.ts';
import { createNews } from '#server/features/content/news-repository.ts';
import { createVideo } from '#server/features/content/videos-repository.ts';
import { describeWithServer } from './databases.ts';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/**
 * Rows written straight to the database reach the cached lists through a change notice, which PostgreSQL
 * delivers a moment later on another connection (content-cache.test.ts covers that path): these tests, about
 * order and shape, drop the cache themselves and read at once.
 */
const writtenTo = (app: { tableCache: { changed(table: string): void } }, table: string) =>
  app.tableCache.changed(table);

describeWithServer('Content read API', (server) => {
  it('answers empty lists before anything is published', async () => {
    const { app } = server();
    for (const url of ['/api/noticias/ultimas', '/api/actas', '/api/actas-video']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual([]);
    }
    expect((await app.inject('/api/noticias/ultimas')).headers['x-total-count']).toBe('0');
  });

  it('lists the latest news newest first, six by default, with the total in a header', async () => {
    const { app } = server();
    // Inserted out of order so the ordering comes from publicada_en, not from ids.
    const dates = [
      '2025-03-01',
      '2025-06-15',
      '2025-01-10',
      '2025-09-30',
      '2025-05-05',
      '2025-02-02',
      '2025-08-08',
    ];
    for (const [i, date] of dates.entries()) {
      await createNews(app.db, {
        titulo: `Noticia ${date}`,
        contenido: `Primer párrafo ${i}.\nSegundo párrafo.`,
        descripcion: i % 2 === 0 ? `Resumen ${i}` : null,
        imagenPath: i % 3 === 0 ? `/uploads/demo/noticias/${i}.jpg` : null,
        publicadaEn: day(date),
      });
    }
    writtenTo(app, 'noticias');
    const response = await app.inject('/api/noticias/ultimas');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('7');
    const items = response.json() as Array<Record<string, unknown>>;
    expect(items.map((n) => n.titulo)).toEqual(
      [...dates]
        .sort()
        .reverse()
        .slice(0, 6)
        .map((d) => `Noticia ${d}`),
    );
    const first = items[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['contenido', 'descripcion', 'id', 'imagenPath', 'publicadaEn', 'titulo'].sort(),
    );
    expect(first).toMatchObject({
      id: expect.any(Number),
      titulo: 'Noticia 2025-09-30',
      descripcion: null,
      contenido: 'Primer párrafo 3.\nSegundo párrafo.',
      imagenPath: '/uploads/demo/noticias/3.jpg',
      publicadaEn: '2025-09-30T10:00:00.000Z',
    });
    expect(items[1]).toMatchObject({ descripcion: 'Resumen 6', imagenPath: '/uploads/demo/noticias/6.jpg' });
    expect(items[2]).toMatchObject({ descripcion: null, imagenPath: null });
  });

  it('pages the news with limite and pagina', async () => {
    const { app } = server();
    const page = async (query: string) =>
      ((await app.inject(`/api/noticias/ultimas?${query}`)).json() as Array<{ titulo: string }>).map(
        (n) => n.titulo,
      );
    expect(await page('limite=3')).toEqual([
      'Noticia 2025-09-30',
      'Noticia 2025-08-08',
      'Noticia 2025-06-15',
    ]);
    expect(await page('limite=3&pagina=2')).toEqual([
      'Noticia 2025-05-05',
      'Noticia 2025-03-01',
      'Noticia 2025-02-02',
    ]);
    expect(await page('limite=3&pagina=3')).toEqual(['Noticia 2025-01-10']);
    expect(await page('limite=3&pagina=4')).toEqual([]);
    expect(await page('limite=50')).toHaveLength(7);
  });

  it.each([
    ['limite=0', 'limite'],
    ['limite=51', 'limite'],
    ['limite=abc', 'limite'],
    ['limite=2.5', 'limite'],
    ['pagina=0', 'pagina'],
    ['pagina=-1', 'pagina'],
    ['pagina=uno', 'pagina'],
  ])('rejects ?%s with a Spanish 400 naming %s', async (query, field) => {
    const response = await server().app.inject(`/api/noticias/ultimas?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.mensaje).toMatch(new RegExp(`«${field}» debe ser un número entero entre 1 y \\d+\\.`));
    expect(body.errores).toEqual([{ campo: field, mensaje: body.mensaje }]);
  });

  it('returns one news item by id', async () => {
    const { app } = server();
    const [latest] = (await app.inject('/api/noticias/ultimas?limite=1')).json() as Array<{ id: number }>;
    const response = await app.inject(`/api/noticias/${latest?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: latest?.id, titulo: 'Noticia 2025-09-30' });
  });

  it('answers an unknown news id with a Spanish 404', async () => {
    const response = await server().app.inject('/api/noticias/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ mensaje: 'No existe ninguna noticia con ese identificador.' });
  });

  it.each(['abc', 'undefined', '0', '-3', '1.5', '99999999999'])(
    'answers the news id %s with a Spanish 400',
    async (id) => {
      const response = await server().app.inject(`/api/noticias/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        mensaje: 'El identificador de la noticia debe ser un número entero positivo.',
      });
    },
  );

  it('lists minutes newest upload first with ISO dates', async () => {
    const { app } = server();
    for (const date of ['2025-04-24', '2025-10-30', '2025-07-31']) {
      await createMinutes(app.db, {
        nombre: `Acta ${date}`,
        url: `/uploads/demo/actas/${date}.pdf`,
        fechaSubida: day(date),
      });
    }
    writtenTo(app, 'actas');
    const response = await app.inject('/api/actas');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.map((a) => a.fechaSubida)).toEqual([
      '2025-10-30T10:00:00.000Z',
      '2025-07-31T10:00:00.000Z',
      '2025-04-24T10:00:00.000Z',
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      nombre: 'Acta 2025-10-30',
      fechaSubida: '2025-10-30T10:00:00.000Z',
      url: '/uploads/demo/actas/2025-10-30.pdf',
    });
  });

  it('lists plenary videos newest session first, with plain dates and optional thumbnails', async () => {
    const { app } = server();
    await createVideo(app.db, {
      titulo: 'Video pleno 30 de enero de 2025',
      fecha: '2025-01-30',
      url: 'https://v/1',
    });
    await createVideo(app.db, {
      titulo: 'Video pleno 27 de marzo de 2025',
      fecha: '2025-03-27',
      url: 'https://v/2',
      miniatura: '/uploads/demo/plenos/2.jpg',
    });
    writtenTo(app, 'actas_video');
    const response = await app.inject('/api/actas-video');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        titulo: 'Video pleno 27 de marzo de 2025',
        fecha: '2025-03-27',
        url: 'https://v/2',
        miniatura: '/uploads/demo/plenos/2.jpg',
      },
      {
        id: expect.any(Number),
        titulo: 'Video pleno 30 de enero de 2025',
        fecha: '2025-01-30',
        url: 'https://v/1',
        miniatura: null,
      },
    ]);
  });
});
