import { afterEach, expect, it, vi } from 'vitest';
import {
  createSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  touchSession,
} from '#server/features/auth/sessions.ts';
import { bearer, createStaff, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

const MINUTE = 60_000;

describeWithServer('Sesiones', (server) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const validate = (token: string) =>
    server().app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: bearer(token) });

  it('validate-token answers the user for a live session and 401 without or with a bad token', async () => {
    const { app } = server();
    const staff = await createStaff(app);
    const token = await signIn(app, staff);
    const ok = await validate(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valido: true, usuario: { email: staff.email } });
    expect((await app.inject({ method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
    const bad = await validate(`${token}x`);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ mensaje: 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.' });
  });

  it('logout revokes the session; a second logout still answers 200', async () => {
    const { app } = server();
    const token = await signIn(app);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await validate(token)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('ends after 30 minutes without use, and each use restarts the idle clock (through HTTP, fake clock)', async () => {
    const { app } = server();
    const start = new Date('2026-03-14T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const token = await signIn(app);
    vi.setSystemTime(start.getTime() + 29 * MINUTE);
    expect((await validate(token)).statusCode).toBe(200);
    vi.setSystemTime(start.getTime() + 58 * MINUTE);
    expect((await validate(token)).statusCode).toBe(200);
    vi.setSystemTime(start.getTime() + 88 * MINUTE + 1);
    expect((await validate(token)).statusCode).toBe(401);
  });

  it('ends 12 hours after sign-in however active (injected clock)', async () => {
    const { app } = server();
    const { email } = await createStaff(app);
    const [user] = await app.db.query<{ id: number }>('select id from usuarios where email = $1', [email]);
    const start = new Date('2026-03-14T08:00:00Z');
    const token = await createSession(app.db, user?.id ?? 0, start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    // Used every 20 minutes: never idle, still cut at 12 hours.
    for (let t = 20 * MINUTE; t < SESSION_ABSOLUTE_MS; t += 20 * MINUTE) {
      expect(await touchSession(app.db, token, at(t))).toMatchObject({ email });
    }
    expect(await touchSession(app.db, token, at(SESSION_ABSOLUTE_MS))).toBeUndefined();
    // Idle limit on the same injected clock.
    const other = await createSession(app.db, user?.id ?? 0, start);
    expect(await touchSession(app.db, other, at(SESSION_IDLE_MS - 1))).toBeDefined();
    expect(await touchSession(app.db, other, at(2 * SESSION_IDLE_MS - 2))).toBeDefined();
    expect(await touchSession(app.db, other, at(3 * SESSION_IDLE_MS - 2))).toBeUndefined();
  });

  it('protects publishing routes: 401 without a session', async () => {
    const { app } = server();
    const video = {
      titulo: 'Video pleno 14 de marzo de 2026',
      fecha: '2026-03-14',
      url: 'https://youtu.be/abcdefghijk',
    };
    const anonymous = await app.inject({ method: 'POST', url: '/api/actas-video', payload: video });
    expect(anonymous.statusCode).toBe(401);
    const token = await signIn(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const revoked = await app.inject({
      method: 'POST',
      url: '/api/actas-video',
      payload: video,
      headers: bearer(token),
    });
    expect(revoked.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auditoria' })).statusCode).toBe(401);
  });
});
