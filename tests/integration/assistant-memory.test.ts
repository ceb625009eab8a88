import { expect, it } from 'vitest';
import { describeWithServer, type TestServer } from './databases.ts';

interface Reply {
  content: string;
  citations: Array<{ url: string; titulo: string }>;
  responseId: string;
}

let address = 0;
async function ask(server: TestServer, message: string, prevId: string | null): Promise<Reply> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message, prevId },
    remoteAddress: `10.1.0.${++address}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Reply>();
}

describeWithServer('assistant conversation memory', (server) => {
  it('a follow-up about documents still cites the padrón procedure', async () => {
    const first = await ask(server(), '¿Cómo me empadrono?', null);
    expect(first.citations[0]?.url.split('#')[0]).toBe('/tramites/alta-padron');
    const followUp = await ask(server(), '¿Y qué documentos necesito?', first.responseId);
    expect(followUp.citations.map((c) => c.url.split('#')[0])).toContain('/tramites/alta-padron');
    expect(followUp.citations[0]?.url.split('#')[0]).toBe('/tramites/alta-padron');
    expect(followUp.responseId).not.toBe(first.responseId);
  });

  it('the same follow-up without the conversation is not tied to the padrón', async () => {
    const alone = await ask(server(), '¿Y qué documentos necesito?', null);
    expect(alone.citations[0]?.url.split('#')[0]).not.toBe('/tramites/alta-padron');
  });

  it('keeps following the latest topic across several turns', async () => {
    const first = await ask(server(), 'Quiero reformar el baño de casa', null);
    expect(first.citations[0]?.url.split('#')[0]).toBe('/tramites/licencia-obra-menor');
    const second = await ask(server(), '¿Qué documentos hay que adjuntar?', first.responseId);
    expect(second.citations[0]?.url.split('#')[0]).toBe('/tramites/licencia-obra-menor');
    // A new topic wins over the context.
    const third = await ask(server(), '¿Y cuánto cuesta reservar una pista de tenis?', second.responseId);
    expect(third.citations[0]?.url.split('#')[0]).toBe('/servicios/reserva-pistas');
  });

  it('stores each turn under its conversation', async () => {
    const first = await ask(server(), '¿Cuándo son las fiestas?', null);
    const second = await ask(server(), '¿Y dónde es la verbena?', first.responseId);
    const rows = await server().app.db.query<{
      response_id: string;
      conversacion_id: string;
      pregunta: string;
    }>(
      'select response_id, conversacion_id, pregunta from asistente_turnos where response_id = any($1) order by creado_en',
      [[first.responseId, second.responseId]],
    );
    expect(rows.map((r) => r.pregunta)).toEqual(['¿Cuándo son las fiestas?', '¿Y dónde es la verbena?']);
    expect(rows[0]?.conversacion_id).toBe(rows[1]?.conversacion_id);
  });

  it('an unknown prevId starts a new conversation instead of failing', async () => {
    const reply = await ask(server(), '¿Cuánto cuesta el pádel?', 'no-existe-esta-conversacion');
    expect(reply.citations[0]?.url.split('#')[0]).toBe('/servicios/reserva-pistas');
  });
});
