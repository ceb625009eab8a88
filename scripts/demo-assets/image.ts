import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type Furniture, type Goods, room, shopfront } from './close-ups.ts';
import { pickPalette } from './palettes.ts';
import { rng } from './random.ts';
import {
  bunting,
  church,
  fields,
  fountain,
  ground,
  hills,
  houses,
  river,
  sky,
  townHall,
  trees,
} from './shapes.ts';

/** Kinds of illustration the demo content uses. */
export const SCENES = [
  'paisaje',
  'pueblo',
  'plaza',
  'ayuntamiento',
  'iglesia',
  'fiesta',
  'campo',
  'panaderia',
  'ultramarinos',
  'taller',
  'bodega',
  'habitacion',
  'salon',
  'cocina',
] as const;
export type Scene = (typeof SCENES)[number];

export interface IllustrationOptions {
  scene: Scene;
  /** Any string or number: the same seed always gives the same picture. */
  seed: string | number;
  /** Stored in the file's metadata (EXIF ImageDescription) as the picture's description. */
  caption?: string;
  width?: number;
  height?: number;
  format?: 'jpeg' | 'webp';
  /** 'sepia' looks like an old photograph (the "Recuerdos del Pasado" gallery). */
  tone?: 'color' | 'sepia';
  quality?: number;
}

/** Renders a simple, pleasant illustration (flat shapes, no text) as JPEG or WebP bytes. */
export async function renderIllustration(options: IllustrationOptions): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 500;
  const svg = illustrationSvg(options.scene, options.seed, width, height);
  let image = sharp(Buffer.from(svg));
  if (options.tone === 'sepia') {
    image = image.recomb([
      [0.393, 0.769, 0.189],
      [0.349, 0.686, 0.168],
      [0.272, 0.534, 0.131],
    ]);
  }
  if (options.caption) image = image.withExif({ IFD0: { ImageDescription: asciiOnly(options.caption) } });
  const quality = options.quality ?? 72;
  const encoded =
    options.format === 'webp'
      ? image.webp({ quality, effort: 4 })
      : image.jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' });
  return encoded.toBuffer();
}

/** Renders the illustration and writes it to `filePath` (format from the extension), creating its folder. */
export async function writeIllustration(filePath: string, options: IllustrationOptions): Promise<void> {
  const format = options.format ?? (filePath.endsWith('.webp') ? 'webp' : 'jpeg');
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, await renderIllustration({ ...options, format }));
}

/** The SVG source of an illustration (exported for tests and previews). */
export function illustrationSvg(scene: Scene, seed: string | number, width: number, height: number): string {
  const random = rng(`${scene}:${seed}`);
  const palette = pickPalette(random);
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  const goods = SHOPS[scene];
  if (goods) return svg(shopfront(palette, width, height, random, goods));
  const furniture = ROOMS[scene];
  if (furniture) return svg(room(palette, width, height, random, furniture));
  const horizon = Math.round(height * random.between(0.55, 0.68));
  const parts = [sky(palette, width, height, horizon, random)];
  switch (scene) {
    case 'paisaje':
      parts.push(hills(palette, width, height, horizon, random, 3), river(palette, width, height, horizon));
      parts.push(trees(palette, width, height, horizon, random, 7));
      break;
    case 'campo':
      parts.push(
        hills(palette, width, height, horizon, random, 1),
        fields(palette, width, height, horizon, random),
      );
      parts.push(trees(palette, width, height, horizon, random, 3));
      break;
    case 'pueblo':
      parts.push(hills(palette, width, height, horizon, random, 2));
      parts.push(houses(palette, width, horizon, random, 9), ground(palette, width, height, horizon));
      break;
    case 'plaza':
      parts.push(houses(palette, width, horizon, random, 6), ground(palette, width, height, horizon, true));
      parts.push(fountain(palette, width / 2, height * 0.8, width));
      parts.push(trees(palette, width, height, horizon, random, 2));
      break;
    case 'ayuntamiento':
      parts.push(
        hills(palette, width, height, horizon, random, 1),
        ground(palette, width, height, horizon, true),
      );
      parts.push(townHall(palette, width, horizon));
      break;
    case 'iglesia':
      parts.push(hills(palette, width, height, horizon, random, 2), ground(palette, width, height, horizon));
      parts.push(church(palette, width, horizon, random), trees(palette, width, height, horizon, random, 3));
      break;
    case 'fiesta':
      parts.push(houses(palette, width, horizon, random, 7), ground(palette, width, height, horizon, true));
      parts.push(bunting(palette, width, horizon, random));
      break;
  }
  return svg(parts.join(''));
}

const SHOPS: Partial<Record<Scene, Goods>> &
  Record<'panaderia' | 'ultramarinos' | 'taller' | 'bodega', Goods> = {
  panaderia: 'pan',
  ultramarinos: 'fruta',
  taller: 'herramientas',
  bodega: 'barricas',
};
const ROOMS: Partial<Record<Scene, Furniture>> = {
  habitacion: 'cama',
  salon: 'sofa',
  cocina: 'cocina',
};

// EXIF text is ASCII; accents are folded so the description stays readable everywhere.
function asciiOnly(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '');
}
