import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api } from './client.ts';
import { FakeUploadRequest, installFakeUploads } from './upload-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('api upload progress', () => {
  it('sends FormData through XMLHttpRequest with credentials, reports bytes sent and answers the body', async () => {
    onTestFinished(
      installFakeUploads((request) => {
        request.progress(1);
        request.progress(3);
        request.answer(201, new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
      }),
    );
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const seen: Array<{ sent: number; total: number }> = [];
    const body = new FormData();
    body.append('nombre', 'Ana');
    const blob = await api.post<Blob>('/tramites/solicitud-general', body, {
      responseType: 'blob',
      onUploadProgress: (progress) => seen.push(progress),
    });
    expect(seen).toEqual([
      { sent: 1, total: 3 },
      { sent: 3, total: 3 },
    ]);
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(FakeUploadRequest.sent[0]?.url).toBe('/api/tramites/solicitud-general');
    expect(FakeUploadRequest.sent[0]?.withCredentials).toBe(true);
    expect(FakeUploadRequest.sent[0]?.body).toBe(body);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
