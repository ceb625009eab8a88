import { expect, it } from 'vitest';
import { bearer, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';
import { postExample, procedureBySlug } from './procedures-helpers.ts';

interface Overview {
  tramitesPorProcedimiento: Array<{ semana: string; procedimiento: string; total: number }>;
  tramitesPorEstado: Array<{ semana: string; estado: string; total: number }>;
  resolucion: Array<{ procedimiento: string; resueltos: number; media: number }>;
  reservas: unknown[];
}

describeWithServer('Resumen de actividad para el personal', (server) => {
  it('needs staff, and counts this week’s submissions by procedure and state and the time to resolve', async () => {
    const { app } = server();
    expect((await app.inject({ method: 'GET', url: '/api/admin/resumen' })).statusCode).toBe(401);
    const auth = bearer(await signIn(app));
    const get = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/resumen', headers: auth })).json() as Overview;
    const procedure = procedureBySlug('solicitud-general');
    const before = await get();
    const count = (o: Overview) =>
      o.tramitesPorProcedimiento
        .filter((r) => r.procedimiento === procedure.titulo)
        .reduce((n, r) => n + r.total, 0);
    const { response } = await postExample(app, procedure);
    const registro = String(response.headers['x-numero-registro']);
    const [entry] = await app.db.query<{ id: number }>('select id from tramites where registro = $1', [
      registro,
    ]);
    for (const estado of ['en_tramite', 'resuelto']) {
      await app.inject({
        method: 'PATCH',
        url: `/api/admin/tramites/${entry?.id}`,
        headers: auth,
        payload: { estado },
      });
    }
    const after = await get();
    expect(count(after)).toBe(count(before) + 1);
    const resolved = (o: Overview) =>
      o.tramitesPorEstado.filter((r) => r.estado === 'resuelto').reduce((n, r) => n + r.total, 0);
    expect(resolved(after)).toBe(resolved(before) + 1);
    const time = after.resolucion.find((r) => r.procedimiento === procedure.titulo);
    expect(time?.resueltos).toBeGreaterThanOrEqual(1);
    expect(time?.media).toBeGreaterThanOrEqual(0);
    expect(after.tramitesPorProcedimiento.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.semana))).toBe(true);
    expect(JSON.stringify(after)).not.toContain('@');
  });
});
