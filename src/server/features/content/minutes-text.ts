import { getDocumentProxy } from 'unpdf';

// The text of uploaded minutes, so residents can ask what the Pleno agreed ('¿cómo se votó el presupuesto?') and
// find it in the site search. Stored as blocks separated by a blank line: a heading (an agenda point, 'Cierre de
// la sesión') is a block that does not end a sentence; a paragraph is one that does.

/** Pages read of one PDF: minutes run to a few dozen; a longer file is read up to here. */
const MAX_PAGES = 200;
/** Characters kept of one PDF's text. */
const MAX_CHARS = 300_000;
/** A line narrower than this share of the text's full width ends its block (a paragraph's last line, a heading). */
const SHORT_LINE = 0.85;
/** A page number at the foot of a page ('Página 2 de 5', '- 3 -'): no text of the minutes. */
const PAGE_NUMBER = /^(p[aá]gina\s+\d+(\s+de\s+\d+)?|-?\s*\d+\s*-?|\d+\s*\/\s*\d+)$/i;
const SENTENCE_END = /[.:;!?…»"]$/;

/**
 * The text of a PDF as blocks (see above): lines joined into paragraphs, words split at a line's end joined
 * again ('Secretaría-' 'Intervención' keeps its hyphen, 'acuer-' 'dos' does not), page numbers and the lines
 * every page repeats (a letterhead, a footer) left out. '' for a PDF with no text (a scan) or one that cannot
 * be read.
 */
export async function extractMinutesText(pdf: Uint8Array): Promise<string> {
  let pages: Line[][];
  try {
    pages = await pdfLines(pdf);
  } catch {
    return '';
  }
  const repeated = pages.length > 1 ? linesOnEveryPage(pages) : new Set<string>();
  // The text's full width, over the whole document (a page may hold only a heading and one short line).
  const width = Math.max(0, ...pages.flat().map((line) => line.width));
  const blocks = pages.flatMap((page) =>
    pageBlocks(
      page.filter((line) => !PAGE_NUMBER.test(line.text) && !repeated.has(line.text)),
      width,
    ),
  );
  return blocks.join('\n\n').slice(0, MAX_CHARS);
}

/** One line of a page: its text and where it stands (the baseline's height on the page). */
interface Line {
  text: string;
  y: number;
  /** The font size of its first piece. */
  size: number;
  /** How far it reaches across the page. */
  width: number;
}

/** The lines of each page, top to bottom: the text pieces on one baseline, left to right. */
async function pdfLines(pdf: Uint8Array): Promise<Line[][]> {
  // Text only: no script in the PDF is ever evaluated, no font is loaded. A copy, as PDF.js takes the bytes over.
  const document = await getDocumentProxy(new Uint8Array(pdf), {
    isEvalSupported: false,
    disableFontFace: true,
  });
  try {
    return await documentLines(document);
  } finally {
    await document.destroy();
  }
}

/** The lines of each page of an open PDF.js document (`pdfLines`). */
async function documentLines(document: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<Line[][]> {
  const pages: Line[][] = [];
  for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const pieces: Piece[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , size = 0, x = 0, y = 0] = item.transform;
      pieces.push({ text: item.str, x, y, end: x + item.width, size: Math.abs(size) });
    }
    const lines: Array<{ y: number; pieces: Piece[] }> = [];
    for (const piece of pieces) {
      const line = lines.find((l) => Math.abs(l.y - piece.y) < 2);
      if (line) line.pieces.push(piece);
      else lines.push({ y: piece.y, pieces: [piece] });
    }
    pages.push(
      lines
        .sort((a, b) => b.y - a.y)
        .map((line) => ({
          y: line.y,
          size: line.pieces[0]?.size ?? 0,
          width: Math.max(...line.pieces.map((p) => p.end)) - Math.min(...line.pieces.map((p) => p.x)),
          text: joinPieces(line.pieces.sort((a, b) => a.x - b.x)),
        })),
    );
  }
  return pages;
}

