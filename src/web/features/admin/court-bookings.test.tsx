import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/render.tsx';
import { CourtBookings } from './court-bookings.tsx';
import { EMPTY_DAY, SAMPLE_DAY } from './court-bookings-fixtures.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answering GET /admin/reservas with `answer(url)`; returns the mock to inspect the calls. */
function mockApi(answer: (url: URL) => Response) {
  const mock = vi.fn(async (url: string) => answer(new URL(url, 'http://localhost')));
  vi.stubGlobal('fetch', mock);
  return mock;
}
const requested = (mock: ReturnType<typeof mockApi>) =>
  mock.mock.calls.map(([url]) => new URL(url, 'http://localhost').search);

beforeEach(() => {
  // 00:30 in Madrid on Monday 13 April 2026, still Sunday the 12th in UTC: "today" must be Madrid's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-12T22:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CourtBookings', () => {
  it("opens on today's date in Madrid and shows one accessible table per court, live bookings first-class", async () => {
    const mock = mockApi(() => json(SAMPLE_DAY));
    render(<CourtBookings />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando las reservas…');
    expect(screen.getByLabelText('Día')).toHaveValue('2026-04-13');

    const tenis = await screen.findByRole('table', {
      name: /^Reservas de tenis del lunes, 13 de abril de 2026/,
    });
    expect(requested(mock)).toEqual(['?dia=2026-04-13']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Lunes, 13 de abril de 2026: 2 reservas pagadas (12,00 €) · 1 pendiente de pago · 2 canceladas o caducadas',
    );
    expect(
      within(tenis)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Horario', 'Nombre', 'Correo electrónico', 'Importe', 'Estado', 'Referencia']);
    const paid = within(tenis).getByRole('rowheader', { name: '10:00 – 11:00' }).closest('tr') as HTMLElement;
    expect(within(paid).getByText('Marta Ribera Ficticia')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'marta.ribera@correo.example' })).toHaveAttribute(
      'href',
      'mailto:marta.ribera@correo.example',
    );
    expect(within(paid).getByText(/3,00\s€/)).toBeInTheDocument();
    expect(within(paid).getByText('Pagada')).toBeInTheDocument();
    expect(within(paid).getByText('0b8f5c1e-4a7d-4f21-9c3e-2d6a1b7e9f00')).toBeInTheDocument();

    // Not live: the state in words, the rest greyed.
    const cancelled = within(tenis)
      .getByRole('rowheader', { name: '09:00 – 10:00' })
      .closest('tr') as HTMLElement;
    expect(within(cancelled).getByText('Cancelada')).toBeInTheDocument();
    // Mantine writes the colour as an inline custom property, which happy-dom does not compute.
    const colour = (text: string) => screen.getByText(text).getAttribute('style') ?? '';
    expect(colour('Rosa Encina Supuesta')).toContain('--mantine-color-dimmed');
    expect(colour('Marta Ribera Ficticia')).not.toContain('--mantine-color-dimmed');

    const padel = screen.getByRole('table', { name: /^Reservas de pádel/ });
    expect(within(padel).getByText('Caducada')).toBeInTheDocument();
    expect(within(padel).getByText('Pago devuelto')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fútbol sala' })).toBeInTheDocument();
    expect(screen.getByText('No hay reservas de fútbol sala este día.')).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });

  it('asks again for the chosen court and for the chosen day, and says clearly when there is nothing', async () => {
    const user = userEvent.setup();
    const mock = mockApi(() => json(EMPTY_DAY));
    render(<CourtBookings />);
    expect(
      await screen.findByText('No hay ninguna reserva para el lunes, 13 de abril de 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    mock.mockImplementation(async () =>
      json({ dia: '2026-04-14', pistas: [{ pista: 'padel', reservas: [] }] }),
    );
    await user.selectOptions(screen.getByLabelText('Pista'), 'Pádel');
    await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(
      await screen.findByText('No hay ninguna reserva de pádel para el martes, 14 de abril de 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Día')).toHaveValue('2026-04-14');
    expect(requested(mock)).toEqual([
      '?dia=2026-04-13',
      '?dia=2026-04-13&pista=padel',
      '?dia=2026-04-14&pista=padel',
    ]);

    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await user.selectOptions(screen.getByLabelText('Pista'), 'Todas las pistas');
    expect(requested(mock).at(-1)).toBe('?dia=2026-04-13');
  });

  it('shows the failure in Spanish with the server message when there is one, and retries', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mock = mockApi(() => json({ mensaje: 'Se ha producido un error interno.' }, 500));
    render(<CourtBookings />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han podido cargar las reservas');
    expect(alert).toHaveTextContent('Comprueba la conexión e inténtalo de nuevo en unos momentos.');

    mock.mockImplementation(async () =>
      json({ mensaje: 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.' }, 401),
    );
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.',
    );

    mock.mockImplementation(async () => json(SAMPLE_DAY));
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: /^Reservas de tenis/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
