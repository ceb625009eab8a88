import { readFileSync } from 'node:fs';
import { commentedEntries } from './commented-entries.ts';
import { termsOf, words } from './normalize.ts';

/** The phrases of other-bodies.txt (see its header), each as its folded words joined by spaces. */
export function parseOtherBodies(text: string): string[] {
  return commentedEntries(text, 'other-bodies.txt', 'de quién es el asunto')
    .flatMap((line) => line.split('|'))
    .map((phrase) => words(phrase).join(' '))
    .filter(Boolean);
}

const PHRASES = parseOtherBodies(readFileSync(new URL('./other-bodies.txt', import.meta.url), 'utf8'));

/**
 * The terms of the phrases of `message` that name a matter another administration or a company handles
 * (other-bodies.txt) and that the site never `shows` word for word: '¿cómo cambio el titular en el Catastro?' on
 * a site that never writes 'catastro'. A site that does write it ('al día con la Seguridad Social') answers it.
 */
export function otherBodyTerms(
  message: string,
  shows: (phrase: string) => boolean,
  phrases: readonly string[] = PHRASES,
): string[] {
  const text = ` ${words(message).join(' ')} `;
  return [
    ...new Set(
      phrases.filter((phrase) => text.includes(` ${phrase} `) && !shows(phrase)).flatMap((p) => termsOf(p)),
    ),
  ];
}
