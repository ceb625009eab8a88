import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import type { Procedure } from '#engine/procedure.ts';
import { type FormFiles, toMultipart } from '#engine/wire/multipart.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open.ts';
import { procedures as proceduresFeature } from '#server/features/procedures/index.ts';
import { apiContract } from '#server/plugins/api-contract/index.ts';
import { errorHandling } from '#server/plugins/error-handling.ts';
import { createAttemptCounter } from '#server/rate-limit/index.ts';
import { createFileStore } from '#server/storage/file-store.ts';
import { randomIp } from './auth-fixtures.ts';
import { lendDemoKeys } from './databases.ts';

/** The catalogue as the server reads it. */
export const catalogue: Procedure[] = loadCatalogue();

export const procedureBySlug = (slug: string): Procedure => {
  const found = catalogue.find((p) => p.slug === slug);
  if (!found) throw new Error(`No existe el trámite ${slug}`);
  return found;
};

/** A minimal but real PDF (file-type recognises it by its header). */
export function pdfBytes(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A small real PNG or JPEG, different for each `seed` (so each test stores new files). */
export async function imageBytes(format: 'png' | 'jpeg', seed: number): Promise<Buffer> {
  const image = sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

let counter = 0;
/** A unique suffix per call, so equal examples never share file bytes by accident. */
export const unique = () => `${process.pid}-${Date.now()}-${++counter}`;

export const file = (content: Buffer, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(content)], name, { type });

/** The schema's first example: a submission that must pass. */
export const exampleData = (procedure: Procedure): Record<string, unknown> =>
  structuredClone((procedure.schema.examples as Array<Record<string, unknown>>)[0] ?? {});

/** Files for a valid submission: one per required slot plus the first slot, and one per census person. */
export async function exampleFiles(
  procedure: Procedure,
  data: Record<string, unknown>,
): Promise<FormFiles<File>> {
  const slots = procedure.documentos.filter((slot, index) => slot.obligatorio || index === 0);
  const documentos = await Promise.all(
    slots.map(async (slot, index) => ({
      clave: slot.clave,
      // PDFs and PNGs alternate, so both kinds go through the content check.
      archivo:
        index % 2 === 0
          ? file(
              pdfBytes(`${slot.clave} ${unique()}`),
              `${slot.nombre.replaceAll('/', ' o ')}.pdf`,
              'application/pdf',
            )
          : file(await imageBytes('png', ++counter), `foto ${index}.png`, 'image/png'),
    })),
  );
  const personas = Array.isArray(data.personas) ? data.personas : [];
  const elementos = await Promise.all(
    personas.map(async (_person, i) => [
      file(await imageBytes('jpeg', ++counter), `dni-${i}.jpg`, 'image/jpeg'),
    ]),
  );
  return { documentos, ...(personas.length > 0 ? { elementos: { personas: elementos } } : {}) };
}

/**
 * The environment of suites that submit the same example applicant many times and check the mails it gets:
 * the daily cap of receipt mails per recipient would skip them, and has its own suite.
 */
export const SAME_APPLICANT_ENV = { LIMIT_SUBMISSION_MAILS_PER_DAY: '1000' };

/**
 * POSTs a multipart body to the procedure's API path, from a fresh client address unless one is given (the
 * per-address submission limits have their own suite).
 */
export function postSubmission(
  app: FastifyInstance,
  procedure: Procedure,
  body: FormData,
  headers: Record<string, string> = {},
  remoteAddress = randomIp(),
) {
  return app.inject({ method: 'POST', url: `/api${procedure.api}`, payload: body, headers, remoteAddress });
}

export async function postExample(
  app: FastifyInstance,
  procedure: Procedure,
  headers: Record<string, string> = {},
) {
  const data = exampleData(procedure);
  const files = await exampleFiles(procedure, data);
  const response = await postSubmission(app, procedure, toMultipart(data, files), headers);
  return { data, files, response };
}

/** Every file in the content-addressed store (to prove nothing is left behind). */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

export async function countEntries(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.query<{ n: number }>('select count(*)::int as n from tramites');
  return row?.n ?? 0;
}

/**
 * A server with only the procedures feature, serving `procedures` (e.g. the catalogue plus a temporary folder):
 * the same plugins `buildApp` registers, on in-memory PGlite and a temporary file store. `also` adds features
 * (identification), `env` settings.
 */
export async function proceduresServer(
  procedures: Procedure[],
  { env = {}, also = [] }: { env?: Record<string, string>; also?: FastifyPluginAsync[] } = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tramites-servidor-'));
  await lendDemoKeys(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: 'pglite://memory',
    ...env,
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
  await app.register(proceduresFeature, { prefix: '/api', catalogue: procedures });
  for (const feature of also) await app.register(feature, { prefix: '/api' });
  await app.ready();
  return app;
}
