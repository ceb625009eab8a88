import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '#engine/node/load-catalogue.ts';
import { ASSURANCE_LEVELS } from '#engine/procedure.ts';
import { readApiSchemas } from '#server/plugins/api-contract/contract-files.ts';
import { BOOKING_FIELD_MESSAGES, COURTS, SELECTION_MESSAGES } from '#shared/booking/index.ts';
import { STATES } from '#shared/submission-states.ts';
import { describeWithServer } from './databases.ts';

/**
 * Routes under /api that answer no JSON, left out of the contract, each with the reason. Nothing else may be.
 * `method` and `url` as Fastify registers them; `url` may be a pattern.
 */
const NOT_JSON: ReadonlyArray<{ method: string; url: string | RegExp; reason: string }> = [
  { method: 'GET', url: '/api/metricas', reason: 'métricas de Prometheus en texto' },
  {
    method: 'POST',
    url: /^\/api\/tramites\/[^/]+$/,
    reason: 'un trámite llega en multipart (validado con el esquema de su carpeta) y responde el PDF',
  },
  { method: 'GET', url: '/api/verificar/:csv/justificante', reason: 'descarga del justificante en PDF' },
  { method: 'GET', url: '/api/admin/tramites/:id/justificante', reason: 'descarga del justificante en PDF' },
  { method: 'GET', url: '/api/admin/tramites/:id/archivos/:archivo', reason: 'descarga de un documento' },
  { method: 'GET', url: '/api/pago/sandbox/:sessionId', reason: 'página HTML de la pasarela de pruebas' },
  {
    method: 'POST',
    url: /^\/api\/pago\/sandbox\/:sessionId\/(pagar|cancelar)$/,
    reason: 'formulario HTML y 303',
  },
  { method: 'POST', url: '/api/stripe/webhook', reason: 'cuerpo en bruto firmado por Stripe' },
  {
    method: 'GET',
    url: /^\/api\/mis-tramites\/:id\/(justificante|archivos\/:archivo)$/,
    reason: 'descarga del justificante o de un documento del vecino',
  },
  { method: 'GET', url: '/api/identidad/autoenvio.js', reason: 'el script que envía los formularios SAML' },
  {
    method: 'GET',
    url: '/api/identidad/entrar',
    reason: 'página HTML que envía la solicitud SAML a Cl@ve (una vuelta inválida lleva a la portada)',
  },
  {
    method: 'POST',
    url: '/api/identidad/acs',
    reason: 'respuesta SAML de Cl@ve en un formulario HTML; responde 303 o una página HTML',
  },
  { method: 'GET', url: '/api/identidad/salida', reason: 'vuelta de Cl@ve tras cerrar la sesión: 303' },
  {
    method: 'GET',
    url: '/api/identidad/metadata',
    reason: 'metadatos SAML del proveedor de servicio en XML',
  },
  {
    method: 'POST',
    url: /^\/api\/identidad\/pruebas\/(sso|acceder)$/,
    reason: 'proveedor de identidad de pruebas: formularios y páginas HTML del enlace SAML',
  },
  { method: 'GET', url: '/api/identidad/pruebas/salir', reason: 'cierre en el proveedor de pruebas: 303' },
];

/** POST routes that take no body at all. */
const WITHOUT_BODY: ReadonlyArray<string> = [
  'POST /api/auth/logout',
  'POST /api/identidad/salir',
  'POST /api/mis-tramites/borradores/:id/abrir',
];

const matches = (entry: { method: string; url: string | RegExp }, method: string, url: string) =>
  entry.method === method && (typeof entry.url === 'string' ? entry.url === url : entry.url.test(url));

/** What one route lacks of the contract, in Spanish, or nothing. */
function missingParts(route: RouteOptions, method: string): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const missing: string[] = [];
  const takesBody =
    ['POST', 'PUT', 'PATCH'].includes(method) && !WITHOUT_BODY.includes(`${method} ${route.url}`);
  if (takesBody && !schema.body) missing.push('esquema del cuerpo');
  if (route.url.includes(':') && !schema.params) missing.push('esquema de los parámetros de la ruta');
  // A handler that reads the query (`request.query`, or `const { query } = request`) takes one.
  const readsQuery = /request\.query\b|\{[^}]*\bquery\b[^}]*\}\s*=\s*request\b/.test(String(route.handler));
  if (readsQuery && !schema.querystring) missing.push('esquema de la consulta');
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!Object.keys(response).some((status) => /^2(\d\d|xx)$/.test(status))) {
    missing.push('esquema de la respuesta correcta');
  }
  return missing;
}

