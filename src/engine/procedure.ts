import type { RJSFSchema } from '@rjsf/utils';

/** A JSON Schema draft-07 object as the engine handles it (bundled: no external `$ref`). */
export type Schema = RJSFSchema;

/** An RJSF uiSchema as written in `ui.json`. */
export type UiSchema = Record<string, unknown>;

/** File extensions an upload slot accepts (checked on the server by content, shown in the form). */
export type FileKind = 'pdf' | 'jpg' | 'png';

/** One upload slot of `procedure.json` `documentos`. */
export interface DocumentSlot {
  clave: string;
  nombre: string;
  obligatorio: boolean;
  tipos: FileKind[];
}

export interface LegalText {
  titulo: string;
  texto: string;
}

/** The contents of `procedure.json` (see procedures/README.md). */
export interface ProcedureMeta {
  orden: number;
  nombreCorto: string;
  titulo: string;
  descripcion: string;
  icono: string;
  api: string;
  pdf: string;
  /** `campo`: the boolean field that is the signature box (default `firmaAceptada`); `aviso`: hint while unticked. */
  consentimiento: { texto: string; alerta: string; campo?: string; aviso?: string };
  mensajes: { error: string };
  textosLegales: LegalText[];
  documentos: DocumentSlot[];
  /** Examples that must fail validation (see procedures/README.md); checked by `check:procedures`. */
  ejemplosInvalidos?: Array<{ motivo: string; datos: unknown }>;
}

/** One procedure of the catalogue, as both the web and the server see it. */
export interface Procedure extends ProcedureMeta {
  slug: string;
  /** The bundled schema: every `$ref` inlined, top-level blocks flattened. */
  schema: Schema;
  ui: UiSchema;
}

/** The raw files of one procedure folder, before bundling. */
export interface ProcedureSource {
  slug: string;
  procedure: unknown;
  schema: unknown;
  ui: unknown;
}

/** The field that is a procedure's signature or consent box. */
export const consentField = (procedure: Pick<ProcedureMeta, 'consentimiento'>): string =>
  procedure.consentimiento.campo ?? 'firmaAceptada';

/** The maximum size of one uploaded file: 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** MIME types per accepted file kind. */
export const FILE_KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};
