import { type Zippable, zipSync } from 'fflate';

/** The text of a demo office document: a title and its paragraphs (headings marked as such). */
export interface OfficeText {
  title: string;
  blocks: Array<{ heading?: string; paragraphs: string[] }>;
}

// A fixed date keeps the bytes identical from one run to the next.
const FIXED_DATE = new Date('2025-01-01T09:00:00Z');

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A real DOCX (Office Open XML: a zip of XML parts) with a Title and Heading 1 styles and the document
 * language set to es-ES, so screen readers and Word read it as a structured Spanish document.
 */
export function renderDocx(content: OfficeText): Uint8Array {
  const paragraph = (text: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;
  const body = [
    paragraph(content.title, 'Title'),
    ...content.blocks.flatMap((block) => [
      ...(block.heading ? [paragraph(block.heading, 'Heading1')] : []),
      ...block.paragraphs.map((text) => paragraph(text)),
    ]),
  ].join('');
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const files: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1417" w:bottom="1417" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    'word/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/><w:sz w:val="22"/><w:lang w:val="es-ES"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160"/><w:jc w:val="both"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="left"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1C4F82"/><w:sz w:val="36"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240"/><w:jc w:val="left"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:color w:val="1C4F82"/><w:sz w:val="26"/></w:rPr></w:style></w:styles>`,
    'docProps/core.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xml(content.title)}</dc:title><dc:language>es-ES</dc:language><dcterms:created xsi:type="dcterms:W3CDTF">${FIXED_DATE.toISOString()}</dcterms:created></cp:coreProperties>`,
  };
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const [name, text] of Object.entries(files))
    entries[name] = [encoder.encode(text), { mtime: FIXED_DATE }];
  return zipSync(entries, { level: 9 });
}

// RTF escapes: control characters, then anything outside ASCII as \uN? (signed 16-bit, '?' as fallback).
const rtf = (text: string) =>
  [...text.replace(/[\\{}]/g, (c) => `\\${c}`)]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 128) return char;
      return code > 0xffff ? '?' : `\\u${code > 32767 ? code - 65536 : code}?`;
    })
    .join('');

/**
 * A legacy ".doc" as Rich Text Format, the honest choice for a generated Word 97-2003 document: Word,
 * LibreOffice and WordPad open it as a normal document, and its language is marked as Spanish (3082).
 */
export function renderRtfDoc(content: OfficeText): Buffer {
  const lines = [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0\\deflang3082',
    '{\\fonttbl{\\f0\\fswiss Arial;}}',
    '{\\colortbl;\\red28\\green79\\blue130;}',
    `{\\info{\\title ${rtf(content.title)}}}`,
    '\\paperw11906\\paperh16838\\margl1417\\margr1417\\margt1417\\margb1417',
    `\\pard\\sa240\\lang3082\\f0\\fs36\\b\\cf1 ${rtf(content.title)}\\b0\\cf0\\par`,
  ];
  for (const block of content.blocks) {
    if (block.heading)
      lines.push(`\\pard\\sb240\\sa120\\keepn\\fs26\\b\\cf1 ${rtf(block.heading)}\\b0\\cf0\\par`);
    for (const text of block.paragraphs) lines.push(`\\pard\\sa160\\qj\\fs22 ${rtf(text)}\\par`);
  }
  lines.push('}');
  return Buffer.from(lines.join('\n'), 'latin1');
}
