import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import ChatPage from './chat-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(...answers: Array<Response | Promise<Response> | Error>) {
  const fetchMock = vi.spyOn(globalThis, 'fetch');
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockImplementationOnce(() => Promise.resolve(answer));
  }
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof mockFetch>, call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as { message: string; prevId: string | null };

function renderPage() {
  renderRoutes([{ path: '/chat', element: <ChatPage /> }], '/chat');
  return { user: userEvent.setup(), input: screen.getByRole('textbox', { name: 'Tu pregunta' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatPage', () => {
  it('has the title, a labelled input with its placeholder, a send button and a live log', () => {
    const { input } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Asistente Virtual' })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Escribe tu pregunta...');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Conversación con el asistente' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('does not send blank or whitespace-only messages', async () => {
    const fetchMock = mockFetch();
    const { user, input } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.type(input, '    {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Tú')).toBeNull();
  });

  it('sends with Enter, shows ⏳ Generando... meanwhile, links the markers and keeps the responseId', async () => {
    let release: (response: Response) => void = () => {};
    const first = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch(
      first,
      json({
        content: 'Y los documentos, aquí [1].',
        citations: [{ url: '/tramites/alta-padron' }],
        responseId: 'r2',
      }),
    );
    const { user, input } = renderPage();
    await user.type(input, '¿Cómo me empadrono?{Enter}');
    expect(await screen.findByText('⏳ Generando...')).toBeInTheDocument();
    expect(screen.getByText('¿Cómo me empadrono?')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/chat');
    expect(sentBody(fetchMock, 0)).toEqual({ message: '¿Cómo me empadrono?', prevId: null });

    await act(async () =>
      release(
        json({
          content: 'Hazlo con el trámite de alta [1].',
          citations: [{ url: '/tramites/alta-padron', titulo: 'Alta en el padrón' }],
          responseId: 'r1',
        }),
      ),
    );
    const link = await screen.findByRole('link', { name: '[1] Alta en el padrón' });
    expect(link).toHaveAttribute('href', '/tramites/alta-padron');
    expect(screen.queryByText('⏳ Generando...')).toBeNull();

    await user.type(input, '¿Y qué documentos necesito?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText(/Y los documentos, aquí/);
    expect(sentBody(fetchMock, 1)).toEqual({ message: '¿Y qué documentos necesito?', prevId: 'r1' });
  });

  it('shows the error as the assistant message when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(json({ mensaje: 'Se ha producido un error interno.' }, 500), new TypeError('Failed to fetch'));
    const { user, input } = renderPage();
    await user.type(input, 'Hola{Enter}');
    expect(await screen.findByText('Error al conectar con el servidor.')).toBeInTheDocument();
    await user.type(input, 'Hola otra vez{Enter}');
    await waitFor(() => expect(screen.getAllByText('Error al conectar con el servidor.')).toHaveLength(2));
  });

  it('scrolls the log to the bottom on each change', async () => {
    mockFetch(json({ content: 'Respuesta.', citations: [], responseId: 'r1' }));
    const { user, input } = renderPage();
    const log = screen.getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 900 });
    log.scrollTop = 0;
    await user.type(input, 'Pregunta{Enter}');
    await screen.findByText('Respuesta.');
    expect(log.scrollTop).toBe(900);
  });
});
