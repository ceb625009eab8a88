import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '#server/http-error.ts';

/** Throws a Spanish 400 unless the bytes are a PDF document (signature at the start, end marker at the end). */
export async function assertPdf(upload: Buffer, campo = 'archivo'): Promise<void> {
  const type = await fileTypeFromBuffer(upload);
  // A complete PDF ends with %%EOF (allowing trailing whitespace); a truncated upload does not.
  const tail = upload.subarray(Math.max(0, upload.length - 1024)).toString('latin1');
  if (type?.mime !== 'application/pdf' || !tail.includes('%%EOF')) {
    throw new HttpError(400, 'El acta debe ser un documento PDF.', {
      errores: [{ campo, mensaje: 'El acta debe ser un documento PDF.' }],
    });
  }
}
