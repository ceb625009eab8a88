import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const crests = new Map<string, Promise<Buffer>>();

/**
 * A council crest (an SVG file of the site, never one from a submission) as the PNG the receipt prints,
 * converted once per file and process.
 */
export function crestPng(svgFile: string): Promise<Buffer> {
  let crest = crests.get(svgFile);
  if (!crest) {
    // 300 dpi for a crest printed about 2 cm tall. Flattened on white: an opaque PNG goes into the PDF as it
    // is, while one with transparency would be decoded and split again for every receipt.
    crest = readFile(svgFile).then((svg) =>
      sharp(svg, { density: 300 })
        .resize({ height: 240 })
        .flatten({ background: '#ffffff' })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    crests.set(svgFile, crest);
  }
  return crest;
}
