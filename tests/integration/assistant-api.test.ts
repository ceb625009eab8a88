import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatEuros } from '#shared/booking/index.ts';
import { paths } from '#shared/paths.ts';
import { MY_PROCEDURES_INTRO, SAVE_LABEL } from '#shared/sede/help-texts.ts';
import { describeWithServer, type TestServer } from './databases.ts';

const site = JSON.parse(readFileSync(new URL('../../content/sitio.json', import.meta.url), 'utf8')) as {
  telefono: string;
  email: string;
};

interface Reply {
  content: string;
  citations: Array<{ url: string; titulo: string }>;
  responseId: string;
}

let address = 0;
/** Each test asks from its own address, so the per-address rate limit never couples tests. */
async function ask(server: TestServer, payload: unknown, from = `10.0.0.${++address}`) {
  return server.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: payload as object,
    remoteAddress: from,
  });
}

describeWithServer('POST /api/chat', (server) => {
  describe('refuses bad input with a Spanish 400', () => {
    it.each([
      ['an empty message', { message: '', prevId: null }],
      ['a whitespace-only message', { message: ' \n\t ', prevId: null }],
      ['no message', { prevId: null }],
      ['a message that is not text', { message: 42 }],
    ])('%s', async (_name, payload) => {
      const response = await ask(server(), payload);
      expect(response.statusCode).toBe(400);
      const mensaje = 'Escribe tu pregunta antes de enviarla.';
      expect(response.json()).toEqual({ mensaje, errores: [{ campo: 'message', mensaje }] });
    });

    it('a message over 2,000 characters (2,000 is accepted)', async () => {
      const tooLong = await ask(server(), { message: 'a'.repeat(2001), prevId: null });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().mensaje).toMatch(/2\.000 caracteres/);
      const atLimit = await ask(server(), { message: `pádel ${'a'.repeat(1994)}`, prevId: null });
      expect(atLimit.statusCode).toBe(200);
    });

    it('a prevId that is not an id', async () => {
      for (const prevId of [123, 'x'.repeat(65), { id: 1 }]) {
        const response = await ask(server(), { message: '¿Cuánto cuesta el pádel?', prevId });
        expect(response.statusCode).toBe(400);
        expect(response.json().mensaje).toBe('El identificador de la conversación no es válido.');
      }
    });

    it('a body that is not JSON', async () => {
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'content-type': 'application/json' },
        payload: '{"message":',
        remoteAddress: '10.0.1.1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().mensaje).toEqual(expect.any(String));
    });
  });

  it("answers any word, even one every JavaScript object carries ('constructor'), and so does the site search", async () => {
    const questions = [
      'Soy constructor y voy a levantar una vivienda, ¿qué licencia pido?',
      'constructor de obras, ¿qué tengo que adjuntar?',
      '¿cuántos constructor hay en el pueblo?',
      Object.getOwnPropertyNames(Object.prototype).join(' '),
    ];
    for (const message of questions) {
      const chat = await ask(server(), { message, prevId: null });
      expect(chat.statusCode, message).toBe(200);
      const search = await server().app.inject({
        url: `/api/buscar?q=${encodeURIComponent(message)}`,
        remoteAddress: `10.0.2.${++address}`,
      });
      expect(search.statusCode, message).toBe(200);
    }
  });

  it('answers with content, site citations and an opaque responseId', async () => {
    const response = await ask(server(), {
      message: '¿Cuánto cuesta reservar la pista de pádel?',
      prevId: null,
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json<Reply>();
    expect(reply.citations[0]).toEqual({
      url: expect.stringMatching(/^\/servicios\/reserva-pistas(#|$)/),
      titulo: expect.any(String),
    });
    expect(reply.citations.length).toBeLessThanOrEqual(3);
    expect(reply.content).toContain('[1]');
    // The price comes from the booking rules, not from a canned answer.
    expect(reply.content).toContain(formatEuros(600));
    expect(reply.responseId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Every marker names an existing citation.
    for (const [, n] of reply.content.matchAll(/\[(\d+)\]/g)) {
      expect(Number(n)).toBeGreaterThanOrEqual(1);
      expect(Number(n)).toBeLessThanOrEqual(reply.citations.length);
    }
  });

  it("answers from the sede's own pages: a form saved to finish later, the state of a request, a receipt's check", async () => {
    const saving = (
      await ask(server(), { message: '¿Puedo guardar el formulario a medias y terminarlo otro día?' })
    ).json<Reply>();
    // A form with steps says so, and so does Mis trámites of the forms saved there (at their own section).
    expect(saving.citations[0]?.url).toMatch(/^\/(tramites\/[a-z0-9-]+|mis-tramites(#[a-z-]+)?)$/);
    expect(saving.content).toContain(SAVE_LABEL);
    const state = (await ask(server(), { message: '¿En qué estado está mi solicitud?' })).json<Reply>();
    expect(state.citations[0]?.url).toBe(paths.misTramites.path);
    expect(state.content).toContain(MY_PROCEDURES_INTRO.slice(0, -1));
    const receipt = (
      await ask(server(), { message: '¿Cómo compruebo que un justificante es auténtico?' })
    ).json<Reply>();
    expect(receipt.citations[0]?.url).toBe(paths.verificar.path);
  });

  it('says so and gives the council contact when nothing fits', async () => {
    const reply = (
      await ask(server(), { message: '¿Quién ganó el mundial de ajedrez en Noruega?' })
    ).json<Reply>();
    expect(reply.citations).toEqual([]);
    expect(reply.content).toContain(site.telefono);
    expect(reply.content).toContain(site.email);
  });

  it('greets back when the message has no question in it', async () => {
    const reply = (await ask(server(), { message: '¡Hola!' })).json<Reply>();
    expect(reply.content).toMatch(/^¡Hola!/);
    expect(reply.citations).toEqual([]);
  });

  it('finds a news item as soon as it is published', async () => {
    const { app } = server();
    const question = { message: '¿Cuándo es el concurso de espantapájaros?' };
    const before = (await ask(server(), question)).json<Reply>();
    expect(before.citations.some((c) => c.url.startsWith('/noticia/'))).toBe(false);
    const [row] = await app.db.query<{ id: number }>(
      `insert into noticias (titulo, descripcion, contenido) values ($1, $2, $3) returning id`,
      [
        'Concurso de espantapájaros en la ribera',
        'Inscripciones abiertas para el concurso de espantapájaros.',
        'El concurso de espantapájaros será el sábado 14 de noviembre en la ribera del arroyo. Las inscripciones se hacen en el Ayuntamiento.',
      ],
    );
    const after = (await ask(server(), question)).json<Reply>();
    expect(after.citations[0]?.url.split('#')[0]).toBe(`/noticia/${row?.id}`);
    expect(after.content).toMatch(/espantapájaros/);
  });
});
