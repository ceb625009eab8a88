import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { toMultipart } from '#engine/wire/multipart.ts';
import { bearer, randomIp, signIn } from './auth-fixtures.ts';
import { bookingBody } from './booking-helpers.ts';
import { describeWithServer } from './databases.ts';
import {
  exampleData,
  exampleFiles,
  file,
  pdfBytes,
  postSubmission,
  procedureBySlug,
} from './procedures-helpers.ts';

/** V8's full collector, exposed at run time (the test runner starts without --expose-gc). */
function exposedGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

// Issue 12, findings 5 and 9: NUL, other control and bidi characters and endless e-mails on every kind of input.
const NUL = '\u0000';
const RLO = '\u202e';

async function refused(app: FastifyInstance, request: InjectOptions, campo: string) {
  const response = await app.inject({ remoteAddress: randomIp(), ...request });
  expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(400);
  const body = response.json() as { mensaje: string; errores: Array<{ campo: string }> };
  expect(body.mensaje).toContain(`«${campo}»`);
  expect(body.errores[0]?.campo).toBe(campo);
  expect(response.body).not.toContain(NUL);
  expect(response.body).not.toContain(RLO);
  return response;
}

describeWithServer('Frontera de entrada: caracteres hostiles y correos sin fin', (server) => {
  it('refuses NUL and bidi characters in JSON bodies with 400 naming the field (login, reset, booking, chat)', async () => {
    const { app } = server();
    const json = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
    await refused(
      app,
      json('/api/auth/login', { email: `vecina${NUL}@example.org`, password: 'x' }),
      'email',
    );
    await refused(app, json('/api/auth/forgot-password', { email: `vecina${NUL}@example.org` }), 'email');
    await refused(
      app,
      json('/api/auth/reset-password', { token: `abc${NUL}`, password: 'Una-Clave-Larga-2026' }),
      'token',
    );
    await refused(app, json('/api/pago/crear-sesion', bookingBody({ nombre: `Lucía${NUL}` })), 'nombre');
    await refused(app, json('/api/pago/crear-sesion', bookingBody({ nombre: `Lucía${RLO}` })), 'nombre');
    await refused(
      app,
      json('/api/pago/crear-sesion', bookingBody({ horas: ['10:00', `10:30${NUL}`] })),
      'horas.1',
    );
    await refused(app, json('/api/chat', { message: `hola${NUL}` }), 'message');
    await refused(app, json('/api/chat', { message: 'hola', prevId: `x${NUL}` }), 'prevId');
    await refused(app, json('/api/chat', { [`clave${NUL}`]: 'hola' }), 'clave');
  });

  it('refuses them in query strings and path parameters, where line breaks are refused too', async () => {
    const { app } = server();
    await refused(app, { method: 'GET', url: '/api/stripe/consulta-sesion?session_id=cs_%00' }, 'session_id');
    await refused(app, { method: 'GET', url: '/api/reservas?pista=tenis%0A&dia=2026-01-01' }, 'pista');
    await refused(app, { method: 'GET', url: '/api/verificar/ABC%E2%80%AEDEF' }, 'csv');
  });

  it('refuses them in multipart fields and file names, and keeps tab and line breaks in multi-line text', async () => {
    const { app } = server();
    const procedure = procedureBySlug('solicitud-general');
    const data = exampleData(procedure);
    const textField = Object.entries(data).find(
      ([, value]) => typeof value === 'string' && value.length > 20,
    )?.[0];
    if (!textField) throw new Error('El ejemplo no tiene un texto largo');
    const files = await exampleFiles(procedure, data);

    const withNul = await postSubmission(
      app,
      procedure,
      toMultipart({ ...data, [textField]: `a${NUL}b` }, files),
    );
    expect(withNul.statusCode).toBe(400);
    expect((withNul.json() as { errores: Array<{ campo: string }> }).errores[0]?.campo).toBe(textField);

    const slot = procedure.documentos[0]?.clave ?? 'otros';
    const evil = {
      documentos: [{ clave: slot, archivo: file(pdfBytes('bidi'), `evil${RLO}fdp.exe`, 'application/pdf') }],
    };
    const badName = await postSubmission(app, procedure, toMultipart(data, evil));
    expect(badName.statusCode).toBe(400);
    expect(badName.body).not.toContain(RLO);

    const multiline = await postSubmission(
      app,
      procedure,
      toMultipart({ ...data, [textField]: `Primera línea\n\tsangrada\r\nTercera` }, files),
    );
    expect(multiline.statusCode, multiline.body).toBe(201);

    const token = await signIn(app);
    const form = new FormData();
    form.append('titulo', `Título${NUL}`);
    form.append('contenido', 'Texto');
    const news = await app.inject({
      method: 'POST',
      url: '/api/noticias',
      payload: form,
      headers: bearer(token),
      remoteAddress: randomIp(),
    });
    expect(news.statusCode, news.body).toBe(400);
    expect((news.json() as { errores: Array<{ campo: string }> }).errores[0]?.campo).toBe('titulo');
  });

  it('refuses an e-mail over 254 characters everywhere before doing any work (150 one-megabyte logins)', async () => {
    const { app } = server();
    const huge = `${'a'.repeat(1024 * 1024 - 40)}@example.org`;
    const long = `${'a'.repeat(250)}@example.org`;
    await refused(
      app,
      { method: 'POST', url: '/api/auth/forgot-password', payload: { email: long } },
      'email',
    );
    await refused(
      app,
      { method: 'POST', url: '/api/pago/crear-sesion', payload: bookingBody({ email: long }) },
      'email',
    );
    const procedure = procedureBySlug('solicitud-general');
    const data = exampleData(procedure);
    if ('email' in data) {
      const response = await postSubmission(
        app,
        procedure,
        toMultipart({ ...data, email: long }, await exampleFiles(procedure, data)),
      );
      expect(response.statusCode).toBe(400);
    }
    // Heap after a full collection: what the process keeps, not the garbage the bodies left (RSS depends on
    // when the collector runs and on the other suites in this worker).
    const gc = exposedGc();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 150; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: huge, password: 'x' },
        remoteAddress: randomIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(1000);
    }
    // Nothing keyed by the address is kept: the process does not keep the 150 MB the bodies weighed.
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(50 * 1024 * 1024);
  });
});
