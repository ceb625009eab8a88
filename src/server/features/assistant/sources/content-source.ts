import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Passage } from '../types.ts';
import { CONTENT_PAGES } from './content-pages.ts';
import { passagesFromJson } from './json-walker.ts';
import { markdownPassages } from './markdown.ts';

/** Every .json and .md file under `dir`, as paths relative to it without extension ('pueblo/fiestas'). */
export function listContentFiles(dir: string): Array<{ key: string; file: string }> {
  const result: Array<{ key: string; file: string }> = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(json|md)$/.test(entry.name)) {
        const key = path
          .relative(dir, full)
          .replace(/\.(json|md)$/, '')
          .split(path.sep)
          .join('/');
        result.push({ key, file: full });
      }
    }
  };
  walk(dir);
  return result.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Passages of every page built from content/. `fill` replaces the site placeholders ({telefono}…).
 * Files with no known page are returned in `unmapped` so the caller can log them.
 */
export function contentPassages(
  dir: string,
  fill: (text: string) => string,
): { passages: Passage[]; unmapped: string[] } {
  const passages: Passage[] = [];
  const unmapped: string[] = [];
  for (const { key, file } of listContentFiles(dir)) {
    // A file the map lacks is unmapped, even one named like an object's own property ('constructor').
    const page = Object.hasOwn(CONTENT_PAGES, key) ? CONTENT_PAGES[key] : undefined;
    if (page === null) continue;
    if (page === undefined) {
      unmapped.push(key);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.md')) {
      passages.push(...markdownPassages(text, page, `contenido:${key}`, fill));
    } else {
      passages.push(...passagesFromJson(JSON.parse(text), page, `contenido:${key}`, fill));
    }
  }
  return { passages, unmapped };
}
