import { describe, expect, it } from 'vitest';
import { stepsOf } from '#engine/steps/steps.ts';
import { toMultipart } from '#engine/wire/multipart.ts';
import { DRAFT_EMAIL_FIELD, DRAFT_STEP_FIELD } from '#server/features/drafts/draft-routes.ts';
import { TEST_RESIDENTS } from '#server/features/identity/test-residents.ts';
import { ORIGIN, twoSignedInResidents } from './identity-helpers.ts';
import { catalogue, exampleData, exampleFiles, postSubmission, unique } from './procedures-helpers.ts';

// A procedure in steps: the forms that offer "Guardar y continuar más tarde".
const stepped = catalogue.find((procedure) => stepsOf(procedure));

describe('Mis trámites: solicitudes guardadas', () => {
  if (!stepped) throw new Error('Ningún trámite del catálogo tiene pasos');
  const steps = stepsOf(stepped) ?? [];
  const residents = twoSignedInResidents(catalogue);

  const withCookie = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    cookie ? { cookie, origin: ORIGIN, ...headers } : headers;

  /** Saves the example answers on `paso` as `cookie`'s resident (anonymously without one). */
  async function save(cookie: string | undefined, paso = 2, extra: Record<string, string> = {}) {
    const data = exampleData(stepped as NonNullable<typeof stepped>);
    const body = toMultipart(data, { documentos: [] });
    body.append(DRAFT_EMAIL_FIELD, `borrador-${unique()}@correo.example`);
    body.append(DRAFT_STEP_FIELD, String(paso));
    for (const [name, value] of Object.entries(extra)) body.append(name, value);
    const response = await residents.app.inject({
      method: 'POST',
      url: `/api/borradores/${stepped?.slug}`,
      payload: body,
      headers: withCookie(cookie),
    });
    expect(response.statusCode, response.body).toBe(201);
    const borrador = String(response.json().borrador);
    return { data, borrador, id: Number(borrador.split('.')[0]), mensaje: String(response.json().mensaje) };
  }
  const list = async (cookie: string) => {
    const response = await residents.app.inject({
      method: 'GET',
      url: '/api/mis-tramites/borradores',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().borradores as Array<Record<string, unknown>>;
  };
  const openOwn = (id: number | string, cookie?: string) =>
    residents.app.inject({
      method: 'POST',
      url: `/api/mis-tramites/borradores/${id}/abrir`,
      headers: withCookie(cookie),
    });
  const discard = (id: number | string, cookie?: string) =>
    residents.app.inject({
      method: 'DELETE',
      url: `/api/mis-tramites/borradores/${id}`,
      headers: withCookie(cookie),
    });
  const submit = async (cookie: string, borrador: string) => {
    const procedure = stepped as NonNullable<typeof stepped>;
    const data = exampleData(procedure);
    const response = await postSubmission(
      residents.app,
      procedure,
      toMultipart(data, await exampleFiles(procedure, data)),
      withCookie(cookie, { 'x-borrador': borrador }),
    );
    expect(response.statusCode, response.body).toBe(201);
  };

  it('lists a signed-in resident’s draft with its procedure, dates and step; never someone else’s', async () => {
    const saved = await save(residents.mine, 2);
    expect(saved.mensaje).toContain('Mis trámites');
    const listed = (await list(residents.mine)).find((draft) => draft.id === saved.id);
    expect(listed).toMatchObject({
      procedimiento: stepped?.titulo,
      slug: stepped?.slug,
      paso: 2,
      pasos: steps.length + 1,
      pasoTitulo: steps[1]?.titulo,
    });
    const savedAt = Date.parse(String(listed?.guardadoEn));
    expect(Date.parse(String(listed?.caducaEn)) - savedAt).toBe(30 * 24 * 60 * 60 * 1000);
    // Nothing of the answers is listed.
    expect(JSON.stringify(listed)).not.toContain(JSON.stringify(saved.data).slice(1, 30));
    expect((await list(residents.other)).map((draft) => draft.id)).not.toContain(saved.id);
  });

  it('an anonymous draft is nobody’s, whatever identity the form claims', async () => {
    const resident = TEST_RESIDENTS[0];
    const anonymous = await save(undefined, 1, {
      'borrador:identidad': resident?.documento ?? '',
      identidad: resident?.documento ?? '',
    });
    expect(anonymous.mensaje).not.toContain('Mis trámites');
    expect((await list(residents.mine)).map((draft) => draft.id)).not.toContain(anonymous.id);
    expect((await openOwn(anonymous.id, residents.mine)).statusCode).toBe(404);
    expect((await discard(anonymous.id, residents.mine)).statusCode).toBe(404);
  });

  it('another resident and anonymous visitors can neither list, open nor discard it', async () => {
    const saved = await save(residents.mine);
    expect(
      (await residents.app.inject({ method: 'GET', url: '/api/mis-tramites/borradores' })).statusCode,
    ).toBe(401);
    for (const cookie of [residents.other, undefined]) {
      const opened = await openOwn(saved.id, cookie);
      expect(opened.statusCode).toBe(cookie ? 404 : 401);
      expect(opened.body).not.toContain(String((saved.data as Record<string, unknown>).emailContacto));
      expect((await discard(saved.id, cookie)).statusCode).toBe(cookie ? 404 : 401);
    }
    // Someone else's draft answers exactly like one that does not exist.
    const foreign = await openOwn(saved.id, residents.other);
    const missing = await openOwn(2_000_000_000, residents.other);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().mensaje).toMatch(/^No tienes ninguna solicitud guardada/);
    // A number that cannot be a draft's is refused as bad input, naming the field, before anything is looked up.
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const refused = await openOwn(bad, residents.mine);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errores).toEqual([
        { campo: 'id', mensaje: 'El número de la solicitud guardada debe ser un número entero positivo.' },
      ]);
    }
    // Still there for its owner.
    expect((await list(residents.mine)).map((draft) => draft.id)).toContain(saved.id);
  });

  it('"Continuar" opens the draft without the link, which keeps working; "Descartar" deletes it', async () => {
    const saved = await save(residents.mine, 2);
    const opened = await openOwn(saved.id, residents.mine);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ slug: stepped?.slug, paso: 2, datos: saved.data, descartados: [] });
    expect(opened.json().borrador).toMatch(new RegExp(`^${saved.id}\\.`));
    // Opened again (another device): still works, and the mailed link is untouched.
    expect((await openOwn(saved.id, residents.mine)).statusCode).toBe(200);
    const [row] = await residents.app.db.query<{ pendiente: boolean }>(
      'select token_hash is not null as pendiente from borradores where id = $1',
      [saved.id],
    );
    expect(row?.pendiente).toBe(true);

    // A request from another site carrying the cookie is refused.
    const forged = await residents.app.inject({
      method: 'DELETE',
      url: `/api/mis-tramites/borradores/${saved.id}`,
      headers: { cookie: residents.mine, origin: 'https://sitio-ajeno.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await discard(saved.id, residents.mine)).statusCode).toBe(204);
    expect((await list(residents.mine)).map((draft) => draft.id)).not.toContain(saved.id);
    expect((await discard(saved.id, residents.mine)).statusCode).toBe(404);
    expect((await openOwn(saved.id, residents.mine)).statusCode).toBe(404);
  });

  it('a submitted draft leaves the list, whether sent from the saving browser or continued from the list', async () => {
    const kept = await save(residents.mine);
    await submit(residents.mine, kept.borrador);
    expect((await list(residents.mine)).map((draft) => draft.id)).not.toContain(kept.id);

    const continued = await save(residents.mine);
    const opened = (await openOwn(continued.id, residents.mine)).json();
    await submit(residents.mine, opened.borrador);
    expect((await list(residents.mine)).map((draft) => draft.id)).not.toContain(continued.id);
  });

  it('an expired draft leaves the list and cannot be opened', async () => {
    const saved = await save(residents.mine);
    await residents.app.db.query(
      `update borradores set caduca_en = now() - interval '1 minute' where id = $1`,
      [saved.id],
    );
    expect((await list(residents.mine)).map((draft) => draft.id)).not.toContain(saved.id);
    expect((await openOwn(saved.id, residents.mine)).statusCode).toBe(404);
    expect((await discard(saved.id, residents.mine)).statusCode).toBe(404);
  });

  it('an anonymous draft saved over by a signed-in resident becomes theirs', async () => {
    const anonymous = await save(undefined);
    const body = toMultipart({}, { documentos: [] });
    body.append(DRAFT_EMAIL_FIELD, `borrador-${unique()}@correo.example`);
    body.append(DRAFT_STEP_FIELD, '3');
    const again = await residents.app.inject({
      method: 'POST',
      url: `/api/borradores/${stepped?.slug}`,
      payload: body,
      headers: withCookie(residents.mine, { 'x-borrador': anonymous.borrador }),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().borrador).toBe(anonymous.borrador);
    const listed = (await list(residents.mine)).find((draft) => draft.id === anonymous.id);
    expect(listed?.paso).toBe(Math.min(3, steps.length + 1));
  });
});
