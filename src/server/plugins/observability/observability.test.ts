import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOAD_MESSAGE } from './overload.ts';
import { appWithLogs } from './test-app.ts';

describe('request ids and structured logs', () => {
  let server: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    server = await appWithLogs();
  });
  afterAll(() => server.close());

  it('echoes a sane incoming x-request-id and logs a failed request under it', async () => {
    const response = await server.app.inject({
      url: '/api/noticias/no-es-un-numero',
      headers: { 'x-request-id': 'balanceador-42' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe('balanceador-42');
    const lines = server.logs.filter((line) => line.reqId === 'balanceador-42');
    expect(lines.at(-1)).toMatchObject({ msg: 'request completed', res: { statusCode: 400 } });
  });

  it('generates an id when the incoming one is unsafe, also on errors', async () => {
    const response = await server.app.inject({
      url: '/api/no-existe',
      headers: { 'x-request-id': 'falso\nnivel=error' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the path and route pattern without query strings, headers, addresses or bodies', async () => {
    const id = 'consulta-token-1';
    await server.app.inject({
      method: 'GET',
      url: '/api/noticias/999999?limite=2&token=secreto-de-prueba',
      headers: {
        'x-request-id': id,
        authorization: 'Bearer secreto-de-prueba',
        cookie: 'sesion=secreto-de-prueba',
      },
      remoteAddress: '203.0.113.9',
    });
    const lines = server.logs.filter((line) => line.reqId === id);
    expect(lines.at(-1)).toMatchObject({
      level: 30,
      req: { method: 'GET', path: '/api/noticias/999999', route: '/api/noticias/:id' },
      res: { statusCode: 404 },
      responseTime: expect.any(Number),
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secreto-de-prueba');
    expect(text).not.toContain('203.0.113.9');
  });

  it('redacts secrets that a feature logs by mistake', () => {
    server.app.log.info(
      {
        body: { email: 'vecina@example.org', password: 'Clave-Secreta-1' },
        token: 'abc',
        headers: { authorization: 'x' },
      },
      'prueba de redacción',
    );
    const line = server.logs.find((entry) => entry.msg === 'prueba de redacción');
    expect(line).toMatchObject({
      body: { password: '[oculto]' },
      token: '[oculto]',
      headers: { authorization: '[oculto]' },
    });
  });
});

describe('access summary', () => {
  let quiet: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    quiet = await appWithLogs();
  });

  it('writes no line per successful request at info, but counts it in the access summary', async () => {
    for (let i = 0; i < 3; i++)
      await quiet.app.inject({ url: '/api/noticias/ultimas', headers: { 'x-request-id': `lectura-${i}` } });
    expect(quiet.logs.filter((line) => String(line.reqId).startsWith('lectura-'))).toEqual([]);
    await quiet.close();
    const summary = quiet.logs.find((line) => line.msg === 'accesos');
    expect(summary).toMatchObject({ total: 3, peticiones: { 'GET /api/noticias/ultimas 2xx': 3 } });
  });
});

describe('access logs at debug', () => {
  let verbose: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    verbose = await appWithLogs({ LOG_LEVEL: 'debug' });
  });
  afterAll(() => verbose.close());

  it('logs every request on its own', async () => {
    await verbose.app.inject({ url: '/api/noticias/ultimas', headers: { 'x-request-id': 'depuracion-1' } });
    const lines = verbose.logs.filter((line) => line.reqId === 'depuracion-1');
    expect(lines.map((line) => line.msg)).toContain('request completed');
  });
});

describe('overload', () => {
  let server: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    // Thresholds far below production's so a short busy loop trips them (the delay set as an operator would).
    server = await appWithLogs({ OVERLOAD_EVENT_LOOP_DELAY_MS: '40' }, { overload: { sampleInterval: 400 } });
  });
  afterAll(() => server.close());

  const blockLoop = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {}
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers 503 with a Spanish message and Retry-After while the event loop is stuck, then recovers', async () => {
    // Stalls of 100 ms with short breaths until a sample has measured them (a stall with no breath at
    // all is not measured, by design); the measurement holds until the next sample, 400 ms later.
    const measured = () => {
      const delay = server.app.memoryUsage().eventLoopDelay;
      return Number.isFinite(delay) && delay > 40;
    };
    const until = Date.now() + 5000;
    while (!measured() && Date.now() < until) {
      blockLoop(100);
      await pause(1);
    }
    const busy = await server.app.inject('/api/actas');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.headers['x-request-id']).toBeTruthy();
    expect(busy.json()).toEqual({ mensaje: OVERLOAD_MESSAGE });

    // Liveness still answers; readiness says "not ready" so the balancer sends traffic elsewhere.
    expect((await server.app.inject('/api/salud')).statusCode).toBe(200);
    expect((await server.app.inject('/api/salud/lista')).statusCode).toBe(503);

    // Once the loop breathes again the next samples clear the flag (polled: the machine may be busy).
    let status = 503;
    for (let tries = 0; tries < 50 && status === 503; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await server.app.inject('/api/actas')).statusCode;
    }
    expect(status).toBe(200);
  });
});
