import { afterEach, expect, it, vi } from 'vitest';
import { bearer, createStaff, login, signIn, uniqueEmail } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

const NEW_PASSWORD = 'Castaños-de-la-Vega-77';

describeWithServer('Restablecer la contraseña', (server) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const forgot = (email: string) =>
    server().app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (payload: Record<string, string>) =>
    server().app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

  /** The token of the last reset mail queued for `email`, read from the queue like the worker would. */
  async function tokenFromMail(email: string): Promise<string> {
    const [mail] = await server().app.db.query<{ texto: string }>(
      'select texto from mail_queue where destinatario = $1 order by id desc limit 1',
      [email],
    );
    const token = mail?.texto.split('\n').find((line) => /^[A-Za-z0-9_-]{24}$/.test(line));
    if (!token) throw new Error(`No hay correo con token para ${email}`);
    return token;
  }

  /** Asks for a reset of `email`'s password and returns the token the mail carries. */
  async function mailedToken(email: string): Promise<string> {
    await forgot(email);
    return tokenFromMail(email);
  }

  /** Sets `email`'s password to NEW_PASSWORD with `token`, typed the same twice. */
  const resetWith = (email: string, token: string) =>
    reset({ email, token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

  it('answers the same whether or not the e-mail has an account, and mails only real accounts', async () => {
    const { app } = server();
    const { email } = await createStaff(app);
    const nobody = uniqueEmail('nadie');
    const known = await forgot(email);
    const unknown = await forgot(nobody);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    const queued = await app.db.query<{ destinatario: string; asunto: string }>(
      'select destinatario, asunto from mail_queue where destinatario = any($1)',
      [[email, nobody]],
    );
    expect(queued).toEqual([
      { destinatario: email, asunto: expect.stringContaining('Restablecer la contraseña') },
    ]);
    // Only the hash of the token is stored.
    const token = await tokenFromMail(email);
    const stored = await app.db.query<{ token_hash: string }>('select token_hash from restablecimientos');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('rejects a missing or malformed e-mail with a field error', async () => {
    const bad = await forgot('no-es-un-correo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errores: [{ campo: 'email' }] });
  });

  it('sets the new password once, signs the user out everywhere, and refuses the token a second time', async () => {
    const { app } = server();
    const staff = await createStaff(app);
    const session = await signIn(app, staff);
    const token = await mailedToken(staff.email);
    const body = { email: staff.email, token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const ok = await reset(body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ mensaje: 'Contraseña actualizada correctamente.' });
    const validate = await app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: bearer(session),
    });
    expect(validate.statusCode).toBe(401);
    expect((await login(app, staff.email, staff.password)).statusCode).toBe(401);
    expect((await login(app, staff.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset({
      ...body,
      newPassword: 'Otra-Contraseña-Larga-9',
      confirmPassword: 'Otra-Contraseña-Larga-9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      mensaje: 'El token no es válido o ha caducado. Solicita uno nuevo.',
      errores: [{ campo: 'token', mensaje: 'El token no es válido o ha caducado. Solicita uno nuevo.' }],
    });
  });

  it('refuses a token after 30 minutes (fake clock) and an earlier token once a new one is sent', async () => {
    const { app } = server();
    const staff = await createStaff(app);
    const start = new Date('2026-03-14T10:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const first = await mailedToken(staff.email);
    vi.setSystemTime(start.getTime() + 30 * 60_000 + 1);
    const late = await resetWith(staff.email, first);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errores: [{ campo: 'token' }] });

    const second = await mailedToken(staff.email);
    const third = await mailedToken(staff.email);
    expect(third).not.toBe(second);
    const superseded = await resetWith(staff.email, second);
    expect(superseded.statusCode).toBe(400);
    const fresh = await resetWith(staff.email, third);
    expect(fresh.statusCode).toBe(200);
  });

  it('checks match and strength before touching the token, with Spanish field errors', async () => {
    const { app } = server();
    const staff = await createStaff(app);
    const token = await mailedToken(staff.email);
    const base = { email: staff.email, token };
    const mismatch = await reset({ ...base, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` });
    expect(mismatch.json()).toMatchObject({
      errores: [{ campo: 'confirmPassword', mensaje: 'Las contraseñas no coinciden' }],
    });
    const short = await reset({ ...base, newPassword: 'Corta-1!', confirmPassword: 'Corta-1!' });
    expect(short.json()).toMatchObject({
      errores: [{ campo: 'newPassword', mensaje: 'La contraseña debe tener al menos 12 caracteres.' }],
    });
    const common = await reset({ ...base, newPassword: 'Password1234', confirmPassword: 'Password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      errores: [{ campo: 'newPassword', mensaje: expect.stringContaining('común') }],
    });
    const missing = await reset({ email: staff.email });
    expect(missing.json().errores.map((e: { campo: string }) => e.campo)).toEqual(['token', 'newPassword']);
    // None of the refusals used the token up.
    const ok = await resetWith(staff.email, token);
    expect(ok.statusCode).toBe(200);
  });

  it('records requests, resets and failures in the audit log without any token or password', async () => {
    const { app } = server();
    const staff = await createStaff(app);
    const token = await mailedToken(staff.email);
    await resetWith(staff.email, token);
    await resetWith(staff.email, token);
    const rows = await app.db.query<{ accion: string; detalle: unknown }>(
      'select accion, detalle from auditoria where email = $1 order by id',
      [staff.email],
    );
    expect(rows.map((r) => r.accion)).toEqual([
      'cuenta_creada',
      'restablecimiento_solicitado',
      'restablecimiento_completado',
      'restablecimiento_fallido',
    ]);
    const dump = JSON.stringify(await app.db.query('select * from auditoria'));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(NEW_PASSWORD);
  });
});
