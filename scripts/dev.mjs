// `npm run dev`: the API under `tsx watch` (restarts on server changes) and Vite's dev server (hot reload of the
// SPA, proxying /api and /uploads to the API). Ctrl-C or SIGTERM stops both; if either dies, so does the other.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const apiPort = process.env.PORT ?? '3000';

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: apiPort,
  API_PORT: apiPort,
  // The API serves shipped files from WEB_DIR/uploads; in development that is public/ itself, so demo files
  // and anything added under public/uploads show at once, without a build. Vite serves the SPA.
  WEB_DIR: process.env.WEB_DIR ?? path.join(ROOT, 'public'),
};

const children = [
  {
    name: 'api',
    // procedures/ and schemas/ are read from disk at start: a change there restarts the API too.
    args: [
      require.resolve('tsx/cli'),
      'watch',
      '--clear-screen=false',
      '--include',
      'procedures/**/*.json',
      '--include',
      'schemas/*.json',
      'src/server/main.ts',
    ],
  },
  { name: 'web', args: [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--clearScreen', 'false'] },
].map(({ name, args }) => {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' });
  return {
    name,
    child,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
});

console.info(
  `API en http://localhost:${apiPort}/api; la web, con recarga en caliente, en la dirección que muestra Vite.`,
);

let stopping = false;
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // A child that ignores SIGTERM must not keep the terminal hostage.
  const force = setTimeout(() => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 8000).unref();
  await Promise.all(children.map((c) => c.exited));
  clearTimeout(force);
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
for (const { name, exited } of children) {
  exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`El proceso "${name}" ha terminado (${signal ?? `código ${code}`}); se detiene el resto.`);
    void stopAll(code === 0 ? 1 : (code ?? 1));
  });
}
