// The public site's demo files (run by `npm run demo:assets`): illustrations for every image content/ names,
// party logos, ordinances in PDF/DOC/DOCX, the job call PDFs and legal PDFs. (sitemap.xml and robots.txt are
// server routes: they need PUBLIC_URL and the published news.)
// Same input, same bytes, so re-running changes nothing.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import corporation from '#content/corporacion.json' with { type: 'json' };
import jobDetail from '#content/empleo/auxiliar-ayuda-domicilio.json' with { type: 'json' };
import ordinances from '#content/ordenanzas.json' with { type: 'json' };
import site from '#content/sitio.json' with { type: 'json' };
import { ORDINANCES_FOLDER } from '#web/features/council/ordinance-files.ts';
import { writeIllustration } from './image.ts';
import { renderDocx, renderRtfDoc } from './office-docs.ts';
import { partyLogoSvg } from './party-logo.ts';
import { writeDemoPdf } from './pdf.ts';
import { imageScene, siteImages } from './site-images.ts';
import { applicationFormPdf, asPdf, jobRulesPdf, legalPdfs, ordinanceText } from './site-texts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const publicFile = (urlPath: string) => path.join(PUBLIC, ...urlPath.split('/').filter(Boolean));
// Issue 6 asks for images under 40 KB; documents stay small too so the repository stays light.
const MAX_IMAGE_BYTES = 40 * 1024;
const MAX_DOCUMENT_BYTES = 40 * 1024;

async function write(file: string, bytes: Uint8Array | string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

export async function generateSiteAssets(): Promise<void> {
  const written: string[] = [];

  const images = await siteImages(path.join(ROOT, 'content'));
  for (const image of images) {
    const file = publicFile(image.src);
    const { scene, tone } = imageScene(image.src);
    const hero = image.src.startsWith('/images/inicio/');
    await writeIllustration(file, {
      scene,
      tone,
      seed: image.src,
      caption: image.alt,
      width: hero ? 1200 : 800,
      height: hero ? 525 : 600,
      quality: 60,
    });
    written.push(file);
  }

  for (const group of corporation.grupos) {
    const file = publicFile(group.logo.src);
    await write(file, partyLogoSvg(path.basename(file, '.svg'), group.logo.alt));
    written.push(file);
  }

  for (const category of ordinances.categorias) {
    for (const doc of category.documentos) {
      const file = publicFile(`${ORDINANCES_FOLDER}/${doc.archivo}`);
      const text = ordinanceText(doc.titulo, category.nombre);
      if (file.endsWith('.pdf')) await writeDemoPdf(file, asPdf(text, site.ayuntamiento));
      else if (file.endsWith('.docx')) await write(file, renderDocx(text));
      else if (file.endsWith('.doc')) await write(file, renderRtfDoc(text));
      else throw new Error(`Formato no admitido para ${doc.archivo}: usa .pdf, .doc o .docx`);
      written.push(file);
    }
  }

  const jobFiles: Array<[string, Parameters<typeof writeDemoPdf>[1]]> = [
    [jobDetail.bases, jobRulesPdf()],
    [jobDetail.modelo, applicationFormPdf()],
    ...legalPdfs().map(({ path: urlPath, content }) => [urlPath, content] as [string, typeof content]),
  ];
  for (const [urlPath, content] of jobFiles) {
    const file = publicFile(urlPath);
    await writeDemoPdf(file, content);
    written.push(file);
  }
  // The footer links these two from sitio.json: they must be among the PDFs just written.
  for (const link of [site.enlaces.politicaPrivacidad, site.enlaces.avisoLegal]) {
    if (!written.includes(publicFile(link))) throw new Error(`sitio.json enlaza ${link}, que no se genera`);
  }

  for (const file of written) {
    const { size } = await stat(file);
    const limit = /\.(webp|jpe?g|svg)$/.test(file) ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
    if (size > limit) throw new Error(`${path.relative(ROOT, file)} ocupa ${size} bytes (máximo ${limit})`);
  }
  await reportOrphans(written);
  console.info(`Ficheros del sitio público generados: ${written.length}`);
}

/** Warns about files left in the generated folders that no content names any more. */
async function reportOrphans(written: string[]) {
  const folders = ['images', 'uploads/ordenanzas', 'uploads/empleo', 'uploads/legal'].map((f) =>
    path.join(PUBLIC, f),
  );
  for (const folder of folders) {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !written.includes(file)) {
        console.warn(`Sin uso en content/: ${path.relative(ROOT, file)} (bórralo si ya no hace falta)`);
      }
    }
  }
}

// Runs on its own too: `tsx scripts/demo-assets/site-assets.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await generateSiteAssets();
