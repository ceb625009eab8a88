import { fold } from './fold.ts';

type Kind = 'unit' | 'teen' | 'ten' | 'hundred' | 'thousand';

const UNITS = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const TEENS = `diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve
  veinte`.split(/\s+/);
const TWENTIES = `veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho
  veintinueve`.split(/\s+/);
const TENS = ['treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];

/** The common words that alone say a number of two digits or more ('diez'…'veinte', the tens, 'cien'), folded. */
export const TEN_OR_MORE: ReadonlyMap<string, number> = new Map([
  ...TEENS.map((word, i) => [word, i + 10] as const),
  ...TENS.map((word, i) => [word, (i + 3) * 10] as const),
  ['cien', 100],
]);
const HUNDREDS = `ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos
  novecientos`.split(/\s+/);

/** Each number word (folded) with its value and kind; the feminine hundreds ('doscientas') too. */
const NUMBER: ReadonlyMap<string, { value: number; kind: Kind }> = new Map([
  ...UNITS.map((word, i) => [word, { value: i + 1, kind: 'unit' as Kind }] as const),
  ['un', { value: 1, kind: 'unit' }],
  ['una', { value: 1, kind: 'unit' }],
  ['veintiun', { value: 21, kind: 'teen' }],
  ...TWENTIES.map((word, i) => [word, { value: i + 21, kind: 'teen' as Kind }] as const),
  ...TEENS.map((word, i) => [word, { value: i + 10, kind: 'teen' as Kind }] as const),
  ...TENS.map((word, i) => [word, { value: (i + 3) * 10, kind: 'ten' as Kind }] as const),
  ['cien', { value: 100, kind: 'hundred' }],
  ...HUNDREDS.flatMap((word, i) => {
    const entry = { value: (i + 1) * 100, kind: 'hundred' as Kind };
    return [[word, entry] as const, [word.replace(/os$/, 'as'), entry] as const];
  }),
  ['mil', { value: 1000, kind: 'thousand' }],
]);

/** What may follow each kind of number word inside one number ('mil novecientos cincuenta y uno'). */
const NEXT: Record<Kind, ReadonlySet<Kind>> = {
  thousand: new Set(['hundred', 'ten', 'teen', 'unit']),
  hundred: new Set(['ten', 'teen', 'unit', 'thousand']),
  ten: new Set(['thousand']),
  teen: new Set(['thousand']),
  unit: new Set(['thousand']),
};

/** The value of one well-formed run of number words, 'y' already left out. */
function numberValue(kinds: Array<{ value: number; kind: Kind }>): number {
  let total = 0;
  let current = 0;
  for (const { value, kind } of kinds) {
    if (kind === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else current += value;
  }
  return total + current;
}

/**
 * A number said in words over several of them, in digits: 'mil novecientos cincuenta' → '1950', 'treinta y
 * cinco' → '35', 'dos mil once' → '2011'. A lone word stays as it is ('dos hijos', 'una pista'; the search reads
 * 'veinte' as 20 by itself), and so does 'y' before anything but a unit ('las dos y media').
 */
export function spokenNumbers(text: string): string {
  const tokens = text.split(/([\p{L}]+)/u);
  // Odd positions hold words, even ones what lies between them.
  let i = 1;
  while (i < tokens.length) {
    const run = numberRun(tokens, i);
    if (run.words >= 2) {
      tokens.splice(i, run.end - i + 1, String(numberValue(run.parts)));
    }
    i += 2;
  }
  return tokens.join('');
}

/** The longest run of number words from the word at `start`: its parts, how many words, its last word's index. */
function numberRun(tokens: string[], start: number) {
  const parts: Array<{ value: number; kind: Kind }> = [];
  let words = 0;
  let end = start;
  let i = start;
  while (i < tokens.length) {
    const word = fold(tokens[i] ?? '');
    const spacer = tokens[i - 1] ?? '';
    if (i > start && !/^\s+$/.test(spacer)) break;
    const last = parts[parts.length - 1];
    // 'treinta y uno': 'y' joins a ten and its unit only.
    if (word === 'y' && last?.kind === 'ten') {
      const unit = NUMBER.get(fold(tokens[i + 2] ?? ''));
      if (unit?.kind !== 'unit' || !/^\s+$/.test(tokens[i + 1] ?? '')) break;
      parts.push(unit);
      words += 2;
      end = i + 2;
      i += 4;
      continue;
    }
    const number = NUMBER.get(word);
    if (!number || (last && !NEXT[last.kind].has(number.kind))) break;
    // 'un', 'una' are articles unless a thousand follows ('un millar' is no number here).
    if ((word === 'un' || word === 'una') && fold(tokens[i + 2] ?? '') !== 'mil') break;
    parts.push(number);
    words++;
    end = i;
    i += 2;
  }
  return { parts, words, end };
}
