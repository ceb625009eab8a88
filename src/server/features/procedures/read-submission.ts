import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '#engine/procedure.ts';
import type { FieldPart, FilePart } from '#engine/wire/multipart.ts';
import { HttpError } from '#server/http-error.ts';
import { checkFileName, checkName, checkText } from '#server/plugins/input-boundary/index.ts';

/** A file part as received: its bytes and the name the browser gave it (never trusted, only shown). */
export interface UploadedFile {
  content: Buffer;
  filename: string;
}

/** The limits of one submission (SPEC leaves them open; these fit every form with room to spare). */
export const SUBMISSION_LIMITS = {
  /** One file: 10 MB (the engine's constant, the same the form shows). */
  fileSize: MAX_FILE_BYTES,
  /** All the files of one submission together. */
  totalBytes: 25 * 1024 * 1024,
  /** Files per submission (document slots plus the census persons' files). */
  files: 40,
  /** Text fields: the census with 50 persons sends about 600. */
  fields: 800,
  /** One text value in bytes: a 5000-character text of 4-byte characters fits. */
  fieldSize: 24 * 1024,
  fieldNameSize: 100,
  parts: 840,
} as const;

const MB = 1024 * 1024;

// A field path may not name a property of Object.prototype: such names are how prototype pollution starts.
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** True when any segment of a wire name ('personas[0].nombre') is `__proto__`, `constructor` or `prototype`. */
export function isPollutingName(name: string): boolean {
  return name.split(/[.[\]]+/).some((segment) => FORBIDDEN_SEGMENTS.has(segment));
}

const forbiddenName = (name: string) =>
  new HttpError(400, `El nombre de campo «${name.slice(0, 100)}» no está permitido.`, {
    errores: [{ campo: name.slice(0, 100), mensaje: 'Este nombre de campo no está permitido.' }],
  });

// @fastify/multipart reports its limits as English errors with a code; people get a Spanish sentence instead.
function translate(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(
        413,
        `Cada archivo puede ocupar como máximo ${SUBMISSION_LIMITS.fileSize / MB} MB.`,
      );
    case 'FST_FILES_LIMIT':
      return new HttpError(413, `Se admiten como máximo ${SUBMISSION_LIMITS.files} archivos por solicitud.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'La solicitud tiene demasiados campos.');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'La solicitud contiene un nombre de campo no permitido.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Envía el formulario como multipart/form-data.');
    default:
      return error;
  }
}

/**
 * Reads a submission's multipart body into text parts and buffered files, within SUBMISSION_LIMITS: a file
 * over 10 MB, files over 25 MB together, or too many parts end in 413 before more is held in memory; a
 * prototype-polluting field name ends in 400.
 */
export async function readSubmission(
  request: FastifyRequest,
): Promise<{ fields: FieldPart[]; files: FilePart<UploadedFile>[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Envía el formulario como multipart/form-data.');
  const fields: FieldPart[] = [];
  const files: FilePart<UploadedFile>[] = [];
  let total = 0;
  const { fileSize, files: maxFiles, fields: maxFields, fieldSize, fieldNameSize, parts } = SUBMISSION_LIMITS;
  try {
    for await (const part of request.parts({
      limits: { fileSize, files: maxFiles, fields: maxFields, fieldSize, fieldNameSize, parts },
    })) {
      // A part whose Content-Disposition has no name cannot be placed anywhere in the submission.
      if (typeof part.fieldname !== 'string' || part.fieldname === '') {
        throw new HttpError(400, 'Cada parte del envío debe llevar el nombre de su campo.');
      }
      if (isPollutingName(part.fieldname)) throw forbiddenName(part.fieldname);
      checkName(part.fieldname);
      if (part.type === 'file') {
        checkFileName(part.fieldname, part.filename);
        const content = await part.toBuffer();
        total += content.length;
        if (total > SUBMISSION_LIMITS.totalBytes) {
          throw new HttpError(
            413,
            `Los archivos de una solicitud pueden ocupar como máximo ${SUBMISSION_LIMITS.totalBytes / MB} MB en total.`,
          );
        }
        // An empty file input still sends a part with no name and no bytes: that is "no file".
        if (content.length === 0 && part.filename === '') continue;
        files.push({ name: part.fieldname, file: { content, filename: part.filename } });
      } else {
        if (part.valueTruncated) {
          throw new HttpError(413, `El campo «${part.fieldname}» es demasiado largo.`);
        }
        // Browsers send a textarea's line breaks as CRLF (the multipart rule); the data keeps plain '\n'.
        const value = typeof part.value === 'string' ? part.value.replace(/\r\n?/g, '\n') : '';
        checkText(part.fieldname, value, true);
        fields.push({ name: part.fieldname, value });
      }
    }
  } catch (error) {
    throw translate(error);
  }
  return { fields, files };
}

/**
 * Registers multipart in the caller's scope only, with the submissions' own limits (readSubmission passes them
 * again per request, so a later change here cannot loosen them by accident). Used by submissions and drafts.
 */
export async function registerSubmissionMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: SUBMISSION_LIMITS.fileSize,
      files: SUBMISSION_LIMITS.files,
      fields: SUBMISSION_LIMITS.fields,
      fieldSize: SUBMISSION_LIMITS.fieldSize,
      parts: SUBMISSION_LIMITS.parts,
    },
  });
}
