// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, getUser, saveSession, TOKEN_KEY, USER_KEY } from './session-storage.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('session storage', () => {
  it('uses exactly the keys token and usuario of SPEC §3', () => {
    expect(TOKEN_KEY).toBe('token');
    expect(USER_KEY).toBe('usuario');
    saveSession('abc123', { email: 'admin@villaverde-del-arroyo.example' });
    expect(localStorage.getItem('token')).toBe('abc123');
    expect(JSON.parse(localStorage.getItem('usuario') ?? 'null')).toEqual({
      email: 'admin@villaverde-del-arroyo.example',
    });
  });

  it('reads back what was saved', () => {
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    saveSession('t-1', { id: 7, nombre: 'Administración' });
    expect(getToken()).toBe('t-1');
    expect(getUser()).toEqual({ id: 7, nombre: 'Administración' });
  });

  it('clears both keys and leaves other keys alone', () => {
    localStorage.setItem('cookiesAceptadas', 'true');
    saveSession('t-2', { id: 1 });
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
    expect(localStorage.getItem('cookiesAceptadas')).toBe('true');
  });

  it('treats an empty token as no session', () => {
    localStorage.setItem('token', '');
    expect(getToken()).toBeNull();
  });

  it('refuses to save a session without a token', () => {
    expect(() => saveSession('', {})).toThrow('sin token');
    expect(localStorage.getItem('usuario')).toBeNull();
  });

  it.each(['{no json', '"texto"', '[1,2]', 'null'])('discards an unreadable user record %s', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('usuario', raw);
    expect(getUser()).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
