import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadCatalogue } from '../../src/engine/node/load-catalogue.ts';
import type { Procedure } from '../../src/engine/procedure.ts';
import {
  checkProcedures,
  ensureGenerated,
  ensureGeneratedAsync,
  PROCEDURES_CHECKED,
} from './ensure-generated.mjs';

const WATCHED = ['procedures', 'schemas'].map(
  (dir) => `${path.resolve(import.meta.dirname, '../..', dir)}${path.sep}`,
);

/** The catalogue's modules for the browser (types: src/engine/catalogue/virtual-procedures.d.ts). */
const INDEX = 'virtual:procedures';
const ONE = 'virtual:procedure/';
const WHOLE = 'virtual:procedure-catalogue';
const RESOLVED = '\0';

/** A value as the code that makes it: JSON.parse of a string literal, which engines read faster than a literal. */
const parsed = (value: unknown) => `/* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** The catalogue, read once per build and again after each change under procedures/ or schemas/. */
let loaded: Procedure[] | undefined;
const catalogue = () => {
  loaded ??= loadCatalogue();
  return loaded;
};

/**
 * The modules the web reads the catalogue from, built here by the server's own loader (schemas bundled, taken
 * paths settled, in catalogue order), so the browser builds nothing:
 * - `virtual:procedures`: the index's cards and one loader per procedure;
 * - `virtual:procedure/<slug>`: one procedure, its own chunk (a procedure page loads only its form);
 * - `virtual:procedure-catalogue`: all of them (stories and tests).
 */
function catalogueModule(id: string): string | undefined {
  if (!id.startsWith(RESOLVED)) return undefined;
  const name = id.slice(RESOLVED.length);
  if (name === WHOLE) return `export default ${parsed(catalogue())};`;
  if (name === INDEX) {
    const cards = catalogue().map(({ slug, nombreCorto, icono }) => ({ slug, nombreCorto, icono }));
    const loaders = catalogue().map(
      ({ slug }) => `  ${JSON.stringify(slug)}: () => import(${JSON.stringify(ONE + slug)}),`,
    );
    return `export const procedureCards = ${parsed(cards)};\nexport const procedureLoaders = {\n${loaders.join('\n')}\n};`;
  }
  if (name.startsWith(ONE)) {
    const procedure = catalogue().find((p) => p.slug === name.slice(ONE.length));
    return procedure ? `export default ${parsed(procedure)};` : undefined;
  }
  return undefined;
}

/** After a change under procedures/ or schemas/: every environment reads the catalogue's modules again. */
function invalidateCatalogue(server: ViteDevServer) {
  loaded = undefined;
  for (const environment of Object.values(server.environments)) {
    for (const module of environment.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith(`${RESOLVED}virtual:procedure`))
        environment.moduleGraph.invalidateModule(module);
    }
  }
}

/**
 * Procedure folders in Vite, Vitest and Storybook: a production build first runs the full catalogue check
 * (which regenerates the validators), so a broken folder or a stale validator never ships; the dev servers
 * regenerate when stale and again, with a page reload, when a file under procedures/ or schemas/ changes; and the
 * catalogue's modules (above).
 */
export function procedureFolders(): Plugin {
  let pending: Promise<unknown> | undefined;
  return {
    name: 'sede:procedure-folders',
    config(_config, env) {
      if (env.command === 'build' && process.env[PROCEDURES_CHECKED] !== '1') {
        if (!checkProcedures())
          throw new Error(
            'Hay problemas en procedures/ (arriba, con qué escribir en su lugar): la web no se compila.',
          );
        // Vite loads this config again for each environment it builds (the client, the server renderer): once
        // is enough.
        process.env[PROCEDURES_CHECKED] = '1';
      }
      if (env.command === 'serve') ensureGenerated();
    },
    buildStart() {
      loaded = undefined;
    },
    resolveId(source) {
      return source === INDEX || source === WHOLE || source.startsWith(ONE) ? RESOLVED + source : null;
    },
    load: catalogueModule,
    configureServer(server) {
      if (process.env.VITEST) return;
      server.watcher.on('all', (_event, file) => {
        if (!WATCHED.some((dir) => file.startsWith(dir)) || pending) return;
        pending = ensureGeneratedAsync().then(() => {
          pending = undefined;
          invalidateCatalogue(server);
          server.ws.send({ type: 'full-reload' });
        });
      });
    },
  };
}
