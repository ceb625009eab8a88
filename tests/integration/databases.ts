import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppOptions, buildApp } from '#server/app.ts';
import { type Config, scratchConfig } from '#server/config.ts';
import { createDatabase } from '../fault/harness.ts';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
}

/** The databases integration tests run against: PGlite always, plus TEST_DATABASE_URL's server when set. */
export function testDatabases(): Array<{ name: string; url: string; fresh: boolean }> {
  const list = [{ name: 'PGlite', url: 'pglite://memory', fresh: false }];
  const server = process.env.TEST_DATABASE_URL;
  if (server) list.push({ name: 'PostgreSQL', url: server, fresh: true });
  return list;
}

/**
 * The demo keys a server makes on its first start under DATA_DIR (SAML service provider and test identity
 * provider, the demo seal): RSA generation is a good part of an app's start, so the first server of the
 * process lends its keys to every later one, as replicas sharing a DATA_DIR would share them.
 */
const GENERATED_KEY_FOLDERS = ['identidad', 'sello'];
let keysDir: string | undefined;

function lendKeys(dataDir: string) {
  if (!keysDir) return;
  for (const folder of GENERATED_KEY_FOLDERS) {
    const from = path.join(keysDir, folder);
    if (existsSync(from)) cpSync(from, path.join(dataDir, folder), { recursive: true });
  }
}

function keepKeys(dataDir: string) {
  if (keysDir || !GENERATED_KEY_FOLDERS.every((f) => existsSync(path.join(dataDir, f)))) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'sede-test-claves-'));
  for (const folder of GENERATED_KEY_FOLDERS) {
    cpSync(path.join(dataDir, folder), path.join(dir, folder), { recursive: true });
  }
  keysDir = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * buildApp with the overload guard off: on a machine busy with other work (a second test suite beside this one)
 * its one-second mean delay can trip and turn a test's request away with 503. Its own tests provoke it with
 * their thresholds (observability).
 */
export const buildTestApp = (config: Config, options: AppOptions = {}) =>
  buildApp(config, { overload: { maxEventLoopDelay: 0 }, ...options });

/**
 * Runs `suite` once per test database with a fresh app (empty, migrated database; temporary DATA_DIR).
 * `env` adds variables to the configuration, `options` to the app; `databases` narrows the list for a suite
 * whose outcome cannot depend on the database.
 */
export function describeWithServer(
  title: string,
  suite: (server: () => TestServer) => void,
  env: Record<string, string> = {},
  options: AppOptions = {},
  databases = testDatabases(),
) {
  for (const database of databases) {
    describe(`${title} [${database.name}]`, () => {
      let current: TestServer | undefined;
      let cleanup: Array<() => Promise<void> | void> = [];
      beforeAll(async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'sede-test-'));
        cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
        lendKeys(dataDir);
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
        keepKeys(dataDir);
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
    describeWithServer(title, suite, env);
