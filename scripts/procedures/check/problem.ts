/** One problem of a procedure folder: the file, where in it (a readable JSON path) and what to write instead. */
export interface Problem {
  archivo: string;
  ruta: string;
  mensaje: string;
}

/** A readable JSON path from ajv's instance path: "/documentos/0/tipos" → "documentos[0].tipos". */
export function readablePath(pointer: string | Array<string | number>): string {
  const parts = typeof pointer === 'string' ? pointer.split('/').slice(1) : pointer.map(String);
  return parts
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** The line `check:procedures` prints for a problem. */
export const formatProblem = ({ archivo, ruta, mensaje }: Problem) =>
  `${archivo}${ruta ? `, en «${ruta}»` : ''}: ${mensaje}`;

/** The closest of some names to a mistyped one, if close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** ' ¿Querías decir "x"?' when some name is close to the mistyped one. */
export const didYouMean = (word: string, candidates: Iterable<string>) => {
  const guess = closest(word, candidates);
  return guess ? ` ¿Querías decir "${guess}"?` : '';
};
