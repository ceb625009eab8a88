import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Procedure } from '#engine/procedure.ts';
import { toMultipart } from '#engine/wire/multipart.ts';
import { loadDraftKey } from '#server/features/drafts/draft-cipher.ts';
import { DRAFT_EMAIL_FIELD, DRAFT_STEP_FIELD } from '#server/features/drafts/draft-routes.ts';
import { LINK_EXPIRED, LINK_USED, saveDraft } from '#server/features/drafts/draft-service.ts';
import { listDraftsByIdentity, purgeExpiredDrafts } from '#server/features/drafts/draft-store.ts';
import { describeWithServer, type TestServer } from './databases.ts';
import {
  exampleData,
  exampleFiles,
  pdfBytes,
  postSubmission,
  procedureBySlug,
  unique,
} from './procedures-helpers.ts';

const sha256 = (content: Buffer | Uint8Array) => createHash('sha256').update(content).digest('hex');

describeWithServer('Borradores: guardar y continuar más tarde', (server) => {
  const census = procedureBySlug('alta-padron');

  async function save(app: TestServer['app'], body: FormData, headers: Record<string, string> = {}) {
    return app.inject({ method: 'POST', url: `/api/borradores/${census.slug}`, payload: body, headers });
  }
  async function mailedToken(app: TestServer['app'], to: string): Promise<string> {
    const [mail] = await app.db.query<{ texto: string }>(
      'select texto from mail_queue where destinatario = $1 order by id desc limit 1',
      [to],
    );
    const token = /\/tramites\/[a-z-]+\?continuar=([A-Za-z0-9_-]+)/.exec(mail?.texto ?? '')?.[1];
    if (!token) throw new Error(`No hay enlace en el correo a ${to}`);
    return token;
  }
  const open = (app: TestServer['app'], token: string) =>
    app.inject({ method: 'POST', url: '/api/borradores/abrir', payload: { token } });
  const draftCount = async (app: TestServer['app']) =>
    (await app.db.query<{ n: number }>('select count(*)::int as n from borradores'))[0]?.n ?? 0;

  it('saves a census draft with its files encrypted, mails a single-use link, restores it, and deletes it on submission', async () => {
    const { app } = server();
    const email = `vecina-${unique()}@correo.example`;
    const data = exampleData(census);
    const files = await exampleFiles(census, data);
    const body = toMultipart(data, files);
    body.append(DRAFT_EMAIL_FIELD, email);
    body.append(DRAFT_STEP_FIELD, '2');
    const saved = await save(app, body);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().mensaje).toContain(email);

    // Encrypted at rest: neither the answers, nor the address, nor the files' bytes are readable in the row.
    const [row] = await app.db.query<{ contenido: Buffer; token_hash: string }>(
      'select contenido, token_hash from borradores order by id desc limit 1',
    );
    const stored = Buffer.from(row?.contenido ?? []);
    const person = (data.personas as Array<{ dni: string; nombre: string }>)[0];
    for (const secret of [email, person?.dni ?? 'x', person?.nombre ?? 'x', String(data.emailContacto)])
      expect(stored.includes(Buffer.from(secret))).toBe(false);
    const token = await mailedToken(app, email);
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const opened = await open(app, token);
    expect(opened.statusCode).toBe(200);
    const draft = opened.json();
    expect(draft.slug).toBe(census.slug);
    expect(draft.paso).toBe(2);
    expect(draft.datos).toEqual(data);
    expect(draft.descartados).toEqual([]);
    const sent = (files.elementos?.personas ?? []).flat();
    expect(draft.archivos.map((f: { tipo: string }) => f.tipo)).toEqual(sent.map((_, i) => `personas[${i}]`));
    for (const [index, file] of sent.entries()) {
      expect(sha256(Buffer.from(draft.archivos[index].contenido, 'base64'))).toBe(
        sha256(new Uint8Array(await file.arrayBuffer())),
      );
      expect(draft.archivos[index].nombre).toBe(file.name);
    }

    // The link works once.
    const again = await open(app, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().mensaje).toBe(LINK_USED);

    // Saving again from the restored form replaces the draft and mails a fresh link.
    const resave = toMultipart(data, files);
    resave.append(DRAFT_EMAIL_FIELD, email);
    resave.append(DRAFT_STEP_FIELD, '3');
    const before = await draftCount(app);
    expect((await save(app, resave, { 'x-borrador': draft.borrador })).statusCode).toBe(201);
    expect(await draftCount(app)).toBe(before);
    const reopened = await open(app, await mailedToken(app, email));
    expect(reopened.json().paso).toBe(3);

    // Submitted from the restored form: registered, and the draft is gone.
    const submitted = await postSubmission(app, census, toMultipart(data, files), {
      'x-borrador': reopened.json().borrador,
    });
    expect(submitted.statusCode).toBe(201);
    expect(await draftCount(app)).toBe(before - 1);
  });

  it('an expired link gives its own Spanish sentence, and the clean-up deletes expired drafts only', async () => {
    const { app } = server();
    const email = `caduca-${unique()}@correo.example`;
    const body = toMultipart({ emailContacto: email }, { documentos: [] });
    body.append(DRAFT_EMAIL_FIELD, email);
    expect((await save(app, body)).statusCode).toBe(201);
    const token = await mailedToken(app, email);
    const live = `vigente-${unique()}@correo.example`;
    const liveBody = toMultipart({}, { documentos: [] });
    liveBody.append(DRAFT_EMAIL_FIELD, live);
    expect((await save(app, liveBody)).statusCode).toBe(201);
    await app.db.query(
      `update borradores set caduca_en = now() - interval '1 minute' where token_hash = $1`,
      [createHash('sha256').update(token).digest('hex')],
    );
    const opened = await open(app, token);
    expect(opened.statusCode).toBe(410);
    expect(opened.json().mensaje).toBe(LINK_EXPIRED);

    const before = await draftCount(app);
    expect(await purgeExpiredDrafts(app.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await draftCount(app)).toBeLessThan(before);
    expect((await open(app, await mailedToken(app, live))).statusCode).toBe(200);
  });

  it('a draft saved against an older schema restores what still fits and names what was dropped', async () => {
    const { app, config } = server();
    const email = `antigua-${unique()}@correo.example`;
    const current = exampleData(census);
    const comunes = census.schema.properties?.comunes as Procedure['schema'];
    // The form as it was: one more field at the top, one more in the dwelling, and one more document slot.
    const older: Procedure = {
      ...census,
      documentos: [
        { clave: 'certificadoAntiguo', nombre: 'Certificado antiguo', obligatorio: false, tipos: ['pdf'] },
      ],
      schema: {
        ...census.schema,
        properties: {
          ...census.schema.properties,
          telefonoFijo: { type: 'string', title: 'Teléfono fijo' },
          comunes: {
            ...comunes,
            properties: { ...comunes.properties, planta: { type: 'string', title: 'Planta' } },
          },
        },
      },
    };
    const datos = {
      ...current,
      telefonoFijo: '910000000',
      comunes: { ...(current.comunes as object), planta: '2ª' },
    };
    const file = {
      tipo: 'certificadoAntiguo',
      nombre: 'certificado.pdf',
      mime: 'application/pdf',
      content: pdfBytes(unique()),
    };
    await saveDraft(app, loadDraftKey(config), older, { email, paso: 2, datos, files: [file] });

    const opened = await open(app, await mailedToken(app, email));
    expect(opened.statusCode).toBe(200);
    const draft = opened.json();
    expect(draft.datos).toEqual(current);
    expect(draft.archivos).toEqual([]);
    expect(draft.descartados).toEqual(
      expect.arrayContaining([
        'Teléfono fijo',
        'Datos de la vivienda · Planta',
        'Certificado antiguo: certificado.pdf',
      ]),
    );
    expect(draft.descartados).toHaveLength(3);
  });

  it('lists an identified resident’s drafts for "Mis trámites", without their answers', async () => {
    const { app, config } = server();
    const email = `clave-${unique()}@correo.example`;
    await saveDraft(app, loadDraftKey(config), census, {
      email,
      paso: 1,
      datos: {},
      files: [],
      identidad: '11111111h',
    });
    const listed = await listDraftsByIdentity(app.db, '11111111H', new Date());
    expect(listed).toHaveLength(1);
    expect(listed[0]?.procedimiento).toBe(census.slug);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual([
      'caducaEn',
      'guardadoEn',
      'id',
      'paso',
      'procedimiento',
    ]);
    expect(await listDraftsByIdentity(app.db, '22222222J', new Date())).toEqual([]);
  });

  it('refuses bad input with Spanish 4xx answers', async () => {
    const { app } = server();
    const noEmail = toMultipart({}, { documentos: [] });
    const refused = await save(app, noEmail);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().mensaje).toMatch(/correo electrónico válido/);
    const fake = toMultipart(
      {},
      { documentos: [], elementos: { personas: [[new File(['hola'], 'dni.pdf')]] } },
    );
    fake.append(DRAFT_EMAIL_FIELD, 'alguien@correo.example');
    const badFile = await save(app, fake);
    expect(badFile.statusCode).toBe(400);
    expect(JSON.stringify(badFile.json().errores)).toMatch(/no es un documento válido/);
    const badHeader = await save(app, toMultipart({}), { 'x-borrador': 'nada' });
    expect(badHeader.statusCode).toBe(400);
    expect((await open(app, 'corto')).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/borradores/no-existe',
      payload: toMultipart({}),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('limits saves per address like the other public forms', async () => {
    const { app } = server();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const body = toMultipart({}, { documentos: [] });
      body.append(DRAFT_EMAIL_FIELD, `limite-${i}@correo.example`);
      statuses.push((await save(app, body, {})).statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
