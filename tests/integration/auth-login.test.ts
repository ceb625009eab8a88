import { expect, it } from 'vitest';
import { createStaff, login, randomIp, resetPassword, uniqueEmail } from './auth-fixtures.ts';
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

  it('refuses an (account, address) pair past its failures with 429, Retry-After and the wait in minutes', async () => {
    const { app, config } = server();
    const { email, password } = await createStaff(app);
    const ip = randomIp();
    for (let i = 0; i < config.limits.loginFailuresPerAccountAddress; i++) {
      expect((await login(app, email, `mala-${i}`, ip)).statusCode).toBe(401);
    }
    const locked = await login(app, email, password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      mensaje: 'Demasiados intentos fallidos. Espera 15 minutos y vuelve a intentarlo.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const [audit] = await app.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where email = $1 and accion = 'inicio_sesion_fallido'",
      [email],
    );
    expect(audit?.n).toBe(config.limits.loginFailuresPerAccountAddress);
    // The owner, from anywhere else, is not refused.
    expect((await login(app, email, password, randomIp())).statusCode).toBe(200);
  });

  it('locks an address that tries many accounts, and no one else', async () => {
    const { app, config } = server();
    const ip = randomIp();
    for (let i = 0; i < config.limits.loginFailuresPerAddress; i++) {
      expect((await login(app, uniqueEmail('barrido'), 'Contraseña-Probable-1', ip)).statusCode).toBe(401);
    }
    const { email, password } = await createStaff(app);
    expect((await login(app, email, password, ip)).statusCode).toBe(429);
    expect((await login(app, email, password, randomIp())).statusCode).toBe(200);
  });

  it('finding 3: strangers failing from many addresses never lock the owner out, and are slowed', async () => {
    const { app, config } = server();
    const { email, password } = await createStaff(app);
    const attackers = Array.from({ length: config.limits.loginFailuresPerAccount + 5 }, () => randomIp());
    for (const ip of attackers) expect((await login(app, email, 'mala', ip)).statusCode).toBe(401);
    // Past the account's limit, an address that already failed gets no further check…
    expect((await login(app, email, 'otra-mala', attackers[0])).statusCode).toBe(429);
    expect((await login(app, email, password, attackers[1])).statusCode).toBe(429);
    // …while the right password from an address with no failures gets in, as does a wrong one get its 401.
    expect((await login(app, email, password, randomIp())).statusCode).toBe(200);
    expect((await login(app, email, 'mala', randomIp())).statusCode).toBe(401);
  });

  it('finding 3: a completed password reset clears the account’s counters', async () => {
    const { app, config } = server();
    const { email } = await createStaff(app);
    const home = randomIp();
    for (let i = 0; i < config.limits.loginFailuresPerAccountAddress; i++)
      await login(app, email, 'mala', home);
    for (let i = 0; i < config.limits.loginFailuresPerAccount; i++)
      await login(app, email, 'mala', randomIp());
    const fresh = 'Puente-Romano-del-Arroyo-3';
    expect((await login(app, email, fresh, home)).statusCode).toBe(429);
    expect((await resetPassword(app, email, fresh)).statusCode).toBe(200);
    expect((await login(app, email, fresh, home)).statusCode).toBe(200);
  });

  it('forgets an (account, address) pair’s failures after a successful sign-in', async () => {
    const { app, config } = server();
    const { email, password } = await createStaff(app);
    const ip = randomIp();
    const below = config.limits.loginFailuresPerAccountAddress - 1;
    for (let i = 0; i < below; i++) await login(app, email, 'mala', ip);
    expect((await login(app, email, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < below; i++) await login(app, email, 'mala', ip);
    expect((await login(app, email, password, ip)).statusCode).toBe(200);
  });
});
