/**
 * The stable `#anchor` of a heading: its text in lower case, without accents, words joined by '-'
 * ('Baremo de méritos' → 'baremo-de-meritos'). Pages put it as the heading's id and the assistant and the
 * site search link to it, so both always agree.
 */
export function headingAnchor(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
