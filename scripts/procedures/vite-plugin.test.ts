import type { ConfigEnv, Plugin } from 'vite';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ check: true, checked: 0, generated: 0 }));
vi.mock('./ensure-generated.mjs', () => ({
  checkProcedures: () => {
    calls.checked++;
    return calls.check;
  },
  ensureGenerated: () => {
    calls.generated++;
  },
  ensureGeneratedAsync: async () => {},
  PROCEDURES_CHECKED: 'SEDE_TRAMITES_COMPROBADOS_PRUEBA',
}));
const { procedureFolders } = await import('./vite-plugin.ts');

const runConfig = (command: ConfigEnv['command']) => {
  const hook = procedureFolders().config as (config: object, env: ConfigEnv) => void;
  hook({}, { command, mode: 'production' });
};

beforeEach(() => {
  Object.assign(calls, { check: true, checked: 0, generated: 0 });
  delete process.env.SEDE_TRAMITES_COMPROBADOS_PRUEBA;
});

describe('the procedure-folders Vite plugin', () => {
  it('runs the full catalogue check (which regenerates) before every production build', () => {
    runConfig('build');
    expect(calls.checked).toBe(1);
  });

  it('checks once per build, though Vite loads the config again for each environment it builds', () => {
    runConfig('build');
    runConfig('build');
    expect(calls.checked).toBe(1);
  });

  it('leaves the check to a caller that runs it beside the build (npm test)', () => {
    process.env.SEDE_TRAMITES_COMPROBADOS_PRUEBA = '1';
    runConfig('build');
    expect(calls.checked).toBe(0);
  });

  it('stops the build when a folder is broken, so no stale or missing validator ships', () => {
    calls.check = false;
    expect(() => runConfig('build')).toThrow(/Hay problemas en procedures\//);
  });

  it('brings the generated files up to date for dev servers, Vitest and Storybook', () => {
    runConfig('serve');
    expect(calls).toMatchObject({ checked: 0, generated: 1 });
  });

  it('is a Vite plugin with a name', () => {
    expect((procedureFolders() as Plugin).name).toBe('sede:procedure-folders');
  });
});
