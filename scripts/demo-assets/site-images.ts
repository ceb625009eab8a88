import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IllustrationOptions, Scene } from './image.ts';

export interface ContentImage {
  src: string;
  alt: string;
}

/** Every `{ src: '/images/…', alt }` in the content JSON files, once each (content is the one list). */
export async function siteImages(contentDir: string): Promise<ContentImage[]> {
  const found = new Map<string, ContentImage>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const src = record.src ?? record.imagen;
    if (typeof src === 'string' && src.startsWith('/images/') && !src.endsWith('.svg')) {
      if (typeof record.alt !== 'string' || !record.alt.trim())
        throw new Error(`La imagen ${src} no tiene texto alternativo`);
      if (!found.has(src)) found.set(src, { src, alt: record.alt });
    }
    Object.values(record).forEach(visit);
  };
  const files = (await readdir(contentDir, { recursive: true })).filter((f) => f.endsWith('.json'));
  for (const file of files.sort()) visit(JSON.parse(await readFile(path.join(contentDir, file), 'utf8')));
  return [...found.values()];
}

// Which illustration suits a picture, from the words in its file name; the first rule that matches wins.
const RULES: Array<[RegExp, Scene]> = [
  // Close-ups first: a business or a room is drawn as itself, not as one more street.
  [/panaderia/, 'panaderia'],
  [/ultramarinos|tienda/, 'ultramarinos'],
  [/taller/, 'taller'],
  [/bodega/, 'bodega'],
  [/habitacion|dormitorio/, 'habitacion'],
  [/salon/, 'salon'],
  [/cocina/, 'cocina'],
  [/ayuntamiento|consistorial/, 'ayuntamiento'],
  [/iglesia|ermita/, 'iglesia'],
  [/fiesta/, 'fiesta'],
  [/plaza/, 'plaza'],
  [/arroyo|paisaje|puente|molino/, 'paisaje'],
  [/campo|bodega|era\b/, 'campo'],
  [/pueblo|vista|casa|escuela/, 'pueblo'],
];

/** Scene and tone of a content picture; 'pasado' (old times) pictures come out in sepia. */
export function imageScene(src: string): { scene: Scene; tone: IllustrationOptions['tone'] } {
  const name = path.basename(src);
  const rule = RULES.find(([pattern]) => pattern.test(name));
  if (!rule)
    throw new Error(
      `No sé qué dibujar para ${src}: incluye en el nombre una palabra como pueblo, plaza o campo`,
    );
  return { scene: rule[1], tone: name.includes('pasado') ? 'sepia' : 'color' };
}
