import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Procedure } from '#engine/procedure.ts';
import { identity } from '#server/features/identity/index.ts';
import { proceduresServer } from './procedures-helpers.ts';

export const ORIGIN = 'http://localhost:3000';

/** Procedures and identification on in-memory PGlite with the local test IdP (no Cl@ve configured). */
export function identityServer(catalogue: Procedure[]): Promise<FastifyInstance> {
  return proceduresServer(catalogue, { env: { PUBLIC_URL: ORIGIN }, also: [identity] });
}

/** The action and hidden fields of the (only) form of a page. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return { action: action.replace(ORIGIN, ''), fields };
}

export const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>, headers = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

/** Starts a sign-in: the SAMLRequest (and its ID) our SP sends to the IdP. */
export async function startSignIn(app: FastifyInstance, volver = '/mis-tramites', nivel = 'bajo') {
  const page = await app.inject({
    method: 'GET',
    url: `/api/identidad/entrar?volver=${volver}&nivel=${nivel}`,
  });
  const form = formOf(page.body);
  const xml = Buffer.from(form.fields.SAMLRequest ?? '', 'base64').toString('utf8');
  return { page, form, xml, requestId: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '' };
}

/** Goes through the test IdP as resident `residente` and returns the IdP's answer form (SAMLResponse). */
export async function idpAnswer(app: FastifyInstance, residente = 0, nivel = 'bajo') {
  const { form } = await startSignIn(app);
  const choice = await postForm(app, form.action, form.fields);
  const login = formOf(choice.body);
  const answer = await postForm(app, login.action, { ...login.fields, residente: String(residente), nivel });
  return formOf(answer.body);
}

/** Signs in as resident `residente` of the test IdP; the session cookie. */
export async function signIn(app: FastifyInstance, residente = 0, nivel = 'bajo'): Promise<string> {
  const answer = await idpAnswer(app, residente, nivel);
  const acs = await postForm(app, answer.action, answer.fields);
  return cookieOf(acs);
}

export function cookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  return header.split(';')[0] ?? '';
}

/**
 * For the enclosing describe: an identity server with two fictional residents signed in with Cl@ve (their session
 * cookies, `mine` and `other`), started before its tests and closed after them.
 */
export function twoSignedInResidents(catalogue: Procedure[]) {
  const residents = {} as { app: FastifyInstance; mine: string; other: string };
  beforeAll(async () => {
    residents.app = await identityServer(catalogue);
    residents.mine = await signIn(residents.app, 0);
    residents.other = await signIn(residents.app, 1);
  });
  afterAll(() => residents.app.close());
  return residents;
}
