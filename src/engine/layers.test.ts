import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The engine's layers are enforced by biome.json (noRestrictedImports and noNodejsModules per folder). This
// lints one-import probe files with that very configuration, in a scratch copy of the tree, to prove each
// folder rejects what it must and still accepts what it may import.

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const LAYER_RULES = new Set(['lint/style/noRestrictedImports', 'lint/correctness/noNodejsModules']);

interface Layer {
  /** A module of the layer (the probe's path). */
  file: string;
  forbidden: string[];
  allowed: string[];
}

const LAYERS: Layer[] = [
  {
    file: 'src/engine/wire/probe.ts',
    forbidden: [
      'react',
      'react/jsx-runtime',
      '@mantine/core',
      '@rjsf/core',
      'node:fs',
      'fs',
      'pdfkit',
      'sharp',
      '#content/sitio.json',
      '../../../content/sitio.json',
      '#web/app/paths.ts',
      '#server/app.ts',
      '../../server/app.ts',
      '#engine/react/council.tsx',
      '../react/council.tsx',
      '#engine/node/load-catalogue.ts',
      '../node/pdf/receipt.ts',
    ],
    allowed: ['../procedure.ts', '#engine/council.ts', 'ajv', '#shared/paths.ts'],
  },
  {
    file: 'src/engine/react/probe.tsx',
    forbidden: [
      'node:path',
      'pdfkit',
      '#content/sitio.json',
      '#web/app/paths.ts',
      '#server/app.ts',
      '../node/load-catalogue.ts',
      '#engine/node/pdf/receipt.ts',
    ],
    allowed: ['react', '@mantine/core', '@rjsf/core', '../procedure.ts', '../wire/multipart.ts'],
  },
  {
    file: 'src/engine/node/pdf/probe.ts',
    forbidden: [
      'react',
      '@mantine/core',
      '#content/sitio.json',
      '#web/app/paths.ts',
      '#server/app.ts',
      '../../react/council.tsx',
    ],
    allowed: ['node:fs', 'pdfkit', 'sharp', '../../procedure.ts', '../load-catalogue.ts'],
  },
  // Tests and stories are outside the rule: they may read the site's content or the disk.
  {
    file: 'src/engine/wire/probe.test.ts',
    forbidden: [],
    allowed: ['node:fs', '#content/sitio.json', '../node/load-catalogue.ts'],
  },
];

const scratch = mkdtempSync(path.join(tmpdir(), 'engine-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes one probe per import (numbered, in the layer's folder) and lints them all with the real biome.json. */
function violations(): Map<string, string> {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  const probes = new Map<string, string>();
  for (const layer of LAYERS) {
    [...layer.forbidden, ...layer.allowed].forEach((specifier, i) => {
      const file = layer.file.replace('probe.', `probe-${i}.`);
      mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(scratch, file), `import * as probe from '${specifier}';\nexport { probe };\n`);
      probes.set(file, `${layer.file} ← ${specifier}`);
    });
  }
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: Array<{ category?: string; location?: { path?: string } }>;
  };
  const caught = new Map<string, string>();
  for (const diagnostic of report.diagnostics) {
    const file = diagnostic.location?.path;
    if (file && diagnostic.category && LAYER_RULES.has(diagnostic.category))
      caught.set(probes.get(file) ?? file, diagnostic.category);
  }
  return caught;
}

describe('engine layers (biome.json)', () => {
  const caught = violations();

  it.each(LAYERS.filter((layer) => layer.forbidden.length > 0))(
    '$file rejects what its layer must not import',
    ({ file, forbidden }) => {
      const missed = forbidden
        .map((specifier) => `${file} ← ${specifier}`)
        .filter((probe) => !caught.has(probe));
      expect(missed).toEqual([]);
    },
  );

  it.each(LAYERS)('$file accepts what its layer may import', ({ file, allowed }) => {
    const refused = allowed.map((specifier) => `${file} ← ${specifier}`).filter((probe) => caught.has(probe));
    expect(refused).toEqual([]);
  });
});
