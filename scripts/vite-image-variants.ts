// Vite plugin: the demo pictures the build ships under uploads/ (copied from public/) get the same AVIF and
// WebP copies that staff uploads get at upload time (src/server/storage/image-variants.ts), so the uploads
// route can answer them in a modern format too. A copy no smaller than its original is not written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { modernVariants, pictureName } from '../src/server/storage/image-variants.ts';

export function imageVariants(): Plugin {
  let outDir = '';
  return {
    name: 'sede:image-variants',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the public folder is copied into the output.
    async closeBundle() {
      const uploads = path.join(outDir, 'uploads');
      const names = (await readdir(uploads, { recursive: true }).catch(() => [])) as string[];
      await Promise.all(
        names.map(async (name) => {
          const picture = pictureName(name);
          if (!picture) return;
          const original = await readFile(path.join(uploads, name));
          for (const variant of await modernVariants(original, picture.ext)) {
            await writeFile(path.join(uploads, `${picture.stem}.${variant.ext}`), variant.content);
          }
        }),
      );
    },
  };
}
