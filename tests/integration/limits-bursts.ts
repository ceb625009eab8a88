import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { createStaff, login, randomIp, uniqueEmail } from './auth-fixtures.ts';
import type { TestServer } from './databases.ts';

const statuses = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

/** Finding 4: parallel bursts get exactly the limit's number of real checks, never one more. */
export function burstSuite(server: () => TestServer, apps: () => FastifyInstance[]) {
  const pick = (i: number) => {
    const list = apps();
    return list[i % list.length] as FastifyInstance;
  };
  /** `count` requests at once, spread over the replicas: `send(replica, i)` makes the i-th. */
  const burst = (
    count: number,
    send: (replica: FastifyInstance, i: number) => Promise<LightMyRequestResponse>,
  ) => Promise.all(Array.from({ length: count }, (_, i) => send(pick(i), i)));

  it('50 parallel guesses on one account from one address: exactly the pair limit is checked', async () => {
    const { app, config } = server();
    const { email } = await createStaff(app);
    const ip = randomIp();
    const responses = await burst(50, (replica, i) => login(replica, email, `mala-${i}`, ip));
    expect(statuses(responses)).toEqual({
      401: config.limits.loginFailuresPerAccountAddress,
      429: 50 - config.limits.loginFailuresPerAccountAddress,
    });
    const [audit] = await app.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where email = $1 and accion = 'inicio_sesion_fallido'",
      [email],
    );
    expect(audit?.n).toBe(config.limits.loginFailuresPerAccountAddress);
  });

  it('100 parallel guesses from one address on many accounts: exactly the address limit is checked', async () => {
    const { config } = server();
    const ip = randomIp();
    const responses = await burst(100, (replica) =>
      login(replica, uniqueEmail('rafaga'), 'Contraseña-Probable-1', ip),
    );
    expect(statuses(responses)).toEqual({
      401: config.limits.loginFailuresPerAddress,
      429: 100 - config.limits.loginFailuresPerAddress,
    });
  });

  it('40 parallel reset-token guesses from one address: exactly the limit is checked', async () => {
    const { app, config } = server();
    const { email } = await createStaff(app);
    const ip = randomIp();
    const responses = await burst(40, (replica, i) =>
      replica.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: {
          email,
          token: `token-inventado-${String(i).padStart(8, '0')}`,
          newPassword: 'Molino-de-la-Ribera-12',
          confirmPassword: 'Molino-de-la-Ribera-12',
        },
        remoteAddress: ip,
      }),
    );
    const limit = config.limits.resetAttemptsPerAddress;
    expect(statuses(responses)).toEqual({ 400: limit, 429: 40 - limit });
    const [audit] = await app.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where email = $1 and accion = 'restablecimiento_fallido'",
      [email],
    );
    expect(audit?.n).toBe(limit);
  });

  it('parallel chat questions and receipt checks from one address: exactly the limit answered', async () => {
    const { config } = server();
    const ip = randomIp();
    const chat = await burst(40, (replica) =>
      replica.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: '¿Horario del pabellón?' },
        remoteAddress: ip,
      }),
    );
    const chatLimit = config.limits.chatQuestionsPerMinute;
    expect(statuses(chat)).toEqual({ 200: chatLimit, 429: 40 - chatLimit });
    const limited = chat.find((r) => r.statusCode === 429);
    expect(limited?.json().mensaje).toMatch(
      /^Has hecho muchas preguntas seguidas\. Espera 1 minuto y vuelve/,
    );
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);

    const checks = await burst(40, (replica) =>
      replica.inject({ url: '/api/verificar/ABCDEFGHJKMNPQRSTUVW', remoteAddress: ip }),
    );
    const checkLimit = config.limits.verificationsPerMinute;
    expect(statuses(checks)).toEqual({ 404: checkLimit, 429: 40 - checkLimit });
    expect(checks.find((r) => r.statusCode === 429)?.json().mensaje).toMatch(/Espera 1 minuto y vuelve/);
  });
}
