// `npm run generate`: writes the generated files of every procedure (precompiled validators, stories, icons, the
// types of procedure.json) and removes those of procedures that no longer exist. Nobody has to run it by hand:
// install, build, dev, Storybook, test and check:procedures call it (see ensure-generated.mjs).
// `--tolerante`: a broken folder is skipped with a warning and the command exits 0 (install, dev servers).
import { pathToFileURL } from 'node:url';
import { writeGenerated } from './write-generated.ts';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tolerant = process.argv.includes('--tolerante');
  const { changed, problems } = await writeGenerated();
  for (const problem of problems) console.warn(`⚠ ${problem}`);
  console.info(
    changed.length === 0
      ? 'Archivos generados al día.'
      : `Generados o borrados ${changed.length} archivos en src/engine/generated/ y src/shared/api-types/generated/.`,
  );
  if (problems.length > 0 && !tolerant) process.exit(1);
}
