import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/render.tsx';
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
      return json({ total: 1, pagina: 1, porPagina: 20, estados: ESTADOS, tramites: [ITEM] });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<ReceivedProcedures />);
    const row = (await screen.findByText('2026/000007')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pilar Quintana Roldán')).toBeInTheDocument();
    expect(within(row).getByText('Recibido')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver el trámite 2026/000007' }));
    expect(await screen.findByText('Que se repare la farola.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar foto farola.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar justificante' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pasar a «En trámite»' }));
    expect(await screen.findByRole('button', { name: 'Pasar a «Resuelto»' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/tramites/7',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ estado: 'en_tramite' }) }),
    );
  });
});
