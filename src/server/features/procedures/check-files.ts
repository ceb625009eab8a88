import { fileTypeFromBuffer } from 'file-type';
import { FILE_KIND_MIME, type FileKind, type Procedure } from '#engine/procedure.ts';
import { FILES_FIELD, type ReceivedFile } from '#engine/wire/multipart.ts';
import type { UploadedFile } from './read-submission.ts';

/** A received file whose content was recognised, ready to be stored. */
export interface CheckedFile {
  /** The document slot's clave, or 'personas[0]' for a file of a repeater item. */
  tipo: string;
  /** The name to show: the browser's name, sanitised. */
  nombre: string;
  mime: string;
  content: Buffer;
}

export interface FileProblem {
  campo: string;
  mensaje: string;
}

// file-type's extension for each kind we accept (it says 'jpg' for JPEG).
const KIND_BY_EXT: Record<string, FileKind> = { pdf: 'pdf', jpg: 'jpg', png: 'png' };
const ALL_KINDS: FileKind[] = ['pdf', 'jpg', 'png'];
const KIND_LABEL: Record<FileKind, string> = { pdf: 'PDF', jpg: 'JPG', png: 'PNG' };

/** What a file's bytes are (PDF, JPEG or PNG), whatever its name or declared type say; undefined otherwise. */
export async function detectKind(content: Buffer): Promise<FileKind | undefined> {
  if (content.length === 0) return undefined;
  const type = await fileTypeFromBuffer(content);
  return type ? KIND_BY_EXT[type.ext] : undefined;
}

/**
 * The browser's file name made safe to show and to offer as a download name: no folders, no control or
 * quoting characters, at most 120 characters. Letters with accents stay.
 */
export function sanitizeFileName(raw: string, kind: FileKind): string {
  const base = raw.normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}"'<>:|?*;%]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  const name = cleaned === '' ? `documento.${kind}` : cleaned;
  if (name.length <= 120) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  return name.slice(0, 120 - extension.length) + extension;
}

const fieldOf = (file: ReceivedFile<UploadedFile>) =>
  file.clave !== undefined ? FILES_FIELD : `${file.campo}[${file.indice}].${FILES_FIELD}`;

/** Checks every file by its content against the kinds its slot accepts; returns the files or the problems. */
export async function checkFiles(
  procedure: Pick<Procedure, 'documentos'>,
  received: readonly ReceivedFile<UploadedFile>[],
): Promise<{ files: CheckedFile[]; problems: FileProblem[] }> {
  const files: CheckedFile[] = [];
  const problems: FileProblem[] = [];
  for (const item of received) {
    const slot =
      item.clave !== undefined ? procedure.documentos.find((d) => d.clave === item.clave) : undefined;
    const accepted = slot?.tipos ?? ALL_KINDS;
    const kind = await detectKind(item.file.content);
    const shown = sanitizeFileName(item.file.filename, kind ?? 'pdf');
    if (item.file.content.length === 0) {
      problems.push({ campo: fieldOf(item), mensaje: `El archivo «${shown}» está vacío.` });
    } else if (kind === undefined || !accepted.includes(kind)) {
      const allowed = accepted.map((k) => KIND_LABEL[k]).join(', ');
      const where = slot ? ` para «${slot.nombre}»` : '';
      problems.push({
        campo: fieldOf(item),
        mensaje: `El archivo «${shown}» no es un documento válido${where}: se admiten ${allowed}.`,
      });
    } else {
      files.push({
        tipo: item.clave ?? `${item.campo}[${item.indice}]`,
        nombre: sanitizeFileName(item.file.filename, kind),
        mime: FILE_KIND_MIME[kind],
        content: item.file.content,
      });
    }
  }
  return { files, problems };
}
