// `npm run generate`: writes the generated files of every procedure (types, precompiled validators, stories)
// and removes those of procedures that no longer exist.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCatalogue, ROOT_DIR } from '#engine/catalogue/load-catalogue.ts';
import { GENERATED_DIR, generatedFiles } from './generated-files.ts';

const files = await generatedFiles(loadCatalogue());
for (const folder of ['types', 'validators']) {
  const dir = path.join(GENERATED_DIR, folder);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!files.has(path.relative(ROOT_DIR, path.join(dir, name)))) rmSync(path.join(dir, name));
  }
}
for (const [file, content] of files) writeFileSync(path.join(ROOT_DIR, file), content);
console.info(`Generados ${files.size} archivos en ${path.relative(ROOT_DIR, GENERATED_DIR)}/`);
