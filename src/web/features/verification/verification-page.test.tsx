import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import VerificationPage from './verification-page.tsx';

const CSV = 'ABCDEFGHJKMNPQRSTUVW';
const FOUND = {
  csv: CSV,
  procedimiento: 'Solicitud general',
  registro: '2026/000007',
  fecha: '2026-11-21T23:10:00.000Z',
  justificanteSha256: 'a'.repeat(64),
  estado: 'en_tramite',
  estadoTexto: 'En trámite',
  estadoDesde: '2026-11-24T09:30:00.000Z',
  sello: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('VerificationPage', () => {
  it('checks the code that comes in the receipt link and shows what the council registered', async () => {
    const fetchMock = vi.fn(async () => json(200, FOUND));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/verificar', element: <VerificationPage /> }], `/verificar?csv=${CSV}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Verificar justificante' })).toBeInTheDocument();
    expect(await screen.findByText('El justificante es auténtico')).toBeInTheDocument();
    expect(screen.getByText('2026/000007')).toBeInTheDocument();
    expect(screen.getByText(/22 de noviembre de 2026/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContainEqual(
      expect.stringMatching(/^Estado: En trámite, desde el 24 de noviembre de 2026 a las 10:30:00/),
    );
    expect(fetchMock).toHaveBeenCalledWith(`/api/verificar/${CSV}`, expect.anything());
  });

  it('asks for the whole code, then shows the server message for an unknown one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { mensaje: 'No existe ningún justificante con ese código.' })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/verificar', element: <VerificationPage /> }], '/verificar');
    const input = screen.getByLabelText(/Código seguro de verificación/);
    await userEvent.type(input, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText(/El código tiene 20 letras y números/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'abcde-fghjk-mnpqr-stuvw{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No existe ningún justificante'));
  });
});
