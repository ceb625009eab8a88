/**
 * The one API client (SPEC §7). Every call of the SPA goes through `apiRequest` (or the `api` shorthands):
 * - base '/api', overridable at build time with VITE_API_BASE (e.g. 'https://sede.example/api');
 * - cookies are sent (`credentials: 'include'`) and `Authorization: Bearer <token>` when a token is stored;
 * - a plain object body is sent as JSON; FormData goes as multipart (the browser sets the boundary);
 * - a JSON answer is parsed as JSON, any other as text (or as a Blob with `responseType: 'blob'`);
 * - any non-2xx answer throws an `ApiError` (message: the body text, or 'Error {status}' when empty),
 *   which is logged with console.error and re-thrown (SPEC §8), as are network failures.
 */
import { getToken } from './session-storage.ts';
import { fetchWithUploadProgress, type UploadProgress } from './upload.ts';

/** Normalises the configured base: no trailing slash; '/api' when nothing (or only blanks) is configured. */
export function resolveApiBase(configured: unknown): string {
  const value = typeof configured === 'string' ? configured.trim() : '';
  return (value || '/api').replace(/\/+$/, '');
}

/** Base of every API path, fixed at build time. */
export const API_BASE = resolveApiBase(import.meta.env.VITE_API_BASE);

/** How requests leave: the global fetch in the browser; the server renderer answers them from the app itself. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** Replaces the transport of every API call (the server-side renderer injects one; see entry-server.tsx). */
export function setApiTransport(transport: typeof fetch): void {
  send = transport;
}

/** Full URL of an API path: apiUrl('/noticias/ultimas') → '/api/noticias/ultimas'. */
export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One field problem as the server reports it in `errores` (400 answers). */
export interface FieldError {
  campo: string;
  mensaje: string;
}

/** A non-2xx answer. `message` is the raw body text (SPEC §8); forms should prefer `mensaje` and `errores`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status of the answer. */
    readonly status: number,
    /** The body parsed as the answer's content type says: an object for JSON, otherwise the text. */
    readonly body: unknown,
    bodyText: string,
  ) {
    super(bodyText.trim() ? bodyText : `Error ${status}`);
  }

  /** The server's Spanish sentence (`mensaje` of a JSON body), else the message. */
  get mensaje(): string {
    const value = isRecord(this.body) ? this.body.mensaje : undefined;
    return typeof value === 'string' && value ? value : this.message;
  }

  /** Per-field problems of a validation answer; empty when the server sent none. */
  get errores(): FieldError[] {
    const list = isRecord(this.body) ? this.body.errores : undefined;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is FieldError =>
        isRecord(item) && typeof item.campo === 'string' && typeof item.mensaje === 'string',
    );
  }
}

export type JsonBody = Record<string, unknown> | unknown[];

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object or array is sent as JSON; FormData as multipart. */
  body?: JsonBody | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'auto' (default): JSON by content type, else text. 'blob': the raw body, for downloads such as PDFs. */
  responseType?: 'auto' | 'blob';
  /** Sees the headers of a successful answer (e.g. `x-total-count` of a paged list) before its body is read. */
  onHeaders?: (headers: Headers) => void;
  /** Bytes of a FormData body sent so far (the request then goes through XMLHttpRequest; see upload.ts). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** Calls the API and returns the parsed answer; throws `ApiError` on non-2xx (see the module comment). */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    signal,
    responseType = 'auto',
  } = options;
  const headers = new Headers(options.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    // Only when there is a body: Fastify rejects an empty body declared as JSON (e.g. POST /auth/logout).
    headers.set('Content-Type', 'application/json');
  }

  try {
    const response =
      options.onUploadProgress && body instanceof FormData
        ? await fetchWithUploadProgress(
            apiUrl(path),
            { method, headers, body, signal },
            options.onUploadProgress,
          )
        : await send(apiUrl(path), { method, headers, body: payload, credentials: 'include', signal });
    if (!response.ok) {
      const text = await response.text();
      throw new ApiError(response.status, parseText(text, response, false), text);
    }
    options.onHeaders?.(response.headers);
    if (responseType === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    return parseText(text, response, true) as T;
  } catch (error) {
    // An abort is the caller's own decision, not a failure worth logging.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Error en la llamada ${method} ${path}:`, error);
    }
    throw error;
  }
}

/** Shorthands for the common verbs. */
export const api = {
  get: <T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(
    path: string,
    body?: JsonBody | FormData,
    options?: Omit<ApiRequestOptions, 'method'>,
  ) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  delete: <T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /^application\/([\w.+-]*\+)?json\b/i.test(type);
}

/**
 * JSON by content type (an empty JSON body is null). Invalid JSON in a success is an error (the caller
 * would misread it); in an error answer the text is kept, since the status already tells what happened.
 */
function parseText(text: string, response: Response, strict: boolean): unknown {
  if (!isJson(response)) return text;
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    if (strict) throw new Error('La respuesta del servidor no es un JSON válido.', { cause });
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
