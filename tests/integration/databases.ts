import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppOptions, buildApp } from '#server/app.ts';
import { type Config, scratchConfig } from '#server/config.ts';
import { spKeyPair, testIdpKeyPair } from '#server/features/identity/sp-keys.ts';
import { loadSealIdentity } from '#server/features/seal/seal-identity.ts';
import { createDatabase } from '../fault/harness.ts';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
}

/** The databases integration tests run against: PGlite always, plus TEST_DATABASE_URL's server when set. */
function testDatabases(): Array<{ name: string; url: string; fresh: boolean }> {
  const list = [{ name: 'PGlite', url: 'pglite://memory', fresh: false }];
  const server = process.env.TEST_DATABASE_URL;
  if (server) list.push({ name: 'PostgreSQL', url: server, fresh: true });
  return list;
}

/**
 * The demo keys a server makes under DATA_DIR on first use (SAML service provider and test identity provider at
 * start, the demo seal at its first receipt): RSA generation costs a fifth of a CPU-second a key, three keys for
 * every test server. They are generated once per process, by the server's own code, and every test server's
 * DATA_DIR starts with a copy, as replicas sharing a DATA_DIR share them.
 */
const DEMO_KEY_FOLDERS = ['identidad', 'sello'];
let demoKeysDir: Promise<string> | undefined;

function generateDemoKeys(): Promise<string> {
  demoKeysDir ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sede-test-claves-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const config = scratchConfig(dir);
    await Promise.all([spKeyPair(config), testIdpKeyPair(config), loadSealIdentity(config)]);
    return dir;
  })();
  return demoKeysDir;
}

/** Copies the process's demo keys into `dataDir` (keys already there are kept). */
export async function lendDemoKeys(dataDir: string) {
  const keysDir = await generateDemoKeys();
  for (const folder of DEMO_KEY_FOLDERS) {
    cpSync(path.join(keysDir, folder), path.join(dataDir, folder), { recursive: true, force: false });
  }
}

/**
 * buildApp with the process's demo keys lent and the overload guard off: on a machine busy with other work (a
 * second test suite beside this one) its one-second mean delay can trip and turn a test's request away with 503.
 * Its own tests provoke it with their thresholds (observability).
 */
export async function buildTestApp(config: Config, options: AppOptions = {}) {
  await lendDemoKeys(config.dataDir);
  return buildApp(config, { overload: { maxEventLoopDelay: 0 }, ...options });
}

/** How a suite's server is made: see describeWithServer. */
export interface ServerSuiteOptions {
  /** Variables added to the configuration. */
  env?: Record<string, string>;
  /** Options added to the app's. */
  app?: AppOptions;
  /**
   * `embedded`: PGlite only, for a suite whose subject cannot depend on the database (compression, rate limits,
   * the seal, the framework's own errors): PostgreSQL would run the same requests through the same code again.
   * A suite whose outcome goes through SQL of its own (queries, transactions, NOTIFY) runs on both.
   */
  databases?: 'all' | 'embedded';
}

/** Runs `suite` once per test database with a fresh app (empty, migrated database; temporary DATA_DIR). */
export function describeWithServer(
  title: string,
  suite: (server: () => TestServer) => void,
  { env = {}, app: options = {}, databases = 'all' }: ServerSuiteOptions = {},
) {
  const all = testDatabases();
  for (const database of databases === 'embedded' ? all.slice(0, 1) : all) {
    describe(`${title} [${database.name}]`, () => {
      let current: TestServer | undefined;
      let cleanup: Array<() => Promise<void> | void> = [];
      beforeAll(async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'sede-test-'));
        cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
        let url = database.url;
        if (database.fresh) {
          const created = await createDatabase(database.url);
          url = created.url;
          cleanup.push(created.drop);
        }
        const config = scratchConfig(dataDir, {
          DATABASE_URL: url,
          ...env,
        });
        const app = await buildTestApp(config, options);
        cleanup.unshift(() => app.close());
        current = { app, config };
      });
      afterAll(async () => {
        for (const step of cleanup) await step();
        cleanup = [];
      });
      suite(() => {
        if (!current) throw new Error('El servidor de pruebas no está listo');
        return current;
      });
    });
  }
}

/** `describeWithServer` with extra variables, curried so a suite opts in by changing only its first line. */
export const describeWithEnv =
  (env: Record<string, string>) => (title: string, suite: (server: () => TestServer) => void) =>
    describeWithServer(title, suite, { env });