function checkRoutes(routes: readonly RouteOptions[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/')) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (NOT_JSON.some((entry) => matches(entry, method, route.url))) continue;
      const missing = missingParts(route, method);
      if (missing.length > 0) problems.push(`${method} ${route.url}: falta ${missing.join(', ')}`);
    }
  }
  return problems;
}

// With either payment provider: each registers routes of its own (the webhook only when Stripe is configured).
for (const [payments, env, oneRoute] of [
  ['sandbox payments', {}, '/api/pago/crear-sesion'],
  [
    'Stripe payments',
    { STRIPE_SECRET_KEY: 'sk_test_contrato', STRIPE_WEBHOOK_SECRET: 'whsec_contrato' },
    '/api/stripe/webhook',
  ],
] as const) {
  const routes: RouteOptions[] = [];
  describeWithServer(
    `API contract: every JSON route under /api declares its schemas (${payments})`,
    (server) => {
      it('has no route without its request and response schemas', () => {
        expect(server().app).toBeDefined();
        expect(routes.some((route) => route.url === oneRoute)).toBe(true);
        expect(checkRoutes(routes)).toEqual([]);
      });
    },
    { env, app: { onRoute: (route) => routes.push(route) } },
  );
}

const defsOf = (feature: string) => {
  const file = readApiSchemas().find((schema) => schema.$id === `${feature}.json`);
  if (!file) throw new Error(`schemas/api/${feature}.json no existe`);
  return file.$defs as Record<
    string,
    { enum?: unknown[]; properties?: Record<string, { errorMessage?: string }> }
  >;
};

describe('API contract: one source for every shape', () => {
  const generatedDir = path.join(ROOT_DIR, 'src/shared/api-types/generated');
  const generatedNames = new Set(
    readdirSync(generatedDir).flatMap((file) =>
      [
        ...readFileSync(path.join(generatedDir, file), 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm),
      ].map((match) => match[1] as string),
    ),
  );

  it('generates one module of types per contract file', () => {
    const contract = readApiSchemas().map((schema) => schema.$id.replace(/\.json$/, '.ts'));
    expect(readdirSync(generatedDir).sort()).toEqual(contract.sort());
  });

  it('leaves no API client of the web or the engine declaring its own copy of a contract type', () => {
    const clients = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return clients(full);
        return /-api\.ts$/.test(entry.name) ? [full] : [];
      });
    // The engine's form holds one client too (its drafts).
    const copies = ['src/web', 'src/engine']
      .flatMap((dir) => clients(path.join(ROOT_DIR, dir)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm)]
          .map((match) => match[1] as string)
          .filter((name) => generatedNames.has(name))
          .map((name) => `${path.relative(ROOT_DIR, file)}: ${name}`),
      );
    expect(copies).toEqual([]);
  });

  it('lists the courts, the states and the assurance levels the code knows, in the same order', () => {
    expect(defsOf('booking').CourtId?.enum).toEqual(COURTS.map((court) => court.id));
    expect(defsOf('booking').BookingRequest?.properties?.pista).toMatchObject({
      enum: COURTS.map((court) => court.id),
    });
    expect(defsOf('procedures').SubmissionState?.enum).toEqual([...STATES]);
    expect(defsOf('identity').AssuranceLevel?.enum).toEqual([...ASSURANCE_LEVELS]);
  });

  it('refuses a booking field with the message the booking page shows for it', () => {
    const fields = defsOf('booking').BookingRequest?.properties ?? {};
    expect(fields.pista?.errorMessage).toBe(BOOKING_FIELD_MESSAGES.pista);
    expect(fields.dia?.errorMessage).toBe(BOOKING_FIELD_MESSAGES.dia);
    expect(fields.horas?.errorMessage).toBe(SELECTION_MESSAGES.vacia);
    expect(fields.email?.errorMessage).toBe(BOOKING_FIELD_MESSAGES.email);
    expect(fields.nombre?.errorMessage).toBe(BOOKING_FIELD_MESSAGES.nombre);
  });
});
