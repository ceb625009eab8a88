import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import ConfirmationPage from './confirmation-page.tsx';
import PaymentCancelledPage from './payment-cancelled-page.tsx';
import { POLL_MS } from './use-payment-session.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

const renderAt = (url: string) =>
  renderRoutes(
    [
      { path: '/servicios/confirmacion', element: <ConfirmationPage /> },
      { path: '/servicios/pago-cancelado', element: <PaymentCancelledPage /> },
      { path: '/servicios/reserva-pistas', element: <p>Página de reservas</p> },
      { path: '/', element: <p>Portada</p> },
    ],
    url,
  );

describe('ConfirmationPage', () => {
  it('shows court, day and time range of a paid booking, after a loading text', async () => {
    fetchMock.mockResolvedValue(
      json({
        pista: 'padel',
        dia: '2026-04-20',
        horas: ['20:00', '20:30', '21:00'],
        importe: 900,
        estado: 'pagada',
      }),
    );
    renderAt('/servicios/confirmacion?session_id=sbx_abc');
    expect(screen.getByText('Cargando reserva...')).toBeInTheDocument();
    expect(await screen.findByText('¡Reserva confirmada!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/stripe/consulta-sesion?session_id=sbx_abc',
      expect.anything(),
    );
    expect(screen.getByText('Pádel')).toBeInTheDocument();
    expect(screen.getByText('lunes, 20 de abril de 2026')).toBeInTheDocument();
    expect(screen.getByText('20:00 – 21:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('asks again while the payment is still being confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const booking = { pista: 'tenis', dia: '2026-04-20', horas: ['10:00', '10:30'], importe: 300 };
      fetchMock
        .mockResolvedValueOnce(json({ ...booking, estado: 'pendiente' }))
        .mockResolvedValue(json({ ...booking, estado: 'pagada' }));
      renderAt('/servicios/confirmacion?session_id=cs_test_lento');
      expect(await screen.findByText('Estamos confirmando tu pago…')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(POLL_MS + 100);
      });
      expect(await screen.findByText('¡Reserva confirmada!')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without session_id says so and asks nothing', () => {
    renderAt('/servicios/confirmacion');
    expect(screen.getByText('No se encontró el ID de sesión.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a failed lookup', async () => {
    fetchMock.mockResolvedValue(json({ mensaje: 'No existe' }, 404));
    renderAt('/servicios/confirmacion?session_id=sbx_desconocida');
    expect(await screen.findByText('Error al recuperar la reserva.')).toBeInTheDocument();
  });

  it('says plainly when the booking was not completed', async () => {
    fetchMock.mockResolvedValue(
      json({
        pista: 'tenis',
        dia: '2026-04-20',
        horas: ['10:00', '10:30'],
        importe: 300,
        estado: 'caducada',
      }),
    );
    renderAt('/servicios/confirmacion?session_id=sbx_tarde');
    expect(await screen.findByText('La reserva no está confirmada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hacer otra reserva' })).toHaveAttribute(
      'href',
      '/servicios/reserva-pistas',
    );
  });
});

describe('PaymentCancelledPage', () => {
  it('offers to try again on the booking page', () => {
    renderAt('/servicios/pago-cancelado');
    expect(screen.getByRole('heading', { level: 1, name: 'Pago cancelado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a intentarlo' })).toHaveAttribute(
      'href',
      '/servicios/reserva-pistas',
    );
  });
});
