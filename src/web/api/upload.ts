/** Bytes of the request body sent so far, of the total. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * The same request as `fetch` (credentials included), sent with XMLHttpRequest so the body's upload progress is
 * seen: fetch cannot report it. Answers a real `Response`, so the API client reads it as any other.
 */
export function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Headers; body: FormData; signal?: AbortSignal },
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    for (const [name, value] of init.headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // 204/304 cannot carry a body in a Response.
      const body = xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('No se ha podido conectar con el servidor.'));
    xhr.onabort = () => reject(new DOMException('Envío cancelado', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
