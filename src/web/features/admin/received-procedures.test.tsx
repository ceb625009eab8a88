import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { ReceivedProcedures } from './received-procedures.tsx';

const ESTADOS = [
  { valor: 'recibido', texto: 'Recibido' },
  { valor: 'en_tramite', texto: 'En trámite' },
  { valor: 'resuelto', texto: 'Resuelto' },
];
const ITEM = {
  id: 7,
  registro: '2026/000007',
  procedimiento: 'Solicitud general',
  slug: 'solicitud-general',
  fecha: '2026-11-21T23:10:00.000Z',
  nombre: 'Pilar Quintana Roldán',
  email: 'pilar.quintana@correo.example',
  estado: 'recibido',
};
const DETAIL = {
  ...ITEM,
  csv: 'ABCDEFGHJKMNPQRSTUVW',
  correoOmitido: null as string | null,
  siguienteEstado: 'en_tramite',
  justificante: { sha256: 'a'.repeat(64), bytes: 40_000 },
  secciones: [
    {
      titulo: 'Solicitud',
      campos: [{ campo: 'solicita', etiqueta: 'Solicita', valor: 'Que se repare la farola.' }],
      subsecciones: [],
    },
  ],
  archivos: [
    {
      id: 3,
      nombre: 'foto farola.png',
      tipo: 'Otros documentos',
      mime: 'image/png',
      bytes: 2048,
      sha256: 'b'.repeat(64),
    },
  ],
  historial: [],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const PROCEDIMIENTOS = [
  { valor: 'solicitud-general', texto: 'Solicitud general' },
  { valor: 'alta-padron', texto: 'Alta en el padrón' },
];
const LIST = {
  total: 45,
  pagina: 1,
  porPagina: 20,
  estados: ESTADOS,
  procedimientos: PROCEDIMIENTOS,
  tramites: [ITEM],
};

afterEach(() => vi.unstubAllGlobals());

describe('ReceivedProcedures', () => {
  it('lists the inbox, opens a submission with its summary and files, and moves it to the next state', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        return json({
          estado: 'en_tramite',
          siguienteEstado: 'resuelto',
          historial: [
            {
              estado: 'en_tramite',
              email: 'personal@villaverde-del-arroyo.example',
              fecha: '2026-11-22T08:00:00.000Z',
            },
          ],
        });
      }
      if (url.endsWith('/admin/tramites/7')) return json(DETAIL);
      return json(LIST);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/admin', element: <ReceivedProcedures /> }], '/admin');
    const row = (await screen.findAllByText('2026/000007'))
      .map((cell) => cell.closest('tr'))
      .find(Boolean) as HTMLElement;
    expect(within(row).getByText('Pilar Quintana Roldán')).toBeInTheDocument();
    expect(within(row).getByText('Recibido')).toBeInTheDocument();

    await userEvent.click(
      screen.getAllByRole('button', { name: 'Ver el trámite 2026/000007' })[0] as HTMLElement,
    );
    expect(await screen.findByText('Que se repare la farola.')).toBeInTheDocument();
    expect(screen.queryByText('Justificante no enviado por correo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar foto farola.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar justificante' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pasar a «En trámite»' }));
    expect(await screen.findByRole('button', { name: 'Pasar a «Resuelto»' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/tramites/7',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ estado: 'en_tramite' }) }),
    );
  });

  it('says why the applicant’s receipt mail was not sent, when it was not', async () => {
    const reason = 'No se envió el justificante por correo a la persona solicitante: límite diario.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/admin/tramites/7')) return json({ ...DETAIL, correoOmitido: reason });
        return json(LIST);
      }),
    );
    renderRoutes([{ path: '/admin', element: <ReceivedProcedures /> }], '/admin');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Ver el trámite 2026/000007' }))[0] as HTMLElement,
    );
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Justificante no enviado por correo')).toBeInTheDocument();
  });

  it('keeps page and filters in the address and asks the server for exactly them', async () => {
    const fetchMock = vi.fn(async (_url: string) => json(LIST));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/admin', element: <ReceivedProcedures /> }],
      '/admin?pagina=2&estado=en_tramite',
    );
    await screen.findAllByText('2026/000007');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/tramites?pagina=2&estado=en_tramite',
      expect.anything(),
    );
    // The whole state word, never cut, in a table cell and in the phone card.
    const badges = screen.getAllByText('Recibido').filter((el) => el.closest('.mantine-Badge-root'));
    expect(badges).toHaveLength(2);

    const search = screen.getByRole('search', { name: 'Filtrar los trámites recibidos' });
    await user.type(within(search).getByRole('textbox', { name: /^Buscar/ }), 'Quintana');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.search).toBe('?estado=en_tramite&buscar=Quintana');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/tramites?pagina=1&estado=en_tramite&buscar=Quintana',
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(router.state.location.search).toBe('?pagina=3&estado=en_tramite&buscar=Quintana');
  });
});
