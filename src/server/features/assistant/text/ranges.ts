import { fold } from './normalize.ts';

/** 'de 50 a 99 horas', 'de 2 a 4 plazas': a span of whole numbers (not an hour: '17:00 a 18:00'). */
const RANGE = /(?<![\d:.,])(\d+) a (\d+)(?![\d:.,])/g;

/**
 * The numbers of `numbers` (the question's, as written: '60') that a span in `text` holds: a course of 60
 * hours is one 'de 50 a 99 horas', though the site never writes 60.
 */
export function numbersInRanges(numbers: readonly string[], text: string): string[] {
  if (numbers.length === 0) return [];
  const spans = [...fold(text).matchAll(RANGE)].map((m) => [Number(m[1]), Number(m[2])] as const);
  return numbers.filter((n) => spans.some(([low, high]) => low <= Number(n) && Number(n) <= high));
}
