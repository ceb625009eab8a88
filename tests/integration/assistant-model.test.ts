import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeWithServer, type TestServer } from './databases.ts';

/** A local stand-in for an OpenAI-compatible API: answers with whatever the current test sets. */
let reply: (body: { messages: Array<{ role: string; content: string }> }) => {
  status: number;
  body: unknown;
};
const received: Array<{ url: string; authorization: string | undefined; body: Record<string, unknown> }> = [];
const fake = createServer(async (request: IncomingMessage, response) => {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  const body = JSON.parse(raw);
  received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
  const answer = reply(body);
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const completion = (content: string) => ({
  status: 200,
  body: { choices: [{ message: { role: 'assistant', content } }] },
});

let address = 0;
async function ask(server: TestServer, message: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message, prevId: null },
    remoteAddress: `10.2.0.${++address}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ content: string; citations: Array<{ url: string }> }>();
}

describeWithServer(
  'assistant with a model (LLM_BASE_URL)',
  (server) => {
    beforeEach(() => {
      received.length = 0;
    });

    it('sends the retrieved passages and keeps only valid markers', async () => {
      reply = () => completion('El pádel cuesta 6 € por bloque [1]; hay más datos en [7].');
      const answer = await ask(server(), '¿Cuánto cuesta reservar la pista de pádel?');
      const call = received[0];
      if (!call) throw new Error('El modelo no recibió ninguna llamada');
      expect(call.url).toBe('/v1/chat/completions');
      expect(call.authorization).toBe('Bearer clave-de-prueba');
      expect(call.body.model).toBe('modelo-de-prueba');
      const system = (call.body.messages as Array<{ role: string; content: string }>)[0];
      expect(system?.role).toBe('system');
      expect(system?.content).toContain('(/servicios/reserva-pistas)');
      // [7] named no source: dropped (renumbering is covered by llm-client.test.ts).
      expect(answer.content).toBe('El pádel cuesta 6 € por bloque [1]; hay más datos en.');
      expect(answer.citations).toEqual([
        {
          url: expect.stringMatching(/^\/servicios\/reserva-pistas(#|$)/),
          titulo: expect.stringMatching(/^Reserva de Pistas/),
        },
      ]);
    });

    it('falls back to the local answer when the model fails', async () => {
      reply = () => ({ status: 500, body: { error: 'caído' } });
      const answer = await ask(server(), '¿Cuánto cuesta reservar la pista de pádel?');
      expect(received).toHaveLength(1);
      expect(answer.citations[0]?.url.split('#')[0]).toBe('/servicios/reserva-pistas');
      // The local answer: the price rule quoted, then where to read more.
      expect(answer.content).toMatch(/cuesta .* por bloque/);
      expect(answer.content).toContain('«Reserva de Pistas»');
    });

    it('falls back to the local answer when the model cites nothing', async () => {
      reply = () => completion('Cuesta poco, anímate.');
      const answer = await ask(server(), '¿Cuánto cuesta reservar la pista de pádel?');
      expect(answer.content).not.toContain('anímate');
      expect(answer.content).toContain('[1]');
    });

    it('does not call the model when the site has nothing on the question', async () => {
      reply = () => completion('Inventado [1].');
      const answer = await ask(server(), '¿Quién ganó el mundial de ajedrez en Noruega?');
      expect(received).toHaveLength(0);
      expect(answer.citations).toEqual([]);
    });
  },
  {
    env: { LLM_BASE_URL: baseUrl, LLM_MODEL: 'modelo-de-prueba', LLM_API_KEY: 'clave-de-prueba' },
    databases: 'embedded',
  },
);
