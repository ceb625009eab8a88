import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { describeWithServer } from './databases.ts';

// Issue 12, finding 10: the framework's own errors reached residents in English, quoting their input.
const MARK = 'ENTRADA-DEL-VISITANTE';

/** Writes `raw` on a new connection to the server and returns everything it answers. */
function rawRequest(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

function expectSpanish(answer: string, status: number) {
  expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  const json = JSON.parse(body) as { mensaje: string };
  expect(json.mensaje).toMatch(/^(La|Las) [a-záéíóúñ .]+\.$/);
  expect(body).not.toContain(MARK);
  expect(body).not.toMatch(/FST_|Client Error|Exceeded|is not a valid|Bad Request/);
}

describeWithServer(
  'Errores del propio Fastify en español y sin eco',
  (server) => {
    it('answers router, framing and header-size errors in Spanish JSON without echoing the request', async () => {
      const { app } = server();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;

      // A path parameter over the router's 100 characters: 414.
      const long = await rawRequest(
        port,
        `GET /api/verificar/${MARK}${'A'.repeat(120)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expectSpanish(long, 414);

      // A URL that cannot be decoded.
      const badUrl = await rawRequest(
        port,
        `GET /api/verificar/${MARK}%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expectSpanish(badUrl, 400);

      // Bad framing: a request line HTTP cannot parse.
      const framing = await rawRequest(port, `GET /${MARK} HTTP/9.9 ${MARK}\r\n\r\n`);
      expectSpanish(framing, 400);

      // Conflicting framing: both Content-Length and chunked.
      const smuggled = await rawRequest(
        port,
        `POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n${MARK}`,
      );
      expectSpanish(smuggled, 400);

      // Headers over Node's 16 KB: 431.
      const header = await rawRequest(
        port,
        `GET / HTTP/1.1\r\nHost: x\r\nX-Relleno: ${MARK}${'b'.repeat(20_000)}\r\n\r\n`,
      );
      expectSpanish(header, 431);

      // A body over the limit and a broken JSON body go through the error handler, also in Spanish.
      const tooBig = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'content-type': 'application/json' },
        payload: `{"message":"${MARK}${'c'.repeat(1024 * 1024)}"}`,
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ mensaje: 'El envío es demasiado grande.' });
      const badJson = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'content-type': 'application/json' },
        payload: `{"message": ${MARK}`,
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.body).not.toContain(MARK);
      expect(badJson.body).not.toMatch(/FST_|Unexpected|JSON/);
    });
  },
  { databases: 'embedded' },
);
