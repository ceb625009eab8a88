import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/render.tsx';
import { FakeUploadRequest, installFakeUploads } from '#web/api/upload-fixtures.ts';
import { MESSAGES } from './messages.ts';
import { MinutesForm } from './minutes-form.tsx';
import { NewsForm } from './news-form.tsx';
import { SAMPLE_NEWS } from './published-content-fixtures.ts';

const MB = 1024 * 1024;
let restore = () => {};
afterEach(() => restore());

/** Chooses a 4 MB minute and sends it; answers the request the form sent. */
async function sendMinute(onPublished: (message: string) => void) {
  restore = installFakeUploads();
  const user = userEvent.setup();
  render(<MinutesForm onPublished={onPublished} />);
  await user.upload(
    screen.getByLabelText('Archivo PDF del acta: elegir archivos'),
    new File([new Uint8Array(4 * MB)], 'acta-pleno.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Subir acta' }));
  const [request] = FakeUploadRequest.sent;
  if (!request) throw new Error('El formulario no ha enviado nada.');
  return request;
}

describe('Admin uploads show the real progress of the bytes sent', () => {
  it('shows the bar of a minute while it uploads, announces its steps and drops it once published', async () => {
    const onPublished = vi.fn();
    const request = await sendMinute(onPublished);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/actas');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => request.progress(1 * MB));
    const bar = screen.getByRole('progressbar', { name: 'Enviando: 1,0 MB de 4,0 MB (25 %)' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Enviado el 25 %.')).toHaveAttribute('aria-live', 'polite');

    act(() => request.progress(4 * MB));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText(`Envío completado; esperando ${MESSAGES.uploadAwaiting}.`)).toBeInTheDocument();
    expect(onPublished).not.toHaveBeenCalled();

    act(() => request.answer(201, { id: 7, nombre: 'acta-pleno.pdf', fechaSubida: '', url: '' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith(MESSAGES.minutesOk));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('drops the bar when the server refuses the minute, and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = await sendMinute(() => {});
    act(() => request.progress(2 * MB));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    act(() => request.answer(400, { mensaje: 'El archivo no es un PDF válido.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${MESSAGES.minutesFailed}: El archivo no es un PDF válido.`,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir acta' })).toBeEnabled();
  });

  it('shows the progress of a news edit sent with PUT', async () => {
    restore = installFakeUploads();
    const onPublished = vi.fn();
    const user = userEvent.setup();
    render(<NewsForm item={SAMPLE_NEWS} onPublished={onPublished} />);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const [request] = FakeUploadRequest.sent;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe(`/api/noticias/${SAMPLE_NEWS.id}`);
    act(() => request?.progress(request.total));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => request?.answer(200, SAMPLE_NEWS));
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith(MESSAGES.newsUpdated));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
