import { describe, expect, it } from 'vitest';
import { toMultipart } from '#engine/wire/multipart.ts';
import { ORIGIN, twoSignedInResidents } from './identity-helpers.ts';
import {
  catalogue,
  exampleData,
  exampleFiles,
  postSubmission,
  procedureBySlug,
} from './procedures-helpers.ts';

describe('Mis trámites', () => {
  const residents = twoSignedInResidents(catalogue);

  const file = async (cookie: string | undefined) => {
    const procedure = procedureBySlug('solicitud-general');
    const data = exampleData(procedure);
    const headers: Record<string, string> = cookie ? { cookie, origin: ORIGIN } : {};
    const response = await postSubmission(
      residents.app,
      procedure,
      toMultipart(data, await exampleFiles(procedure, data)),
      headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    return { registro: String(response.headers['x-numero-registro']), pdf: response.rawPayload };
  };
  const get = (url: string, cookie?: string) =>
    residents.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('lists only the resident’s own entries, with state history, receipt and attachments', async () => {
    const own = await file(residents.mine);
    await file(residents.other);
    await file(undefined);
    const list = (await get('/api/mis-tramites', residents.mine)).json().tramites as Array<
      Record<string, unknown>
    >;
    expect(list.map((t) => t.registro)).toEqual([own.registro]);
    const [entry] = list;
    expect(entry).toMatchObject({ estado: 'recibido', estadoTexto: 'Recibido', justificante: true });
    expect(entry?.archivos).not.toHaveLength(0);

    // Staff move it on: the resident sees the change with its date.
    await residents.app.db.query(`update tramites set estado = 'en_tramite' where registro = $1`, [
      own.registro,
    ]);
    await residents.app.db.query(
      `insert into tramites_estados (tramite_id, estado) select id, 'en_tramite' from tramites where registro = $1`,
      [own.registro],
    );
    const [after] = (await get('/api/mis-tramites', residents.mine)).json().tramites;
    expect(after.estado).toBe('en_tramite');
    expect(after.historial.map((h: { estado: string }) => h.estado)).toEqual(['recibido', 'en_tramite']);
    expect(Number.isNaN(Date.parse(after.historial[1].fecha))).toBe(false);

    const receipt = await get(`/api/mis-tramites/${after.id}/justificante`, residents.mine);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.equals(own.pdf)).toBe(true);
    const attachment = await get(
      `/api/mis-tramites/${after.id}/archivos/${after.archivos[0].id}`,
      residents.mine,
    );
    expect(attachment.statusCode).toBe(200);
  });

  it('answers every id-based route of another resident’s entry, or anonymously, as not found / 401', async () => {
    const [entry] = (await get('/api/mis-tramites', residents.mine)).json().tramites;
    const urls = [
      `/api/mis-tramites/${entry.id}/justificante`,
      `/api/mis-tramites/${entry.id}/archivos/${entry.archivos[0].id}`,
    ];
    for (const url of urls) {
      const stranger = await get(url, residents.other);
      expect(stranger.statusCode, url).toBe(404);
      expect(stranger.json().mensaje).toBe('No tienes ningún trámite con ese número.');
      expect((await get(url)).statusCode, url).toBe(401);
    }
    expect((await get('/api/mis-tramites')).statusCode).toBe(401);
    expect((await get('/api/mis-tramites/abc/justificante', residents.mine)).statusCode).toBe(404);
  });
});
