/** Lower case without accents or diaeresis, keeping ñ ('Padrón' → 'padron', 'Año' → 'año'). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ñ', '\u0000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('\u0000', 'ñ');
}
