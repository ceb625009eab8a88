/**
 * A stand-in XMLHttpRequest for the upload tests and the panel's stories. `send` keeps the request and measures
 * its body (the files' bytes plus the text fields'), so the caller reports the upload's steps (`progress`) and
 * the server's answer (`answer`) when it chooses, as a slow line would.
 */
export class FakeUploadRequest {
  /** The requests sent since `installFakeUploads`, oldest first. */
  static sent: FakeUploadRequest[] = [];
  /** Called on every send (a story reports progress there). */
  static onSend: ((request: FakeUploadRequest) => void) | undefined;
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
  body: FormData | undefined;
  total = 0;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getAllResponseHeaders() {
    return `content-type: ${this.response?.type ?? 'application/json'}\r\n`;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    for (const [, value] of body) this.total += typeof value === 'string' ? value.length : value.size;
    FakeUploadRequest.sent.push(this);
    FakeUploadRequest.onSend?.(this);
  }

  /** The browser reports `sent` bytes of the body on their way. */
  progress(sent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: sent, total: this.total } as ProgressEvent);
  }

  /** The server answers with this status and body: a Blob as it is (a PDF…), anything else as JSON. */
  answer(status: number, body: unknown) {
    this.status = status;
    this.response =
      body instanceof Blob ? body : new Blob([JSON.stringify(body)], { type: 'application/json' });
    this.onload?.();
  }
}

/** Puts FakeUploadRequest in place of XMLHttpRequest; answers the function that puts the real one back. */
export function installFakeUploads(onSend?: (request: FakeUploadRequest) => void): () => void {
  const original = globalThis.XMLHttpRequest;
  FakeUploadRequest.sent = [];
  FakeUploadRequest.onSend = onSend;
  globalThis.XMLHttpRequest = FakeUploadRequest as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}
