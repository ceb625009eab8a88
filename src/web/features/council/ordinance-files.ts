/** Where the demo generator writes ordinance documents and the site links them: one place for both. */
export const ORDINANCES_FOLDER = '/uploads/ordenanzas';

export const DOCUMENT_FORMATS = ['PDF', 'DOC', 'DOCX'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The format a file name announces ('tasa.docx' → 'DOCX'); unknown extensions are a content error. */
export function documentFormat(fileName: string): DocumentFormat {
  const extension = fileName.split('.').pop()?.toUpperCase();
  const format = DOCUMENT_FORMATS.find((known) => known === extension);
  if (!format) throw new Error(`Formato de documento no admitido en ${fileName}: usa PDF, DOC o DOCX`);
  return format;
}

export function ordinanceUrl(fileName: string): string {
  return `${ORDINANCES_FOLDER}/${encodeURIComponent(fileName)}`;
}
