import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMultipart } from '#engine/wire/multipart.ts';
import { testIdpKeyPair } from '#server/features/identity/sp-keys.ts';
import { IDENTIFICATION_REQUIRED } from '#server/features/identity/submission-identity.ts';
import { buildTestResponse, testIdpEntityId } from '#server/features/identity/test-idp.ts';
import { TEST_RESIDENTS } from '#server/features/identity/test-residents.ts';
import {
  cookieOf,
  identityServer,
  idpAnswer,
  ORIGIN,
  postForm,
  signIn,
  startSignIn,
} from './identity-helpers.ts';
import {
  catalogue,
  exampleData,
  exampleFiles,
  postSubmission,
  procedureBySlug,
} from './procedures-helpers.ts';
import { pdfText } from './procedures-pdf-text.ts';

const general = procedureBySlug('solicitud-general');
const required = {
  ...general,
  slug: 'solicitud-identificada',
  api: '/tramites/solicitud-identificada',
  identificacion: 'requerida' as const,
};
const fallbackResident = { nombre: 'Nadie', apellidos: 'Ficticio', documento: '00000000T' };
const ACS = `${ORIGIN}/api/identidad/acs`;

describe('Identificación con Cl@ve (proveedor de identidad de pruebas)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await identityServer([...catalogue, required]);
  });
  afterAll(() => app.close());

  const session = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/identidad/sesion', headers: { cookie } });
  /** A response the test IdP would sign, but with `change` applied, answering a fresh request of our SP. */
  const craft = async (change: Partial<Parameters<typeof buildTestResponse>[0]>) => {
    const { requestId } = await startSignIn(app);
    const xml = buildTestResponse({
      idpKeys: await testIdpKeyPair(app.config),
      issuer: testIdpEntityId(ORIGIN),
      resident: TEST_RESIDENTS[1] ?? fallbackResident,
      level: 'sustancial',
      inResponseTo: requestId,
      recipient: ACS,
      audience: app.config.clave.spEntityId,
      ...change,
    });
    return Buffer.from(xml).toString('base64');
  };
  const refused = async (samlResponse: string, message: RegExp) => {
    const response = await postForm(app, '/api/identidad/acs', {
      SAMLResponse: samlResponse,
      RelayState: '/',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('No se ha podido completar la identificación');
    expect(response.body).toMatch(message);
    expect(response.body).toContain('lang="es"');
  };

  it('sends a signed AuthnRequest with the eIDAS extensions and the LoA asked for', async () => {
    const { xml, form } = await startSignIn(app, '/tramites/alta-padron', 'sustancial');
    expect(xml).toMatch(/<(ds:)?SignatureValue>[A-Za-z0-9+/=\s]{100,}<\/(ds:)?SignatureValue>/);
    expect(xml).toMatch(/<eidas:SPType[^>]*>public<\/eidas:SPType>/);
    expect(xml).toContain('http://eidas.europa.eu/attributes/naturalperson/PersonIdentifier');
    expect(xml).toContain('http://eidas.europa.eu/LoA/substantial');
    expect(xml).toMatch(/Comparison="minimum"/);
    expect(xml).toMatch(/ForceAuthn="true"/);
    expect(form.fields.RelayState).toBe('/tramites/alta-padron');
    const metadata = await app.inject({ method: 'GET', url: '/api/identidad/metadata' });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toContain(`entityID="${app.config.clave.spEntityId}"`);
    expect(metadata.body).toContain(ACS);
  });

  it('signs a resident in: session with the asserted name, DNI/NIE and level, separate from staff', async () => {
    const answer = await idpAnswer(app, 0, 'sustancial');
    const acs = await postForm(app, answer.action, answer.fields);
    expect(acs.statusCode).toBe(303);
    expect(acs.headers.location).toBe('/mis-tramites');
    const setCookie = String(acs.headers['set-cookie']);
    expect(setCookie).toMatch(/^sede_vecino=[\w-]{43}; Path=\/api; HttpOnly; SameSite=Lax; Max-Age=3600/);
    const body = (await session(cookieOf(acs))).json();
    expect(body).toMatchObject({
      identificado: true,
      documento: TEST_RESIDENTS[0]?.documento,
      nombre: TEST_RESIDENTS[0]?.nombre,
      nivel: 'sustancial',
    });
    // The token is stored hashed only.
    const token = cookieOf(acs).split('=')[1] ?? '';
    const [row] = await app.db.query<{ n: number }>(
      'select count(*)::int as n from residentes_sesiones where token_hash = $1',
      [token],
    );
    expect(row?.n).toBe(0);
  });

  it('refuses a tampered signature, a wrong audience, an expired and a replayed assertion', async () => {
    const valid = await craft({});
    const tampered = Buffer.from(
      Buffer.from(valid, 'base64')
        .toString('utf8')
        .replace(TEST_RESIDENTS[1]?.documento ?? '', TEST_RESIDENTS[2]?.documento ?? ''),
    ).toString('base64');
    await refused(tampered, /firma válida/);
    await refused(await craft({ audience: 'https://otro-servicio.example/sp' }), /otro servicio/);
    await refused(await craft({ issuedAt: new Date(Date.now() - 20 * 60 * 1000) }), /caducado/);
    await refused(await craft({ recipient: 'https://otro-servicio.example/acs' }), /otra dirección/);

    const answer = await idpAnswer(app, 2);
    const first = await postForm(app, answer.action, answer.fields);
    expect(first.statusCode).toBe(303);
    await refused(answer.fields.SAMLResponse ?? '', /ya se había usado|no corresponde/);
  });

  it('a procedure with identificacion requerida refuses anonymous filing with 401 and a Spanish message', async () => {
    const data = exampleData(required);
    const response = await postSubmission(
      app,
      required,
      toMultipart(data, await exampleFiles(required, data)),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().mensaje).toBe(IDENTIFICATION_REQUIRED);
  });

  it('accepts an identified submission with the DNI/NIE and name of the assertion, even if the form sent others', async () => {
    const cookie = await signIn(app, 1, 'sustancial');
    const resident = TEST_RESIDENTS[1] ?? fallbackResident;
    const data = { ...exampleData(required), nombre: 'Otra Persona Distinta', dni: '12345678Z' };
    const body = toMultipart(data, await exampleFiles(required, data));
    const response = await postSubmission(app, required, body, { cookie, origin: ORIGIN });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await app.db.query<{
      datos: Record<string, unknown>;
      residente_documento: string;
      identificacion: unknown;
    }>('select datos, residente_documento, identificacion from tramites where registro = $1', [
      response.headers['x-numero-registro'],
    ]);
    expect(row?.datos.dni).toBe(resident.documento);
    expect(row?.datos.nombre).toBe(`${resident.nombre} ${resident.apellidos}`);
    expect(row?.residente_documento).toBe(resident.documento);
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Identificación del solicitante');
    expect(text).toContain('nivel de seguridad sustancial');
    expect(text).toContain(resident.documento);
    expect(text).not.toContain('12345678Z');
  });

  it('refuses a cookie-carrying submission from another site (CSRF)', async () => {
    const cookie = await signIn(app, 0);
    const data = exampleData(general);
    const body = toMultipart(data, await exampleFiles(general, data));
    const response = await postSubmission(app, general, body, { cookie, origin: 'https://atacante.example' });
    expect(response.statusCode).toBe(403);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/identidad/salir',
      headers: { cookie, origin: 'https://atacante.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await session(cookie)).json().identificado).toBe(true);
  });

  it('logout ends the session and hands over to the IdP single logout', async () => {
    const cookie = await signIn(app, 0);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/identidad/salir',
      headers: { cookie, origin: ORIGIN },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().redirigir).toMatch(/\/api\/identidad\/pruebas\/salir\?SAMLRequest=.*&Signature=/);
    expect((await session(cookie)).json().identificado).toBe(false);
  });

  it('limits sign-in attempts per address with a Spanish page', async () => {
    const many = await Promise.all(
      Array.from({ length: 12 }, () =>
        postForm(
          app,
          '/api/identidad/acs',
          { SAMLResponse: 'bm8=', RelayState: '/' },
          { 'x-forwarded-for': '1' },
        ),
      ),
    );
    expect(many.map((r) => r.statusCode)).toContain(400);
    const after = await postForm(app, '/api/identidad/acs', { SAMLResponse: 'bm8=' });
    expect(after.statusCode).toBe(429);
    expect(after.body).toContain('demasiados intentos');
  });
});
