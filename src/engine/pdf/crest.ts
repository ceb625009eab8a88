import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import site from '#content/sitio.json' with { type: 'json' };
import { ROOT_DIR } from '../catalogue/load-catalogue.ts';

let crest: Promise<Buffer> | undefined;

/**
 * The council crest (content/sitio.json → public/escudo.svg) as a PNG, converted once per process. The path
 * comes from the site's own content, never from a submission.
 */
export function crestPng(): Promise<Buffer> {
  crest ??= (async () => {
    const svg = await readFile(
      path.join(ROOT_DIR, 'public', path.normalize(site.escudo.src).replace(/^[/\\]+/, '')),
    );
    // 300 dpi for a crest printed about 2 cm tall. Flattened on white: an opaque PNG goes into the PDF as it
    // is, while one with transparency would be decoded and split again for every receipt.
    return sharp(svg, { density: 300 })
      .resize({ height: 240 })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  })();
  return crest;
}
