import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/render.tsx';
import { FakeUploadRequest, installFakeUploads } from '#web/api/upload-fixtures.ts';
import { PublishedContent } from './published-content.tsx';
import { SAMPLE_NEWS, SAMPLE_VIDEO } from './published-content-fixtures.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NEWS = SAMPLE_NEWS;
const VIDEO = SAMPLE_VIDEO;

let restoreUploads = () => {};

/**
 * Lists answer with one news item and one video; `put` answers the edit, a video's (JSON, through fetch) or a
 * news item's (FormData, through XMLHttpRequest, since its upload reports progress).
 */
function server(put: (url: string, init: RequestInit) => Response) {
  const mock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') return put(url, init);
    if (url.includes('/noticias/ultimas')) return json(200, [NEWS]);
    if (url.endsWith('/actas-video')) return json(200, [VIDEO]);
    if (url.endsWith('/actas')) return json(200, []);
    return json(404, { mensaje: 'No encontrado' });
  });
  vi.stubGlobal('fetch', mock);
  restoreUploads = installFakeUploads((request) => {
    const answer = put(request.url, { method: request.method, body: request.body ?? null });
    void answer.json().then((body: unknown) => request.answer(answer.status, body));
  });
  return mock;
}
/** The edits sent, through fetch or XMLHttpRequest, as [url, init]. */
const puts = (mock: ReturnType<typeof server>): Array<[url: string, init?: RequestInit]> => [
  ...mock.mock.calls.filter(([, init]) => init?.method === 'PUT'),
  ...FakeUploadRequest.sent.map((request): [url: string, init?: RequestInit] => [
    request.url,
    { method: request.method, body: request.body ?? null },
  ]),
];

afterEach(() => {
  vi.unstubAllGlobals();
  restoreUploads();
});

describe('Gestionar publicaciones: edit', () => {
  it('opens the news item pre-filled, sends the changes with PUT and returns to the list with the message', async () => {
    const mock = server(() => json(200, { ...NEWS, titulo: 'Fiestas de San Roque 2026' }));
    render(<PublishedContent />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar «Fiestas de San Roque»' }));
    expect(screen.getByRole('heading', { name: 'Editar noticia' })).toBeInTheDocument();
    const titulo = screen.getByLabelText(/Título/);
    expect(titulo).toHaveValue('Fiestas de San Roque');
    expect(screen.getByLabelText(/Contenido/)).toHaveValue(NEWS.contenido);
    expect(screen.getByAltText('Imagen actual de «Fiestas de San Roque»')).toHaveAttribute(
      'src',
      NEWS.imagenPath,
    );
    await user.type(titulo, ' 2026');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Noticia actualizada correctamente');
    const [call] = puts(mock);
    expect(call?.[0]).toBe('/api/noticias/7');
    const body = call?.[1]?.body as FormData;
    expect(body.get('titulo')).toBe('Fiestas de San Roque 2026');
    expect(body.get('contenido')).toBe(NEWS.contenido);
    // No new image chosen: the server keeps the current one.
    expect(body.has('imagen')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Noticias' })).toBeInTheDocument();
  });

  it('sends a newly chosen image with the news edit', async () => {
    const mock = server(() => json(200, NEWS));
    render(<PublishedContent />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar «Fiestas de San Roque»' }));
    const image = new File([new Uint8Array([1, 2, 3])], 'cartel.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"][name="imagen"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, image);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByRole('status');
    const body = puts(mock)[0]?.[1]?.body as FormData;
    expect((body.get('imagen') as File).name).toBe('cartel.png');
  });

  it('keeps the news form open and shows what the server refused', async () => {
    server(() => json(400, { mensaje: 'Escribe el título de la noticia.' }));
    render(<PublishedContent />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar «Fiestas de San Roque»' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar la noticia. Escribe el título de la noticia.',
    );
    expect(screen.getByRole('heading', { name: 'Editar noticia' })).toBeInTheDocument();
  });

  it('refuses an emptied title without calling the server', async () => {
    const mock = server(() => json(200, NEWS));
    render(<PublishedContent />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar «Fiestas de San Roque»' }));
    await user.clear(screen.getByLabelText(/Título/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    // The browser's own required check stops it before any request.
    expect(screen.getByLabelText(/Título/)).toBeInvalid();
    expect(puts(mock)).toHaveLength(0);
  });

  it('opens the video pre-filled and sends JSON with the title regenerated from the new date', async () => {
    const mock = server(() => json(200, VIDEO));
    render(<PublishedContent />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Editar «${VIDEO.titulo}»` }));
    expect(screen.getByRole('heading', { name: 'Editar vídeo de pleno' })).toBeInTheDocument();
    const fecha = screen.getByLabelText(/Fecha del pleno/);
    expect(fecha).toHaveValue('2026-03-14');
    expect(screen.getByLabelText(/URL del vídeo/)).toHaveValue(VIDEO.url);
    await user.clear(fecha);
    await user.type(fecha, '2026-03-15');
    expect(screen.getByText('Título: Video pleno 15 de marzo de 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vídeo actualizado correctamente');
    const [call] = puts(mock);
    expect(call?.[0]).toBe('/api/actas-video/3');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      titulo: 'Video pleno 15 de marzo de 2026',
      fecha: '2026-03-15',
      url: VIDEO.url,
    });
  });

  it('shows "Error del servidor:" with the message when the video edit fails', async () => {
    server(() => json(404, { mensaje: 'No existe ningún vídeo con ese identificador.' }));
    render(<PublishedContent />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Editar «${VIDEO.titulo}»` }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error del servidor: No existe ningún vídeo con ese identificador.',
    );
  });

  it('goes back to the list without saving; minutes have no edit button', async () => {
    const mock = server(() => json(200, VIDEO));
    mock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') return json(200, VIDEO);
      if (url.includes('/noticias/ultimas')) return json(200, [NEWS]);
      if (url.endsWith('/actas-video')) return json(200, [VIDEO]);
      return json(200, [
        { id: 5, nombre: 'Acta enero', fechaSubida: '2026-01-20T12:00:00.000Z', url: '/uploads/actas/a.pdf' },
      ]);
    });
    render(<PublishedContent />);
    const user = userEvent.setup();
    const minutesRow = (await screen.findByRole('link', { name: /Acta enero/ })).closest('tr');
    if (!minutesRow) throw new Error('no minutes row');
    expect(within(minutesRow).queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(within(minutesRow).getByRole('button', { name: /Borrar/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Editar «${VIDEO.titulo}»` }));
    await user.click(screen.getByRole('button', { name: '← Volver a la lista' }));
    expect(screen.getByRole('heading', { name: 'Vídeos de pleno' })).toBeInTheDocument();
    expect(puts(mock)).toHaveLength(0);
  });
});
