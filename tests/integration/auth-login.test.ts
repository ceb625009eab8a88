import { expect, it } from 'vitest';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES } from '#server/features/auth/login-throttle.ts';
import { createStaff, login, randomIp, uniqueEmail } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

describeWithServer('POST /api/auth/login', (server) => {
  it('answers a token and the user, stores only an argon2id hash and the token hash', async () => {
    const { app } = server();
    const { email, password } = await createStaff(app);
    const response = await login(app, email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; usuario: Record<string, unknown> };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.usuario).toEqual({ id: expect.any(Number), email, nombre: 'Personal de prueba' });
    const [user] = await app.db.query<{ password_hash: string }>(
      'select password_hash from usuarios where email = $1',
      [email],
    );
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const stored = await app.db.query<{ token_hash: string }>('select token_hash from sesiones');
    expect(stored.map((s) => s.token_hash)).not.toContain(body.token);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('answers 401 with the same body for a wrong password and for an unknown e-mail', async () => {
    const { app } = server();
    const { email } = await createStaff(app);
    const wrong = await login(app, email, 'no-es-la-contraseña');
    const unknown = await login(app, uniqueEmail('nadie'), 'no-es-la-contraseña');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ mensaje: 'Credenciales incorrectas.' });
  });

  it('lists missing fields in Spanish', async () => {
    const { app } = server();
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      mensaje: 'Introduce tu correo electrónico.',
      errores: [
        { campo: 'email', mensaje: 'Introduce tu correo electrónico.' },
        { campo: 'password', mensaje: 'Introduce tu contraseña.' },
      ],
    });
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '"texto"',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('locks an account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    const { app } = server();
    const { email, password } = await createStaff(app);
    for (let i = 0; i < ACCOUNT_FAILURES; i++) {
      // A new address each time: the per-account counter alone must stop this.
      expect((await login(app, email, `mala-${i}`, randomIp())).statusCode).toBe(401);
    }
    const locked = await login(app, email, password, randomIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ mensaje: 'Demasiados intentos fallidos. Espera un momento.' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const [audit] = await app.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where email = $1 and accion = 'inicio_sesion_fallido'",
      [email],
    );
    expect(audit?.n).toBe(ACCOUNT_FAILURES);
  });

  it('locks an address that tries many accounts', async () => {
    const { app } = server();
    const ip = randomIp();
    for (let i = 0; i < ADDRESS_FAILURES; i++) {
      expect((await login(app, uniqueEmail('barrido'), 'Contraseña-Probable-1', ip)).statusCode).toBe(401);
    }
    const { email, password } = await createStaff(app);
    expect((await login(app, email, password, ip)).statusCode).toBe(429);
    expect((await login(app, email, password, randomIp())).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const { app } = server();
    const { email, password } = await createStaff(app);
    for (let i = 0; i < ACCOUNT_FAILURES - 1; i++) await login(app, email, 'mala');
    expect((await login(app, email, password)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURES - 1; i++) await login(app, email, 'mala');
    expect((await login(app, email, password)).statusCode).toBe(200);
  });
});
