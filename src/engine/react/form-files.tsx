import { createContext, type ReactNode, useContext } from 'react';
import { FILE_KIND_MIME, type FileKind, MAX_FILE_BYTES } from '../procedure.ts';
import type { FormFiles } from '../wire/multipart.ts';

/** The files chosen in a form, kept outside RJSF's data (they go on the wire as file parts, not fields). */
export interface FilesState {
  documentos: Record<string, File[]>;
  elementos: Record<string, File[][]>;
}

export const EMPTY_FILES: FilesState = { documentos: {}, elementos: {} };

export interface FilesApi {
  files: FilesState;
  setFiles: (update: (files: FilesState) => FilesState) => void;
  disabled: boolean;
  /** Errors of document slots by `clave` (a required slot left empty), shown under each slot. */
  documentErrors: Record<string, string>;
}

const FilesContext = createContext<FilesApi | null>(null);

export function FilesProvider({ value, children }: { value: FilesApi; children: ReactNode }) {
  return <FilesContext.Provider value={value}>{children}</FilesContext.Provider>;
}

/** The form's files; widgets and templates use it to add and remove files. */
export function useFormFiles(): FilesApi {
  const api = useContext(FilesContext);
  if (!api) throw new Error('useFormFiles fuera de <ProcedureForm>.');
  return api;
}

const NO_FILES: readonly File[] = Object.freeze([]);

/** Files of the item `index` of repeater `field` (the same empty list when none, so memoised pickers keep it). */
export const itemFiles = (files: FilesState, field: string, index: number): readonly File[] =>
  files.elementos[field]?.[index] ?? NO_FILES;

export function withItemFiles(files: FilesState, field: string, index: number, list: File[]): FilesState {
  const items = [...(files.elementos[field] ?? [])];
  while (items.length <= index) items.push([]);
  items[index] = list;
  return { ...files, elementos: { ...files.elementos, [field]: items } };
}

/** Drops the files of a removed repeater item, so the next items keep theirs. */
export function withoutItem(files: FilesState, field: string, index: number): FilesState {
  const items = (files.elementos[field] ?? []).filter((_, i) => i !== index);
  return { ...files, elementos: { ...files.elementos, [field]: items } };
}

/** The form's files in the shape `toMultipart` takes. */
export function toFormFiles(files: FilesState): FormFiles<File> {
  return {
    documentos: Object.entries(files.documentos).flatMap(([clave, list]) =>
      list.map((archivo) => ({ clave, archivo })),
    ),
    elementos: files.elementos,
  };
}

const EXTENSIONS: Record<FileKind, string[]> = { pdf: ['pdf'], jpg: ['jpg', 'jpeg'], png: ['png'] };

/** Human list of accepted kinds: 'PDF, JPG o PNG'. */
export function kindsLabel(kinds: readonly FileKind[]): string {
  const names = kinds.map((kind) => kind.toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : (names[0] ?? '');
}

/** The `accept` attribute of a file input for some kinds. */
export const acceptFor = (kinds: readonly FileKind[]) =>
  kinds.flatMap((kind) => [FILE_KIND_MIME[kind], ...EXTENSIONS[kind].map((ext) => `.${ext}`)]).join(',');

/** Why a file cannot be attached (Spanish), or null when it can. The server checks the content again. */
export function fileProblem(file: File, kinds: readonly FileKind[]): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed = kinds.some(
    (kind) => file.type === FILE_KIND_MIME[kind] || EXTENSIONS[kind].includes(extension),
  );
  if (!allowed) return `«${file.name}» no es de un tipo admitido (${kindsLabel(kinds)}).`;
  if (file.size > MAX_FILE_BYTES) return `«${file.name}» supera el tamaño máximo de 10 MB.`;
  return null;
}

/** The picker settings of a procedure's file slot: formats and size in words, the chooser filter and the check. */
export const slotPickerProps = (kinds: readonly FileKind[]) => ({
  description: `Formatos admitidos: ${kindsLabel(kinds)}. Tamaño máximo: 10 MB por archivo.`,
  accept: acceptFor(kinds),
  check: (file: File) => fileProblem(file, kinds),
});
