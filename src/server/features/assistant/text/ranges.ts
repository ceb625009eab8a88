import { fold } from './normalize.ts';

/** 'de 50 a 99 horas', 'de 2 a 4 plazas': a span of whole numbers (not an hour: '17:00 a 18:00'). */
const RANGE = /(?<![\d:.,])(\d+) a (\d+)(?![\d:.,])/g;

/** 'menos de 20 horas', 'más de 100 horas': a bound that holds every number below or above it. */
const BOUND = /\b(menos|mas) de (\d+)(?![\d:.,])/g;

/**
 * 'tener cumplidos 16 años', 'a partir de 18 años': every number from it up; 'hasta 8 personas', 'capacidad
 * para 8 personas': every number up to it (a group of 7 fits).
 */
const FROM = /\b(?:cumplidos|a partir de|desde los) (\d+)(?![\d:.,])/g;
const UP_TO = /\b(?:hasta|para) (\d+)(?= (?:personas|plazas|anos|huespedes)\b)/g;

/**
 * The numbers of `numbers` (the question's, as written: '60') that a span or a bound in `text` holds: a
 * course of 60 hours is one 'de 50 a 99 horas', one of 10 hours one 'de menos de 20 horas', though the site
 * never writes 60 or 10.
 */
export function numbersInRanges(numbers: readonly string[], text: string): string[] {
  if (numbers.length === 0) return [];
  const folded = fold(text);
  const spans = [
    ...[...folded.matchAll(RANGE)].map((m) => [Number(m[1]), Number(m[2])] as const),
    ...[...folded.matchAll(BOUND)].map((m) =>
      m[1] === 'menos' ? ([0, Number(m[2]) - 1] as const) : ([Number(m[2]) + 1, Infinity] as const),
    ),
    ...[...folded.matchAll(FROM)].map((m) => [Number(m[1]), Infinity] as const),
    ...[...folded.matchAll(UP_TO)].map((m) => [1, Number(m[1])] as const),
  ];
  return numbers.filter((n) => spans.some(([low, high]) => low <= Number(n) && Number(n) <= high));
}
