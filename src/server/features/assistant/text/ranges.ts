import { fold, termOf } from './normalize.ts';

/** 'de 50 a 99 horas', 'de 2 a 4 plazas': a span of whole numbers (not an hour: '17:00 a 18:00'). */
const RANGE = /(?<![\d:.,])(\d+) a (\d+)(?![\d:.,])/g;

/** 'menos de 20 horas', 'más de 100 horas': a bound that holds every number below or above it. */
const BOUND = /\b(menos|mas) de (\d+)(?![\d:.,])/g;

/**
 * 'tener cumplidos 16 años', 'a partir de 18 años': every number from it up; 'hasta 8 personas', 'capacidad
 * para 8 personas': every number up to it (a group of 7 fits).
 */
const FROM = /\b(?:cumplidos|a partir de|desde los) (\d+)(?![\d:.,])/g;
const UP_TO = /\b(?:hasta|para) (\d+)(?= (?:personas|plazas|años|huespedes)\b)/g;

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

/** The weekdays, folded (no accents). */
export const WEEKDAYS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];
/** 'de lunes a viernes', 'del martes al domingo': a span of weekdays. */
const DAY_RANGE = new RegExp(`\\bdel? (${WEEKDAYS.join('|')}) al? (${WEEKDAYS.join('|')})\\b`);
/** The terms of the weekdays, singular and plural ('los sábados'). */
const WEEKDAY_TERMS = new Set(WEEKDAYS.flatMap((day) => [termOf(day), termOf(`${day}s`)]).filter(Boolean));

/**
 * The terms of `own` (a question's own terms) that a span in `text` speaks of though it never writes them: a
 * number inside a span or bound (`numbersInRanges`), and any weekday where the text gives a span of weekdays ('de
 * lunes a viernes' says which days it opens, so it answers '¿abre el sábado?' as well as '¿abre el martes?').
 */
export function termsInRanges(own: readonly string[], text: string): string[] {
  const numbers = numbersInRanges(
    own.filter((t) => /^\d+$/.test(t)),
    text,
  );
  const weekdays = own.filter((t) => WEEKDAY_TERMS.has(t));
  return weekdays.length > 0 && DAY_RANGE.test(fold(text)) ? [...numbers, ...weekdays] : numbers;
}
