import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { bearer, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

/** A small PNG carrying an EXIF block (camera, author) that publishing must strip. */
async function pngWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4f7a' } })
    .png()
    .withExif({ IFD0: { Artist: 'Autora Ficticia', Make: 'Cámara de Prueba' } })
    .toBuffer();
}

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

function form(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; content: Buffer },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return data;
}

describeWithServer('Publicación de contenidos', (server) => {
  let token = '';
  beforeAll(async () => {
    token = await signIn(server().app);
  });

  const send = (method: 'POST' | 'PUT', url: string, body: FormData) =>
    server().app.inject({ method, url, payload: body, headers: bearer(token) });
  /** POST /api/noticias with the text `fields` and, when given, the `imagen` file. */
  const postNews = (
    fields: Record<string, string>,
    imagen?: { name: string; type: string; content: Buffer },
  ) => send('POST', '/api/noticias', form(fields, imagen && { field: 'imagen', ...imagen }));
  const fileOnDisk = (url: string) => path.join(server().config.dataDir, url);

  it('publishes a news item: image re-encoded without metadata, served under /uploads/noticias/, listed', async () => {
    const { app } = server();
    const original = await pngWithMetadata();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await postNews(
      { titulo: 'Nueva ruta del arroyo', contenido: 'Primer párrafo.\r\nSegundo párrafo.' },
      { name: 'ruta.png', type: 'image/png', content: original },
    );
    expect(response.statusCode).toBe(201);
    const item = response.json() as { id: number; imagenPath: string; contenido: string };
    expect(item.contenido).toBe('Primer párrafo.\nSegundo párrafo.');
    expect(item.imagenPath).toMatch(/^\/uploads\/noticias\/[\w-]+\.png$/);
    const stored = readFileSync(fileOnDisk(item.imagenPath));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.exif).toBeUndefined();
    const served = await app.inject({ method: 'GET', url: item.imagenPath });
    expect(served.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/noticias/ultimas' });
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: item.id, titulo: 'Nueva ruta del arroyo' })]),
    );
  });

  it("shows the clerk's own change on the next read, before the database's change notice arrives", async () => {
    const { app } = server();
    const titles = async () =>
      ((await app.inject('/api/noticias/ultimas?limite=50')).json() as Array<{ titulo: string }>).map(
        (n) => n.titulo,
      );
    await titles(); // cached from here on
    // No notice at all for this write: only the publishing route itself can make the list show it.
    await app.db.query('alter table noticias disable trigger noticias_cambios');
    try {
      const response = await postNews(
        { titulo: 'Cierre del puente viejo', contenido: 'Por obras.' },
        { name: 'puente.png', type: 'image/png', content: await pngWithMetadata() },
      );
      expect(response.statusCode).toBe(201);
      expect(await titles()).toContain('Cierre del puente viejo');
    } finally {
      await app.db.query('alter table noticias enable trigger noticias_cambios');
    }
  });

  it('refuses an image that is not JPEG, PNG or WebP by content, whatever its name and type say', async () => {
    const fake = await postNews(
      { titulo: 'Falsa', contenido: 'Texto' },
      { name: 'foto.jpg', type: 'image/jpeg', content: Buffer.from('<script>alert(1)</script>') },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      mensaje: 'La imagen debe ser un archivo JPEG, PNG o WebP.',
      errores: [{ campo: 'imagen', mensaje: 'La imagen debe ser un archivo JPEG, PNG o WebP.' }],
    });
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    const other = await postNews(
      { titulo: 'GIF', contenido: 'Texto' },
      { name: 'a.png', type: 'image/png', content: gif },
    );
    expect(other.statusCode).toBe(400);
    // A PNG signature followed by garbage: decodes to nothing.
    const broken = Buffer.concat([(await pngWithMetadata()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const truncated = await postNews(
      { titulo: 'Rota', contenido: 'Texto' },
      { name: 'a.png', type: 'image/png', content: broken },
    );
    expect(truncated.statusCode).toBe(400);
  });

  it('lists every missing news field', async () => {
    const response = await postNews({ titulo: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errores.map((e: { campo: string }) => e.campo)).toEqual(['titulo', 'contenido']);
    const noImage = await postNews({ titulo: 'T', contenido: 'C' });
    expect(noImage.json()).toMatchObject({
      errores: [{ campo: 'imagen', mensaje: 'Elige una imagen para la noticia.' }],
    });
    const json = await server().app.inject({
      method: 'POST',
      url: '/api/noticias',
      payload: { titulo: 'T' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(415);
  });

  it('edits and deletes a news item, removing the replaced and the deleted image', async () => {
    const { app } = server();
    const created = (
      await postNews(
        { titulo: 'Antes', contenido: 'Texto' },
        { name: 'a.png', type: 'image/png', content: await pngWithMetadata() },
      )
    ).json() as { id: number; imagenPath: string };
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const edited = await send(
      'PUT',
      `/api/noticias/${created.id}`,
      form({ titulo: 'Después' }, { field: 'imagen', name: 'b.jpg', type: 'image/jpeg', content: jpeg }),
    );
    expect(edited.statusCode).toBe(200);
    const after = edited.json() as { titulo: string; contenido: string; imagenPath: string };
    expect(after).toMatchObject({ titulo: 'Después', contenido: 'Texto' });
    expect(after.imagenPath).toMatch(/\.jpg$/);
    expect(existsSync(fileOnDisk(created.imagenPath))).toBe(false);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/noticias/${created.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(fileOnDisk(after.imagenPath))).toBe(false);
    expect((await app.inject({ method: 'GET', url: `/api/noticias/${created.id}` })).statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/noticias/${created.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    const badId = await app.inject({ method: 'DELETE', url: '/api/noticias/abc', headers: bearer(token) });
    expect(badId.statusCode).toBe(400);
  });

  it('publishes minutes only when the file is really a PDF, and deletes them', async () => {
    const { app } = server();
    const png = await send(
      'POST',
      '/api/actas',
      form(
        {},
        { field: 'archivo', name: 'acta.pdf', type: 'application/pdf', content: await pngWithMetadata() },
      ),
    );
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({
      errores: [{ campo: 'archivo', mensaje: 'El acta debe ser un documento PDF.' }],
    });
    const truncated = await send(
      'POST',
      '/api/actas',
      form(
        {},
        { field: 'archivo', name: 'acta.pdf', type: 'application/pdf', content: MINIMAL_PDF.subarray(0, 60) },
      ),
    );
    expect(truncated.statusCode).toBe(400);
    const none = await send('POST', '/api/actas', form({}));
    expect(none.json()).toMatchObject({ errores: [{ campo: 'archivo' }] });

    const ok = await send(
      'POST',
      '/api/actas',
      form(
        { fecha: '2026-03-14' },
        { field: 'archivo', name: 'Pleno ordinario.pdf', type: 'application/pdf', content: MINIMAL_PDF },
      ),
    );
    expect(ok.statusCode).toBe(201);
    const acta = ok.json() as { id: number; url: string; nombre: string; fechaSubida: string };
    expect(acta).toMatchObject({ nombre: 'Pleno ordinario', fechaSubida: '2026-03-14T12:00:00.000Z' });
    expect(acta.url).toMatch(/^\/uploads\/actas\/[\w-]+\.pdf$/);
    expect(readFileSync(fileOnDisk(acta.url))).toEqual(MINIMAL_PDF);
    const list = await app.inject({ method: 'GET', url: '/api/actas' });
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: acta.id, url: acta.url })]),
    );
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/actas/${acta.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(fileOnDisk(acta.url))).toBe(false);
  });

  it('registers plenary videos: http(s) only, thumbnail never on another host, editable and deletable', async () => {
    const { app } = server();
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/actas-video',
        payload: payload as Record<string, string>,
        headers: bearer(token),
      });
    const youtube = await post({
      titulo: 'Video pleno 14 de marzo de 2026',
      fecha: '2026-03-14',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5',
    });
    expect(youtube.statusCode).toBe(201);
    const video = youtube.json() as { id: number; miniatura: string | null; fecha: string };
    expect(video.fecha).toBe('2026-03-14');
    // Fetched by the server (video-thumbnails.test.ts) or, offline, none: never the video host's address.
    expect(video.miniatura ?? '/uploads/plenos/').toMatch(/^\/uploads\/plenos\//);
    const other = await post({
      titulo: 'Video pleno 1 de abril de 2026',
      fecha: '2026-04-01',
      url: 'https://videos.villaverde-del-arroyo.example/pleno.mp4',
    });
    expect(other.json()).toMatchObject({ miniatura: null });

    const js = await post({ titulo: 'X', fecha: '2026-03-14', url: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(400);
    expect(js.json()).toMatchObject({ errores: [{ campo: 'url' }] });
    const badDate = await post({ titulo: 'X', fecha: '2026-02-30', url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(badDate.json()).toMatchObject({ errores: [{ campo: 'fecha' }] });
    const empty = await post({});
    expect(empty.json().errores.map((e: { campo: string }) => e.campo)).toEqual(['titulo', 'fecha', 'url']);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/actas-video/${video.id}`,
      payload: {
        titulo: 'Video pleno 15 de marzo de 2026',
        fecha: '2026-03-15',
        url: 'https://youtu.be/aaaaaaaaaaa',
      },
      headers: bearer(token),
    });
    expect(edited.json()).toMatchObject({ fecha: '2026-03-15' });
    expect(edited.json().miniatura ?? '/uploads/plenos/').toMatch(/^\/uploads\/plenos\//);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/actas-video/${video.id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(204);
  });

  it('shows who published and deleted what in the audit log', async () => {
    const { app } = server();
    const response = await app.inject({ method: 'GET', url: '/api/auditoria', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const actions = (response.json() as Array<{ accion: string; email: string | null }>).map((e) => e.accion);
    for (const action of [
      'noticia_publicada',
      'noticia_editada',
      'noticia_borrada',
      'acta_publicada',
      'acta_borrada',
      'video_publicado',
      'video_editado',
      'video_borrado',
      'inicio_sesion',
    ]) {
      expect(actions).toContain(action);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/auditoria?antesDe=x', headers: bearer(token) }))
        .statusCode,
    ).toBe(400);
  });
});
