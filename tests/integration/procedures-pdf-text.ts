import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit with embedded fonts, without poppler: objects are read with regular
 * expressions (pdfkit's output is regular), each font's ToUnicode map turns the glyph codes of the content
 * streams back into characters. One line per text object; pages in order.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream?: Buffer }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(match[1] ?? '', { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = (match.index ?? 0) + match[0].indexOf('stream') + 'stream'.length + 1;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let stream = pdf.subarray(start, start + length);
    if (dict.includes('/FlateDecode')) stream = inflateSync(stream);
    objects.set(match[1] ?? '', { dict, stream });
  }
  const ref = (text: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1];

  const cmaps = new Map<string, Map<string, string>>();
  const cmapOf = (fontId: string) => {
    const cached = cmaps.get(fontId);
    if (cached) return cached;
    const map = new Map<string, string>();
    const unicodeId = ref(objects.get(fontId)?.dict ?? '', 'ToUnicode');
    const cmap = unicodeId ? (objects.get(unicodeId)?.stream?.toString('latin1') ?? '') : '';
    // A target may hold several code units ('<0066 0069>' for the fi ligature).
    const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
    for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      const first = Number.parseInt(range[1] ?? '0', 16);
      [...(range[3] ?? '').matchAll(/<([0-9a-f ]+)>/gi)].forEach((target, i) => {
        map.set((first + i).toString(16).padStart(4, '0'), utf16(target[1] ?? ''));
      });
    }
    for (const single of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>\s*$/gim)) {
      map.set((single[1] ?? '').toLowerCase(), utf16(single[2] ?? ''));
    }
    cmaps.set(fontId, map);
    return map;
  };

  const catalog = [...objects.values()].find((o) => /\/Type \/Pages/.test(o.dict));
  const pageIds = [
    ...(/\/Kids \[([^\]]*)\]/.exec(catalog?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g),
  ].map((m) => m[1] ?? '');
  const lines: string[] = [];
  for (const pageId of pageIds) {
    const page = objects.get(pageId)?.dict ?? '';
    const resources = objects.get(ref(page, 'Resources') ?? '')?.dict ?? page;
    const fonts = new Map<string, string>();
    for (const font of (/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
      fonts.set(font[1] ?? '', font[2] ?? '');
    }
    const content = objects.get(ref(page, 'Contents') ?? '')?.stream?.toString('latin1') ?? '';
    let map = new Map<string, string>();
    for (const block of content.split(/\bBT\b/).slice(1)) {
      let line = '';
      for (const token of block.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
        if (token[1]) map = cmapOf(fonts.get(token[1]) ?? '');
        // Justified text has no space glyphs: pdfkit moves the next word with a large negative adjustment.
        const parts = token[2]
          ? [...token[2].matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/gi)]
          : [[undefined, token[3] ?? '']];
        for (const part of parts) {
          const hex = part[1];
          if (hex === undefined) {
            if (Number(part[2]) < -100 && !line.endsWith(' ')) line += ' ';
            continue;
          }
          for (let i = 0; i + 4 <= hex.length; i += 4)
            line += map.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
        }
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
