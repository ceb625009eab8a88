import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { checkFileName, checkName, checkText } from '#server/plugins/input-boundary/index.ts';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  content: Buffer;
}

/**
 * Reads a whole multipart body: text fields (first value of each) and at most one file, fully buffered.
 * A larger file ends in 413 (the plugin's own error), before it is held in memory.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Envía el formulario como multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 20 } })) {
    checkName(part.fieldname);
    if (part.type === 'file') {
      checkFileName(part.fieldname, part.filename);
      const content = await part.toBuffer();
      // An empty file input still sends a part with no name and no bytes: that is "no file".
      if (content.length > 0) files.push({ fieldname: part.fieldname, filename: part.filename, content });
    } else if (!(part.fieldname in fields)) {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      checkText(part.fieldname, value, true);
      fields[part.fieldname] = value;
    }
  }
  return { fields, files };
}
