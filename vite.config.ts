import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { procedureFolders } from './scripts/procedures/vite-plugin.ts';
import { cookieNoticeState } from './scripts/vite-cookie-notice.ts';
import { criticalCss } from './scripts/vite-critical-css.ts';
import { imageVariants } from './scripts/vite-image-variants.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { preloadFonts } from './scripts/vite-preload-fonts.ts';
import { serverBundle } from './scripts/vite-server-bundle.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// Generous: beside a second `npm test` (load 14 on two cores) a worker's first app, which creates the in-memory
// database and the demo keys, took over a minute. A passing test never waits for a timeout, so this costs nothing.
const LOADED_MACHINE_TIMEOUTS = { testTimeout: 90_000, hookTimeout: 180_000 };

// A larger young generation for workers that render React trees or load many modules: V8 collects garbage less
// often (node and web projects: 7 % less CPU here; the integration project gained nothing, so it keeps the default).
const FEWER_COLLECTIONS = ['--max-semi-space-size=32'];

export default defineConfig({
  plugins: [
    procedureFolders(),
    react(),
    preloadFonts(),
    cookieNoticeState(),
    ...criticalCss(),
    precompress(),
    imageVariants(),
    serverBundle('src/web/entry-server.tsx'),
  ],
  publicDir: 'public',
  // One stylesheet for the app's own CSS (about 10 KB): the server inlines it in each rendered page
  // (src/server/plugins/critical-css.ts), pages' modules included, so a page's first paint waits for no file.
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true, cssCodeSplit: false },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine, which ran every file
    // in turn while the browser and the database servers waited. One more worker than cores keeps both busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Modules stay loaded from one file to the next in a worker (CPU 142 → 96 s); no test here changes a
          // module another file imports (the one vi.mock, in vite-plugin.test.ts, mocks a module only that test's
          // dynamic import loads).
          isolate: false,
          execArgv: FEWER_COLLECTIONS,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          ...LOADED_MACHINE_TIMEOUTS,
        },
      },
      {
        extends: true,
        test: {
          // Servers through inject(): no module mocks or globals changed, so a worker keeps the server's modules
          // loaded from one file to the next instead of importing them again for each (half the CPU time).
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          isolate: false,
          ...LOADED_MACHINE_TIMEOUTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          // One page and one module graph per worker, not per file: React, Mantine and RJSF are loaded once
          // instead of 42 times (CPU 184 → 63 s); tests/setup-dom.ts resets the page after each test.
          isolate: false,
          execArgv: FEWER_COLLECTIONS,
          include: ['src/**/*.test.tsx', 'tests/stories.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
          ...LOADED_MACHINE_TIMEOUTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A worker keeps Playwright's client and the helpers loaded from one file to the next (its CPU 55 → 38 s):
          // each file launches its own Chromium and leases its own server in hooks, and no helper keeps state in
          // its module.
          isolate: false,
          // One file at a time, on one server (global-setup.ts, server-lease.ts): `npm test` runs this project in a
          // Vitest of its own beside the others, which fill its waits on the browser and the server (a plain
          // `vitest run` runs it after them). Two files at a time, on two servers, took 25 s less alone (103 against
          // 129 s) but 13 CPU-s more (183 against 170, a second server's start among them): what a run beside
          // another npm test waits for.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // Generous: a journey that takes 15 s on a quiet machine took over 60 beside a second npm test (load
          // 15–19 on two cores). A passing test never waits for a timeout, so this costs nothing.
          testTimeout: 150_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
