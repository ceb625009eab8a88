import path from 'node:path';
import type { Plugin } from 'vite';
import { checkProcedures, ensureGenerated, ensureGeneratedAsync } from './ensure-generated.mjs';

const WATCHED = ['procedures', 'schemas'].map(
  (dir) => `${path.resolve(import.meta.dirname, '../..', dir)}${path.sep}`,
);

/**
 * Procedure folders in Vite, Vitest and Storybook: a production build first runs the full catalogue check
 * (which regenerates the validators), so a broken folder or a stale validator never ships; the dev servers
 * regenerate when stale and again, with a page reload, when a file under procedures/ or schemas/ changes.
 */
export function procedureFolders(): Plugin {
  let pending: Promise<unknown> | undefined;
  return {
    name: 'sede:procedure-folders',
    config(_config, env) {
      if (env.command === 'build' && !checkProcedures())
        throw new Error(
          'Hay problemas en procedures/ (arriba, con qué escribir en su lugar): la web no se compila.',
        );
      if (env.command === 'serve') ensureGenerated();
    },
    configureServer(server) {
      if (process.env.VITEST) return;
      server.watcher.on('all', (_event, file) => {
        if (!WATCHED.some((dir) => file.startsWith(dir)) || pending) return;
        pending = ensureGeneratedAsync().then(() => {
          pending = undefined;
          server.ws.send({ type: 'full-reload' });
        });
      });
    },
  };
}
