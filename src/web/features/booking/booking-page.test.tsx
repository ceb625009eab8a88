import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectableDays } from '#shared/booking/index.ts';
import { renderRoutes } from '#tests/render.tsx';
import BookingPage from './booking-page.tsx';
import { leavePage } from './leave-page.ts';

vi.mock('./leave-page.ts', () => ({ leavePage: vi.fn() }));

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let handler: Handler;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
  Promise.resolve(handler(String(input), init)),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  handler = (url) =>
    url.startsWith('/api/reservas')
      ? json([{ hora: '12:00' }, { hora: '12:30' }, { hora: '13:00' }])
      : json({ url: '/pagar/aqui' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockClear();
  vi.mocked(leavePage).mockClear();
});

const firstDay = () => selectableDays(new Date())[0] as string;

async function chooseCourtAndDay(user: ReturnType<typeof userEvent.setup>, court = 'Pádel') {
  renderRoutes([{ path: '/', element: <BookingPage /> }]);
  await user.click(screen.getByRole('radio', { name: court }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Día/ }), firstDay());
  return screen.findByRole('group', { name: 'Horas' });
}

const hour = (grid: HTMLElement, time: string) =>
  within(grid).getByRole('button', { name: new RegExp(`^${time}`) });

describe('BookingPage', () => {
  it('has one h1, the instructions and the seven selectable days', () => {
    renderRoutes([{ path: '/', element: <BookingPage /> }]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Cómo reservar' })).toBeInTheDocument();
    const options = within(screen.getByRole('combobox', { name: /Día/ })).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value).slice(1)).toEqual(selectableDays(new Date()));
  });

  it('asks for everything missing, with field hints that go away after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderRoutes([{ path: '/', element: <BookingPage /> }]);
      await user.click(screen.getByRole('button', { name: 'Reservar' }));
      expect(screen.getByText('Rellena nombre, email y selecciona pista, día y horas.')).toBeInTheDocument();
      expect(screen.getByText('Introduce tu nombre completo.')).toBeInTheDocument();
      expect(screen.getByText('Introduce tu correo.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(3100);
      });
      expect(screen.queryByText('Introduce tu nombre completo.')).not.toBeInTheDocument();
      expect(
        screen.queryByText('Rellena nombre, email y selecciona pista, día y horas.'),
      ).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the hours of the court and day; booked and impossible blocks cannot be chosen', async () => {
    const user = userEvent.setup();
    const grid = await chooseCourtAndDay(user);
    expect(fetchMock).toHaveBeenCalledWith(`/api/reservas?pista=padel&dia=${firstDay()}`, expect.anything());
    await waitFor(() => expect(hour(grid, '12:00')).toBeDisabled());
    for (const time of ['12:00', '12:30', '13:00']) expect(hour(grid, time)).toHaveTextContent('Ocupada');
    // Padel takes three slots: 11:00 and 11:30 would run into 12:00; 20:30 and 21:00 would pass 21:30.
    for (const time of ['11:00', '11:30', '20:30', '21:00']) {
      expect(hour(grid, time)).toBeDisabled();
      expect(hour(grid, time)).toHaveTextContent('No disponible');
    }
    expect(hour(grid, '13:30')).toBeEnabled();
    expect(hour(grid, '13:30')).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles whole blocks and refuses a gap with the contiguity message', async () => {
    const user = userEvent.setup();
    const grid = await chooseCourtAndDay(user);
    await waitFor(() => expect(hour(grid, '09:00')).toBeEnabled());
    await user.click(hour(grid, '09:00'));
    for (const time of ['09:00', '09:30', '10:00'])
      expect(hour(grid, time)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Horario elegido: 09:00 – 10:30 · Total: 6,00\s€/)).toBeInTheDocument();
    await user.click(hour(grid, '15:00'));
    expect(
      screen.getByText('Las horas deben ser contiguas. Haz otra reserva para más tramos.'),
    ).toBeInTheDocument();
    expect(hour(grid, '15:00')).toHaveAttribute('aria-pressed', 'false');
    await user.click(hour(grid, '09:30'));
    expect(hour(grid, '09:00')).toHaveAttribute('aria-pressed', 'false');
  });

  it('works from the keyboard: the hour buttons toggle with Space and Enter', async () => {
    const user = userEvent.setup();
    const grid = await chooseCourtAndDay(user, 'Tenis');
    await waitFor(() => expect(hour(grid, '09:00')).toBeEnabled());
    hour(grid, '09:00').focus();
    await user.keyboard(' ');
    expect(hour(grid, '09:30')).toHaveAttribute('aria-pressed', 'true');
    hour(grid, '10:00').focus();
    await user.keyboard('{Enter}');
    expect(hour(grid, '10:30')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the load failure with an empty grid', async () => {
    handler = () => json({ mensaje: 'fallo' }, 500);
    const user = userEvent.setup();
    const grid = await chooseCourtAndDay(user, 'Tenis');
    expect(await screen.findByText('❌ No se pudieron cargar las horas.')).toBeInTheDocument();
    expect(within(grid).queryAllByRole('button')).toHaveLength(0);
  });

  async function fillAndConfirm(user: ReturnType<typeof userEvent.setup>) {
    const grid = await chooseCourtAndDay(user, 'Fútbol sala');
    await waitFor(() => expect(hour(grid, '20:00')).toBeEnabled());
    await user.click(hour(grid, '20:00'));
    // paste, not type: one input event instead of one per character keeps the suite fast.
    await user.click(screen.getByRole('textbox', { name: /Nombre completo/ }));
    await user.paste('Marta Ejemplo Ficticia');
    await user.click(screen.getByRole('textbox', { name: /Correo electrónico/ }));
    await user.paste('marta@example.org');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    return screen.findByRole('dialog', { name: 'Confirma tu reserva' });
  }

  it('confirms with the total and goes to the payment url on Pagar', async () => {
    const user = userEvent.setup();
    const dialog = await fillAndConfirm(user);
    expect(dialog).toHaveTextContent('Fútbol sala');
    expect(dialog).toHaveTextContent('20:00 – 21:00');
    expect(dialog).toHaveTextContent(/5,00\s€/);
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/pagar/aqui'));
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/pago/crear-sesion');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      pista: 'futbol',
      dia: firstDay(),
      horas: ['20:00', '20:30'],
      nombre: 'Marta Ejemplo Ficticia',
      email: 'marta@example.org',
    });
  });

  it('closes the popup with "No se pudo iniciar el pago." when no url comes back', async () => {
    const user = userEvent.setup();
    const dialog = await fillAndConfirm(user);
    handler = () => json({});
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('❌ No se pudo iniciar el pago.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('says "Error de red." when the request never reaches the server', async () => {
    const user = userEvent.setup();
    const dialog = await fillAndConfirm(user);
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('❌ Error de red.')).toBeInTheDocument();
  });

  it('on 409 shows the reason and reloads the hours', async () => {
    const user = userEvent.setup();
    const dialog = await fillAndConfirm(user);
    const loadsBefore = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/reservas'),
    ).length;
    handler = (url) =>
      url.startsWith('/api/reservas')
        ? json([{ hora: '20:00' }, { hora: '20:30' }])
        : json({ mensaje: 'Alguna de las horas elegidas ya está reservada.' }, 409);
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Alguna de las horas elegidas ya está reservada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/reservas')).length).toBe(
        loadsBefore + 1,
      ),
    );
  });
});
