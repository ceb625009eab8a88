// Each benchmark (and the fault test) keeps its own section of BENCHMARKS.md, between its two markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BENCHMARKS_FILE = path.resolve(import.meta.dirname, '..', 'BENCHMARKS.md');

/**
 * Puts `section` (which begins with the `start` marker and ends with the `end` one) in BENCHMARKS.md where its
 * previous run's was, or at the end the first time; the rest of the file is left as it is.
 */
export function writeBenchmarksSection(section: string, start: string, end: string, file = BENCHMARKS_FILE) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
