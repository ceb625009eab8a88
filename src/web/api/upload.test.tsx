import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client.ts';

/** A stand-in XMLHttpRequest that reports two upload steps, then answers a PDF. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/pdf\r\nx-numero-registro: 2026/000001\r\n';
  }
  abort() {}
  send(body: unknown) {
    this.body = body;
    const step = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 } as ProgressEvent);
    step(250);
    step(1000);
    this.status = 201;
    this.response = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('api upload progress', () => {
  it('sends FormData through XMLHttpRequest with credentials, reports bytes sent and answers the body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
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
      { sent: 250, total: 1000 },
      { sent: 1000, total: 1000 },
    ]);
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(FakeXhr.last?.url).toBe('/api/tramites/solicitud-general');
    expect(FakeXhr.last?.withCredentials).toBe(true);
    expect(FakeXhr.last?.body).toBe(body);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