/** A piece of text as the PDF places it: where it starts and ends on its line, and its font's size. */
interface Piece {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

/** A space's share of the font size: a wider gap between two pieces of a line is a space (justified text has none). */
const WORD_GAP = 0.15;

/** The pieces of one line as its text, with a space where the PDF leaves a gap instead of writing one. */
function joinPieces(pieces: Piece[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const piece of pieces) {
    const gap = piece.x - end > piece.size * WORD_GAP;
    text += gap && text && !/\s$/.test(text) && !/^\s/.test(piece.text) ? ` ${piece.text}` : piece.text;
    end = piece.end;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The lines every page has (a letterhead, an address at the foot). */
function linesOnEveryPage(pages: Line[][]): Set<string> {
  const [first = [], ...rest] = pages;
  return new Set(
    first.map((line) => line.text).filter((text) => rest.every((page) => page.some((l) => l.text === text))),
  );
}

/**
 * One page's lines as blocks. A line ends its block when it is short (a paragraph's last line, a heading), when a
 * wider gap than between a paragraph's lines or a font of another size follows it, or when a numbered agenda point
 * starts after a sentence.
 */
function pageBlocks(lines: Line[], width: number): string[] {
  // A paragraph's line spacing: the closest two lines of one size stand (short minutes have as many gaps between
  // paragraphs as within them).
  const gaps = lines.slice(1).flatMap((line, i) => {
    const before = lines[i];
    return before && before.size === line.size && before.y > line.y ? [before.y - line.y] : [];
  });
  const lineGap = Math.min(...gaps);
  const blocks: string[] = [];
  let current = '';
  lines.forEach((line, i) => {
    current = joinLine(current, line.text);
    const next = lines[i + 1];
    const ends =
      !next ||
      line.width < width * SHORT_LINE ||
      line.y - next.y > lineGap * PARAGRAPH_GAP ||
      Math.abs(next.size - line.size) > line.size * SIZE_CHANGE ||
      (SENTENCE_END.test(line.text) && AGENDA_POINT.test(next.text));
    if (ends) {
      blocks.push(current);
      current = '';
    }
  });
  return blocks;
}

/** A font this much larger or smaller than the line before starts another block (a title's subtitle, a heading). */
const SIZE_CHANGE = 0.1;
/** A gap this many times a paragraph's line spacing separates two blocks. */
const PARAGRAPH_GAP = 1.3;
/** A numbered agenda point ('2. Aprobación del presupuesto', '3) Ruegos'). */
const AGENDA_POINT = /^\d+[.)]\s+\p{Lu}/u;

/** A line added to its block, with a word split at the previous line's end joined again. */
function joinLine(block: string, line: string): string {
  if (!block) return line;
  if (/\p{L}-$/u.test(block))
    return /^\p{Ll}/u.test(line) ? `${block.slice(0, -1)}${line}` : `${block}${line}`;
  return `${block} ${line}`;
}

/** One part of the minutes: an agenda point's heading (none for the opening) and its paragraphs. */
export interface MinutesSection {
  heading?: string;
  paragraphs: string[];
}

/**
 * The parts of stored minutes text: the headings before the first paragraph are the document's title, not a part
 * (but for a numbered agenda point); a heading with no paragraph after it (the address at the foot) is left out.
 */
export function minutesSections(text: string): MinutesSection[] {
  const sections: MinutesSection[] = [];
  let heading: string | undefined;
  let started = false;
  for (const block of text.split(/\n{2,}/).map((b) => b.trim())) {
    if (!block) continue;
    if (!SENTENCE_END.test(block)) {
      if (started || AGENDA_POINT.test(block)) heading = block;
      continue;
    }
    started = true;
    const last = sections[sections.length - 1];
    if (last && last.heading === heading) last.paragraphs.push(block);
    else sections.push({ ...(heading ? { heading } : {}), paragraphs: [block] });
  }
  return sections;
}
