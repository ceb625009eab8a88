import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { catalogue } from '../catalogue/web-catalogue.ts';
import type { Procedure } from '../procedure.ts';
import type { FormFiles } from '../wire/multipart.ts';
import { fetchSubmission, useSubmission } from './use-submission.ts';

// Issue 12, finding 6: the form sent no Idempotency-Key, so a retry after a 503-after-commit made a duplicate.
const procedure = findProcedure(catalogue, 'declaracion-jurada-ppp') as Procedure;
const pdf = () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 201 });
const unavailable = () =>
  new Response(JSON.stringify({ mensaje: 'No disponible' }), {
    status: 503,
    headers: { 'retry-after': '0' },
  });
const NO_FILES: FormFiles<File> = { documentos: [] };
const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('idempotency-key');

beforeEach(() => {
  window.alert = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:recibo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useSubmission', () => {
  it('sends one Idempotency-Key per attempt and reuses it when retrying after a 503 or a lost connection', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(unavailable())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(pdf())
      .mockResolvedValueOnce(pdf());
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSubmission(procedure, fetchSubmission('/api'), () => {}));
    await act(() => result.current.submit({ nombre: 'Tomás' }, NO_FILES));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(new Set(keys).size).toBe(1);
    expect(result.current.state).toBe('enviado');

    // The next submission (after a success) is a new attempt with a new key.
    await act(() => result.current.submit({ nombre: 'Tomás' }, NO_FILES));
    expect(keyOf(fetchMock.mock.calls[3] as unknown[])).not.toBe(keys[0]);
  });

  it('reuses the key when the person sends the same data again after a failure, and not for different data', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSubmission(procedure, fetchSubmission('/api'), () => {}));
    await act(() => result.current.submit({ nombre: 'Tomás' }, NO_FILES));
    await act(() => result.current.submit({ nombre: 'Tomás' }, NO_FILES));
    await act(() => result.current.submit({ nombre: 'Tomás Ribera' }, NO_FILES));
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(result.current.failure).toBe(procedure.mensajes.error);
  });
});
