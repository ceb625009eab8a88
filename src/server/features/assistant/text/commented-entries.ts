/**
 * The entries of a data file where every entry must follow a comment saying why it is there (synonyms.txt,
 * stem-exceptions.txt): blank lines are skipped, '#' lines are comments, and an entry without its own comment
 * is refused with the file's name, its line and `missing` (what the comment should explain).
 */
export function commentedEntries(text: string, file: string, missing: string): string[] {
  const entries: string[] = [];
  let commented = false;
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      commented = true;
      continue;
    }
    if (!commented) throw new Error(`${file}:${i + 1}: falta el comentario que explica ${missing}`);
    commented = false;
    entries.push(line);
  }
  return entries;
}
