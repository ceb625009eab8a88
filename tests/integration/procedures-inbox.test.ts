import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { bearer, randomIp, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';
import { postExample, procedureBySlug } from './procedures-helpers.ts';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describeWithServer('Trámites: verificación pública y bandeja del Ayuntamiento', (server) => {
  it('verifies a receipt by its CSV without any personal data; unknown codes 404, malformed 400', async () => {
    const { app } = server();
    const procedure = procedureBySlug('licencia-obra-menor');
    const { data, response } = await postExample(app, procedure);
    const registro = String(response.headers['x-numero-registro']);
    const [entry] = await app.db.query<{ csv: string }>('select csv from tramites where registro = $1', [
      registro,
    ]);
    const csv = String(entry?.csv);
    const ip = randomIp();

    // As typed by a person: lower case, in groups.
    const typed =
      csv
        .toLowerCase()
        .match(/.{1,5}/g)
        ?.join('-') ?? csv;
    const found = await app.inject({ method: 'GET', url: `/api/verificar/${typed}`, remoteAddress: ip });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      csv,
      procedimiento: procedure.titulo,
      registro,
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      justificanteSha256: sha256(response.rawPayload),
      estado: 'recibido',
      estadoTexto: 'Recibido',
      estadoDesde: (found.json() as { fecha: string }).fecha,
      // The seal names the council, never the applicant.
      sello: expect.objectContaining({ valido: true, sellador: expect.stringMatching(/Ayuntamiento/) }),
    });
    for (const personal of [data.nombre, data.dni, data.email, data.direccion]) {
      expect(found.body).not.toContain(String(personal));
    }

    const unknown = await app.inject({
      method: 'GET',
      url: '/api/verificar/AAAAABBBBBCCCCCDDDDD',
      remoteAddress: ip,
    });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { mensaje: string }).mensaje).toMatch(/No existe ningún justificante/);
    const malformed = await app.inject({ method: 'GET', url: '/api/verificar/0O1I', remoteAddress: ip });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 429 after a burst of checks from one address', async () => {
    const { app } = server();
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/verificar/AAAAABBBBBCCCCCDDDDD',
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await app.inject({
      method: 'GET',
      url: '/api/verificar/AAAAABBBBBCCCCCDDDDD',
      remoteAddress: ip,
    });
    expect((limited.json() as { mensaje: string }).mensaje).toMatch(
      /^Has hecho demasiadas comprobaciones seguidas/,
    );
  });

  it('needs a staff session for every inbox route', async () => {
    const { app } = server();
    for (const url of [
      '/api/admin/tramites',
      '/api/admin/tramites/1',
      '/api/admin/tramites/1/justificante',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/admin/tramites/1',
      payload: { estado: 'en_tramite' },
    });
    expect(patch.statusCode).toBe(401);
  });

  it('lists newest first, shows the detail with the summary, downloads, moves the state, and logs every read', async () => {
    const { app } = server();
    const token = await signIn(app);
    const auth = bearer(token);
    const census = procedureBySlug('alta-padron');
    const animals = procedureBySlug('inscripcion-animales');
    await postExample(app, census);
    const { data, files, response } = await postExample(app, animals);
    const registro = String(response.headers['x-numero-registro']);

    const list = await app.inject({ method: 'GET', url: '/api/admin/tramites', headers: auth });
    expect(list.statusCode).toBe(200);
    const page = list.json() as {
      total: number;
      pagina: number;
      tramites: Array<Record<string, unknown>>;
      estados: Array<{ valor: string; texto: string }>;
    };
    expect(page.pagina).toBe(1);
    expect(page.estados.map((e) => e.texto)).toEqual(['Recibido', 'En trámite', 'Resuelto']);
    const newest = page.tramites[0];
    expect(newest).toMatchObject({
      registro,
      procedimiento: animals.titulo,
      nombre: data.nombre,
      email: data.email,
      estado: 'recibido',
    });
    expect(Object.keys(newest ?? {}).sort()).toEqual(
      ['email', 'estado', 'fecha', 'id', 'nombre', 'procedimiento', 'registro', 'slug'].sort(),
    );
    const id = Number(newest?.id);

    const detail = await app.inject({ method: 'GET', url: `/api/admin/tramites/${id}`, headers: auth });
    expect(detail.statusCode).toBe(200);
    const body = detail.json() as {
      secciones: Array<{ titulo: string; campos: Array<{ etiqueta: string; valor: string }> }>;
      archivos: Array<{ id: number; nombre: string; tipo: string; sha256: string }>;
      justificante: { sha256: string };
      siguienteEstado: string;
    };
    expect(body.secciones.flatMap((s) => s.campos)).toContainEqual(
      expect.objectContaining({ etiqueta: 'Nombre del animal', valor: data.nombreAnimal }),
    );
    expect(body.justificante.sha256).toBe(sha256(response.rawPayload));
    expect(body.archivos.map((a) => a.tipo)).toContain('Cartilla sanitaria o pasaporte del animal');
    expect(body.siguienteEstado).toBe('en_tramite');

    const receipt = await app.inject({
      method: 'GET',
      url: `/api/admin/tramites/${id}/justificante`,
      headers: auth,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(sha256(receipt.rawPayload)).toBe(sha256(response.rawPayload));

    const first = body.archivos[0];
    const sent = files.documentos[0]?.archivo;
    const download = await app.inject({
      method: 'GET',
      url: `/api/admin/tramites/${id}/archivos/${first?.id}`,
      headers: auth,
    });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(first?.sha256);
    expect(sha256(Buffer.from(await (sent as File).arrayBuffer()))).toBe(first?.sha256);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(String(first?.nombre))}`,
    );

    const moveTo = (estado: string) =>
      app.inject({ method: 'PATCH', url: `/api/admin/tramites/${id}`, headers: auth, payload: { estado } });
    const skip = await moveTo('resuelto');
    expect(skip.statusCode).toBe(409);
    for (const estado of ['en_tramite', 'resuelto']) {
      const moved = await moveTo(estado);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const history = await app.db.query<{ estado: string; email: string }>(
      'select estado, email from tramites_estados where tramite_id = $1 order by id',
      [id],
    );
    expect(history.map((h) => h.estado)).toEqual(['en_tramite', 'resuelto']);
    expect(history.every((h) => h.email.endsWith('@villaverde-del-arroyo.example'))).toBe(true);
    const bad = await moveTo('archivado');
    expect(bad.statusCode).toBe(400);

    const accesses = await app.db.query<{ accion: string }>(
      'select accion from tramites_accesos where tramite_id = $1 order by id',
      [id],
    );
    expect(accesses.map((a) => a.accion)).toEqual(['detalle', 'justificante', 'archivo', 'estado', 'estado']);
    const listings = await app.db.query<{ n: number }>(
      "select count(*)::int as n from tramites_accesos where accion = 'listado'",
    );
    expect(listings[0]?.n).toBeGreaterThanOrEqual(1);

    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/tramites/999999', headers: auth })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/tramites/abc', headers: auth })).statusCode,
    ).toBe(400);
  });
});

describeWithServer('Trámites: seguimiento del estado por la persona solicitante', (server) => {
  it('shows the new state and its date on /verificar and mails the applicant with the link', async () => {
    const { app } = server();
    const auth = bearer(await signIn(app));
    const { data, response } = await postExample(app, procedureBySlug('solicitud-general'));
    const registro = String(response.headers['x-numero-registro']);
    const [entry] = await app.db.query<{ id: number; csv: string }>(
      'select id, csv from tramites where registro = $1',
      [registro],
    );
    const csv = String(entry?.csv);
    const check = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/verificar/${csv}`, remoteAddress: randomIp() })
      ).json() as { estado: string; estadoTexto: string; estadoDesde: string; fecha: string };
    const before = await check();
    expect([before.estado, before.estadoTexto]).toEqual(['recibido', 'Recibido']);
    expect(before.estadoDesde).toBe(before.fecha);

    const mailsTo = async () =>
      app.db.query<{ asunto: string; texto: string }>(
        'select asunto, texto from mail_queue where destinatario = $1 order by id',
        [String(data.email)],
      );
    const mailsBefore = (await mailsTo()).length;
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/tramites/${entry?.id}`,
      headers: auth,
      payload: { estado: 'en_tramite' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const after = await check();
    expect([after.estado, after.estadoTexto]).toEqual(['en_tramite', 'En trámite']);
    const [change] = await app.db.query<{ fecha: Date }>(
      'select cambiado_en as fecha from tramites_estados where tramite_id = $1 order by id desc limit 1',
      [entry?.id],
    );
    expect(after.estadoDesde).toBe(new Date(change?.fecha ?? 0).toISOString());
    expect(Date.parse(after.estadoDesde)).toBeGreaterThanOrEqual(Date.parse(after.fecha));

    const mails = await mailsTo();
    expect(mails).toHaveLength(mailsBefore + 1);
    const notice = mails.at(-1);
    expect(notice?.asunto).toContain(registro);
    expect(notice?.texto).toContain('«En trámite»');
    expect(notice?.texto).toContain(`/verificar?csv=${csv}`);
  });
});

describeWithServer('Trámites: filtros de la bandeja', (server) => {
  it('filters by state and procedure, searches by name, registry number or CSV, and refuses bad values', async () => {
    const { app } = server();
    const auth = bearer(await signIn(app));
    const general = procedureBySlug('solicitud-general');
    const first = await postExample(app, general);
    const second = await postExample(app, procedureBySlug('licencia-obra-menor'));
    const registro = String(first.response.headers['x-numero-registro']);
    const [entry] = await app.db.query<{ id: number; csv: string; nombre: string }>(
      'select id, csv, nombre from tramites where registro = $1',
      [registro],
    );
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/tramites/${entry?.id}`,
      headers: auth,
      payload: { estado: 'en_tramite' },
    });
    const list = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/tramites?${query}`,
        headers: auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        total: number;
        tramites: Array<{ registro: string; estado: string; slug: string }>;
        procedimientos: Array<{ valor: string; texto: string }>;
      };
    };
    const inProgress = await list('estado=en_tramite');
    expect(inProgress.tramites.map((t) => t.registro)).toContain(registro);
    expect(inProgress.tramites.every((t) => t.estado === 'en_tramite')).toBe(true);
    const byProcedure = await list('procedimiento=licencia-obra-menor');
    expect(byProcedure.tramites.length).toBeGreaterThan(0);
    expect(byProcedure.tramites.every((t) => t.slug === 'licencia-obra-menor')).toBe(true);
    expect(byProcedure.procedimientos.map((p) => p.valor)).toContain('solicitud-general');

    for (const buscar of [
      registro,
      entry?.csv.toLowerCase(),
      String(entry?.nombre).slice(0, 6).toUpperCase(),
    ]) {
      const found = await list(`buscar=${encodeURIComponent(String(buscar))}`);
      expect(
        found.tramites.map((t) => t.registro),
        String(buscar),
      ).toContain(registro);
    }
    const number = Number(registro.split('/')[1]);
    expect((await list(`buscar=${number}`)).tramites.map((t) => t.registro)).toContain(registro);
    expect((await list(`buscar=${encodeURIComponent('%')}&estado=resuelto`)).total).toBe(0);
    const otherRegistro = String(second.response.headers['x-numero-registro']);
    expect(
      (await list(`buscar=${encodeURIComponent(registro)}`)).tramites.map((t) => t.registro),
    ).not.toContain(otherRegistro);

    for (const query of ['estado=archivado', 'procedimiento=no-existe', `buscar=${'a'.repeat(101)}`]) {
      const refused = await app.inject({ method: 'GET', url: `/api/admin/tramites?${query}`, headers: auth });
      expect(refused.statusCode, query).toBe(400);
      expect((refused.json() as { mensaje: string }).mensaje).toMatch(/^(«estado»|No existe|La búsqueda)/);
    }
  });
});
