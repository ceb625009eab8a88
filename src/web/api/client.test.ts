// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { API_BASE, ApiError, api, apiRequest, apiUrl, resolveApiBase } from './client.ts';
import { saveSession } from './session-storage.ts';

let fetchMock: Mock<typeof fetch>;
let consoleError: Mock<typeof console.error>;

function answer(body: string, status = 200, type = 'application/json; charset=utf-8') {
  fetchMock.mockResolvedValueOnce(new Response(body, { status, headers: { 'content-type': type } }));
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {}) as Mock<typeof console.error>;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('API base', () => {
  it("defaults to '/api' and strips trailing slashes from a configured base", () => {
    expect(API_BASE).toBe('/api');
    expect(resolveApiBase(undefined)).toBe('/api');
    expect(resolveApiBase('  ')).toBe('/api');
    expect(resolveApiBase('https://sede.example/api/')).toBe('https://sede.example/api');
  });

  it('joins paths with exactly one slash', () => {
    expect(apiUrl('/noticias/ultimas')).toBe('/api/noticias/ultimas');
    expect(apiUrl('actas')).toBe('/api/actas');
  });
});

describe('apiRequest', () => {
  it('sends credentials and no Authorization header without a stored token', async () => {
    answer('[]');
    await api.get('/actas');
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/actas');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('adds the bearer token when one is stored', async () => {
    saveSession('secreto-123', { id: 1 });
    answer('{"valido":true}');
    await api.get('/auth/validate-token');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer secreto-123');
  });

  it('sends a plain object as JSON with the JSON content type', async () => {
    answer('{"token":"t","usuario":{}}');
    const result = await api.post('/auth/login', { email: 'a@b.example', password: 'x' });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.example","password":"x"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(result).toEqual({ token: 't', usuario: {} });
  });

  it('sends FormData untouched, leaving the content type to the browser', async () => {
    const form = new FormData();
    form.append('titulo', 'Fiestas');
    answer('{}');
    await api.post('/noticias', form);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('posts without a body and without a JSON content type (empty JSON bodies are rejected)', async () => {
    answer('', 204, '');
    await api.post('/auth/logout');
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('parses non-JSON answers as text and empty JSON as null', async () => {
    answer('hola', 200, 'text/plain');
    await expect(api.get('/texto')).resolves.toBe('hola');
    answer('', 200);
    await expect(api.get('/vacio')).resolves.toBeNull();
  });

  it('returns a Blob when asked, for PDF downloads', async () => {
    answer('%PDF-1.7', 200, 'application/pdf');
    const blob = await api.post<Blob>('/tramites/x', new FormData(), { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('fails loudly on a success whose JSON is invalid', async () => {
    answer('{roto', 200);
    await expect(api.get('/roto')).rejects.toThrow('no es un JSON válido');
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('throws ApiError with the body text, status and parsed body, and logs it', async () => {
    const body = '{"mensaje":"Revisa los datos enviados.","errores":[{"campo":"email","mensaje":"Falta"}]}';
    answer(body, 400);
    const error = await apiRequest('/auth/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe(body);
    expect(apiError.mensaje).toBe('Revisa los datos enviados.');
    expect(apiError.errores).toEqual([{ campo: 'email', mensaje: 'Falta' }]);
    expect(consoleError).toHaveBeenCalledWith('Error en la llamada POST /auth/login:', apiError);
  });

  it("uses 'Error {status}' when the error body is empty", async () => {
    answer('', 502, 'text/plain');
    const error = (await api.get('/actas').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Error 502');
    expect(error.mensaje).toBe('Error 502');
    expect(error.errores).toEqual([]);
    expect(error.body).toBe('');
  });

  it('keeps a plain-text error body as the message', async () => {
    answer('Demasiados intentos', 429, 'text/plain');
    const error = (await api.post('/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.message).toBe('Demasiados intentos');
  });

  it('logs and re-throws network failures', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/chat')).rejects.toThrow('Failed to fetch');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('does not log a request the caller aborted', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));
    await expect(api.get('/chat')).rejects.toThrow('Aborted');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
