// Vite plugin: `vite build` builds the server-side renderer too (src/web/entry-server.tsx), into a folder
// inside the client's output, so one --outDir moves both and the server finds it beside index.html.
import path from 'node:path';
import type { Plugin } from 'vite';

/** Folder of the server bundle inside the web build; the server never serves it (web-app.ts). */
export const SERVER_BUNDLE_DIR = 'ssr';
/** The renderer's file in that folder. */
export const SERVER_BUNDLE_FILE = 'entry-server.js';

export function serverBundle(entry: string): Plugin {
  let clientOutDir = 'dist';
  return {
    name: 'sede:server-bundle',
    apply: 'build',
    config(config) {
      clientOutDir = config.build?.outDir ?? clientOutDir;
      // With a builder, `vite build` builds every environment: the client, then the server (ssr).
      return { builder: {}, environments: { ssr: {} } };
    },
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        build: {
          outDir: path.join(clientOutDir, SERVER_BUNDLE_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          ssr: entry,
          rolldownOptions: { output: { entryFileNames: SERVER_BUNDLE_FILE } },
        },
      };
    },
  };
}
