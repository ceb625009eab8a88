import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A well-formed multipart/form-data body for `parts`. */
export function multipartBody(
  parts: MultipartPart[],
  boundary = `----sede${randomBytes(8).toString('hex')}`,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Minimal files whose bytes claim one type: real magic numbers, a lie, and nothing at all. */
export const SAMPLE_FILES: MultipartPart[] = [
  {
    name: 'archivos',
    filename: 'documento.pdf',
    contentType: 'application/pdf',
    value: Buffer.from('%PDF-1.4\n%%EOF\n'),
  },
  {
    name: 'archivos',
    filename: 'foto.png',
    contentType: 'image/png',
    value: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  },
  {
    name: 'archivos',
    filename: 'falso.pdf',
    contentType: 'application/pdf',
    value: Buffer.from('MZ\x90\x00 no soy un pdf'),
  },
  { name: 'imagen', filename: 'vacia.jpg', contentType: 'image/jpeg', value: Buffer.alloc(0) },
  {
    name: 'archivo',
    filename: '../../fuera.pdf',
    contentType: 'application/pdf',
    value: Buffer.from('%PDF-1.7\n'),
  },
];

/** Multipart bodies that are broken on the wire; each must end in a 4xx, never a 5xx or a hang. */
export function brokenMultipartBodies(): Array<{
  label: string;
  body: Buffer | string;
  contentType: string;
}> {
  const good = multipartBody([{ name: 'titulo', value: 'Hola' }, SAMPLE_FILES[0] as MultipartPart], 'limite');
  const text = good.body.toString('latin1');
  return [
    { label: 'without boundary', body: text, contentType: 'multipart/form-data' },
    { label: 'wrong boundary', body: text, contentType: 'multipart/form-data; boundary=otro' },
    { label: 'truncated', body: text.slice(0, Math.floor(text.length / 2)), contentType: good.contentType },
    { label: 'no closing boundary', body: text.replace('--limite--\r\n', ''), contentType: good.contentType },
    { label: 'empty', body: '', contentType: good.contentType },
    {
      label: 'oversize boundary',
      body: text,
      contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    },
    { label: 'garbage', body: randomBytes(2048), contentType: good.contentType },
    {
      label: 'part without name',
      body: '--limite\r\nContent-Disposition: form-data\r\n\r\nx\r\n--limite--\r\n',
      contentType: good.contentType,
    },
    {
      label: 'huge header',
      body: `--limite\r\nContent-Disposition: form-data; name="${'a'.repeat(200_000)}"\r\n\r\nx\r\n--limite--\r\n`,
      contentType: good.contentType,
    },
    {
      label: 'prototype field names',
      body: multipartBody(
        [
          { name: '__proto__', value: '{"admin":true}' },
          { name: 'constructor.prototype.x', value: '1' },
          { name: 'personas[0].__proto__', value: 'x' },
        ],
        'limite',
      ).body,
      contentType: good.contentType,
    },
    {
      label: 'a thousand fields',
      body: multipartBody(
        Array.from({ length: 1000 }, (_, i) => ({ name: `campo${i}`, value: 'x' })),
        'limite',
      ).body,
      contentType: good.contentType,
    },
  ];
}
