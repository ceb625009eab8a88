/**
 * How a folded Spanish word sounds, for the misspellings residents type ('bivir', 'ase', 'enpezar', 'residensia',
 * 'kiero', 'estranjera', 'ora'): a silent 'h', 'b'/'v', 'll'/'y', 'c'/'qu'/'k', 'c'/'z'/'s' before 'e' and 'i',
 * 'g'/'j' before 'e' and 'i', 'x'/'s', 'n'/'m' before 'p' and 'b', and doubled letters are each written alike.
 */
export function soundKey(word: string): string {
  return word
    .replaceAll('ch', '\u0001')
    .replaceAll('h', '')
    .replace(/gu(?=[ei])/g, 'g')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/[zx]/g, 's')
    .replaceAll('v', 'b')
    .replaceAll('ll', 'y')
    .replace(/n(?=[pb])/g, 'm')
    .replace(/(.)\1+/g, '$1')
    .replaceAll('\u0001', 'ch');
}

/** The shortest misspelt word read through how it sounds: shorter ones are any word ('e' for 'he', 'a'). */
const MIN_SOUND = 3;
/**
 * The shortest site word a resident's word may swap two neighbouring letters of ('ayuntamineto'), and the shortest
 * resident's word that may lack one letter of a site word ('ayuntamieto'): shorter ones collide, and a real word a
 * letter short of another is common ('cliente' and 'caliente', 'entrado' and 'enterado').
 */
const MIN_TYPO = 8;

/**
 * The words a site writes, by how they sound and with each letter left out, to read a resident's misspelt word as
 * the site's: the one the site writes most often when several sound alike.
 */
export class Spellings {
  private readonly counts = new Map<string, number>();
  private readonly bySound = new Map<string, string>();
  private readonly byOmission = new Map<string, string>();

  add(word: string): void {
    this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  /** Call once every word is added. */
  seal(): void {
    const byFrequency = [...this.counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
    for (const word of byFrequency) {
      const key = soundKey(word);
      if (word.length >= MIN_SOUND && !this.bySound.has(key)) this.bySound.set(key, word);
      if (word.length <= MIN_TYPO) continue;
      for (let i = 0; i < word.length; i++) {
        const omitted = `${word.slice(0, i)}${word.slice(i + 1)}`;
        if (!this.byOmission.has(omitted)) this.byOmission.set(omitted, word);
      }
    }
  }

  /** Whether the site writes this very word. */
  writes(word: string): boolean {
    return this.counts.has(word);
  }

  /**
   * The site's word a resident's word misspells: one that sounds the same ('bivir' → 'vivir'), or, for a long
   * word, one the resident left a letter out of ('ayuntamieto' → 'ayuntamiento') or swapped two neighbouring letters
   * of ('ayuntamineto'). Null when the site writes the word itself, for a number, or when none fits.
   */
  respell(word: string): string | null {
    if (word.length < MIN_SOUND || this.writes(word) || /\d/.test(word)) return null;
    return this.bySound.get(soundKey(word)) ?? this.byOmission.get(word) ?? this.unswapped(word);
  }

  /** The site's long word with two neighbouring letters of `word` swapped back, if it writes one. */
  private unswapped(word: string): string | null {
    if (word.length < MIN_TYPO) return null;
    for (let i = 0; i + 1 < word.length; i++) {
      const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
      if (this.counts.has(swapped)) return swapped;
    }
    return null;
  }
}
