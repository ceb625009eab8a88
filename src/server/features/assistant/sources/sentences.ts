/** Splits a paragraph into sentences at . ! ? followed by a capital, a digit or an opening ¿ ¡. */
export function toSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9«"])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 1)
    .map((s) => (/[.!?…:)»"]$/.test(s) ? s : `${s}.`));
}
