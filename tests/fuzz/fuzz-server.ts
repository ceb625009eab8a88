import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { scratchConfig } from '#server/config.ts';
import { readApiSchemas } from '#server/plugins/api-contract/contract-files.ts';
import { runStartupTasks } from '#server/startup.ts';
import { buildTestApp } from '../integration/databases.ts';

export interface FuzzRoute {
  method: string;
  url: string;
  /** The body's JSON Schema: the route's own, or its procedure's from the catalogue. */
  bodySchema: unknown;
}

/**
 * A route schema with the API contract's `$ref`s (schemas/api) replaced by what they name, for the arbitraries;
 * `current` is the contract file a local `#/$defs/…` points into.
 */
function inlineContract(schema: unknown, current = '', depth = 0): unknown {
  if (schema === null || typeof schema !== 'object' || depth > 8) return schema;
  if (Array.isArray(schema)) return schema.map((item) => inlineContract(item, current, depth + 1));
  const { $ref, ...rest } = schema as Record<string, unknown>;
  if (typeof $ref === 'string') {
    const [file = '', name = ''] = $ref.split('#/$defs/');
    const target = CONTRACT.find((candidate) => candidate.$id === (file || current))?.$defs[name];
    if (target) return inlineContract({ ...rest, ...target }, file || current, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlineContract(value, current, depth + 1)]),
  );
}
const CONTRACT = readApiSchemas();

const ADMIN = { email: 'fuzz@villaverde.example', password: 'Prueba-De-Fuzz-2025!' };
// Requests the suite never sends with the staff token: they would end the session it relies on.
const SESSION_ENDING = /logout/;

/** The whole app on in-memory PGlite with every route it registered, and a staff token for deep fuzzing. */
export async function startFuzzServer(): Promise<{
  app: FastifyInstance;
  routes: FuzzRoute[];
  tokenFor(route: FuzzRoute): string | undefined;
  close(): Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sede-fuzz-'));
  const config = scratchConfig(dataDir, {
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const procedureSchemas = new Map(loadCatalogue().map((p) => [`/api${p.api}`, p.schema]));
  const registered: RouteOptions[] = [];
  // A test app, as for the integration suites: a busy machine would otherwise turn fuzz requests into 503s.
  const app = await buildTestApp(config, { onRoute: (route) => registered.push(route) });
  await runStartupTasks(app);

  const routes: FuzzRoute[] = [];
  for (const route of registered) {
    if (!route.url.startsWith('/api/')) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const ownSchema = (route.schema as { body?: unknown } | undefined)?.body;
      routes.push({
        method,
        url: route.url,
        bodySchema: ownSchema ? inlineContract(ownSchema) : procedureSchemas.get(route.url),
      });
    }
  }

  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const token = login.statusCode === 200 ? (login.json() as { token?: string }).token : undefined;
  return {
    app,
    routes,
    tokenFor: (route) => (SESSION_ENDING.test(route.url) ? undefined : token),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
