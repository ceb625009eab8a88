// `npm run demo:assets`: regenerates every committed demo file (news pictures, minutes PDFs, video thumbnails)
// from the demo data in src/server/features/content/demo. Same input, same bytes: re-running changes nothing.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SESSIONS, minutesDocument } from '#server/features/content/demo/minutes.ts';
import { DEMO_NEWS } from '#server/features/content/demo/news.ts';
import { DEMO_UPLOADS } from '#server/features/content/demo/paths.ts';
import { SCENES, type Scene, writeIllustration } from './image.ts';
import { writeDemoPdf } from './pdf.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folder = (name: string) => path.join(ROOT, DEMO_UPLOADS.dir, name);
// Kept small so the repository stays light; the generator fails rather than commit something heavier.
const MAX_IMAGE_BYTES = 60 * 1024;
const MAX_PDF_BYTES = 40 * 1024;

function asScene(name: string): Scene {
  if (!(SCENES as readonly string[]).includes(name)) throw new Error(`Escena desconocida: ${name}`);
  return name as Scene;
}

async function main() {
  const written: string[] = [];
  for (const name of [DEMO_UPLOADS.news, DEMO_UPLOADS.minutes, DEMO_UPLOADS.videos]) {
    await rm(folder(name), { recursive: true, force: true });
  }

  for (const item of DEMO_NEWS) {
    if (!item.imagen) continue;
    const file = path.join(folder(DEMO_UPLOADS.news), item.imagen.archivo);
    await writeIllustration(file, {
      scene: asScene(item.imagen.escena),
      seed: item.imagen.semilla,
      caption: item.titulo,
      width: 960,
      height: 600,
    });
    written.push(file);
  }

  for (const session of DEMO_SESSIONS) {
    const file = path.join(folder(DEMO_UPLOADS.minutes), session.acta.archivo);
    await writeDemoPdf(file, minutesDocument(session));
    written.push(file);
    const thumbnail = session.video?.miniatura;
    if (thumbnail) {
      const image = path.join(folder(DEMO_UPLOADS.videos), thumbnail.archivo);
      await writeIllustration(image, {
        scene: 'ayuntamiento',
        seed: thumbnail.semilla,
        caption: 'Sesión del Pleno municipal',
        width: 640,
        height: 360,
      });
      written.push(image);
    }
  }

  for (const file of written) {
    const { size } = await stat(file);
    const limit = file.endsWith('.pdf') ? MAX_PDF_BYTES : MAX_IMAGE_BYTES;
    if (size > limit) throw new Error(`${path.relative(ROOT, file)} ocupa ${size} bytes (máximo ${limit})`);
  }
  const count = (
    await Promise.all(
      [DEMO_UPLOADS.news, DEMO_UPLOADS.minutes, DEMO_UPLOADS.videos].map((n) => readdir(folder(n))),
    )
  ).flat().length;
  console.info(`Ficheros de demostración generados: ${count} en ${DEMO_UPLOADS.dir}`);
}

await main();
await (await import('./site-assets.ts')).generateSiteAssets();
