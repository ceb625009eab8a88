import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { Procedure } from '#engine/procedure.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open.ts';
import { identity } from '#server/features/identity/index.ts';
import { procedures as proceduresFeature } from '#server/features/procedures/index.ts';
import { apiContract } from '#server/plugins/api-contract/index.ts';
import { errorHandling } from '#server/plugins/error-handling.ts';
import { createAttemptCounter } from '#server/rate-limit/index.ts';
import { createFileStore } from '#server/storage/file-store.ts';

export const ORIGIN = 'http://localhost:3000';

/** Procedures and identification on in-memory PGlite with the local test IdP (no Cl@ve configured). */
export async function identityServer(catalogue: Procedure[]): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'identidad-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: 'pglite://memory',
    PUBLIC_URL: ORIGIN,
  });
  const db = await openDatabase(config);
  const app = Fastify({ logger: false });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('files', createFileStore(path.join(dataDir, 'files')));
  const limits = createAttemptCounter(config);
  app.decorate('limits', limits);
  app.addHook('onClose', async () => {
    await limits.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await app.register(errorHandling);
  await app.register(apiContract);
  await app.register(proceduresFeature, { prefix: '/api', catalogue });
  await app.register(identity, { prefix: '/api' });
  await app.ready();
  return app;
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
