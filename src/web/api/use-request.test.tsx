import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequest } from './use-request.ts';

/** A request whose answer the test gives by hand, remembering the signal it was asked with. */
function manual() {
  const asked: Array<{
    key: string;
    signal: AbortSignal;
    answer: (value: string) => void;
    fail: () => void;
  }> = [];
  const request = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      asked.push({ key, signal, answer: resolve, fail: () => reject(new Error('caída')) });
    });
  return { asked, request };
}

describe('useRequest', () => {
  it('asks again when the key changes, aborts the older request and ignores its late answer', async () => {
    const { asked, request } = manual();
    const { result, rerender } = renderHook(({ key }) => useRequest(key, request(key)), {
      initialProps: { key: 'tenis/2026-05-04' },
    });
    await waitFor(() => expect(result.current.status).toBe('loading'));
    rerender({ key: 'futbol/2026-05-04' });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[0]?.signal.aborted).toBe(true);
    expect(asked[1]?.signal.aborted).toBe(false);

    await act(async () => asked[1]?.answer('nuevo'));
    expect(result.current).toEqual({ status: 'done', data: 'nuevo' });
    await act(async () => asked[0]?.answer('viejo'));
    expect(result.current).toEqual({ status: 'done', data: 'nuevo' });
  });

  it('reports a failure, and a null key asks nothing', async () => {
    const { asked, request } = manual();
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useRequest(key, request(`${key}`)),
      {
        initialProps: { key: 'q' as string | null },
      },
    );
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => asked[0]?.fail());
    expect(result.current.status).toBe('failed');

    rerender({ key: null });
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(asked).toHaveLength(1);
  });

  it('aborts the request in flight when the page goes away', async () => {
    const { asked, request } = manual();
    const { unmount } = renderHook(() => useRequest('x', request('x')));
    await waitFor(() => expect(asked).toHaveLength(1));
    unmount();
    expect(asked[0]?.signal.aborted).toBe(true);
  });
});
