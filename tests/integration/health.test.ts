import { expect, it } from 'vitest';
import { describeWithServer } from './databases.ts';

describeWithServer('GET /api/salud', (server) => {
  it('reports the database', async () => {
    const { app } = server();
    const response = await app.inject('/api/salud');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ estado: 'ok', baseDatos: { estado: 'ok' } });
  });

  it('sends a strict CSP without eval or inline scripts', async () => {
    const csp = (await server().app.inject('/api/salud')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    const response = await server().app.inject('/api/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ mensaje: 'No se ha encontrado lo que buscas.' });
  });
});
