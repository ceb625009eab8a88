import type { RJSFSchema } from '@rjsf/utils';
import type { ProcedureJson } from './generated/procedure-json.ts';

/** A JSON Schema draft-07 object as the engine handles it (bundled: no external `$ref`). */
export type Schema = RJSFSchema;

/** An RJSF uiSchema as written in `ui.json`. */
export type UiSchema = Record<string, unknown>;

/** The contents of `procedure.json`, as schemas/procedure.schema.json describes it (generated from it). */
export type ProcedureMeta = Omit<ProcedureJson, '$schema'>;

/** One upload slot of `procedure.json` `documentos`. */
export type DocumentSlot = ProcedureMeta['documentos'][number];

/** File extensions an upload slot accepts (checked on the server by content, shown in the form). */
export type FileKind = DocumentSlot['tipos'][number];

export type LegalText = NonNullable<ProcedureMeta['textosLegales']>[number];

export const IDENTIFICATION_MODES = ['requerida', 'opcional', 'ninguna'] as const;
export type IdentificationMode = (typeof IDENTIFICATION_MODES)[number];
/** eIDAS levels of assurance, lowest first. */
export const ASSURANCE_LEVELS = ['bajo', 'sustancial', 'alto'] as const;
export type AssuranceLevel = (typeof ASSURANCE_LEVELS)[number];

/** A procedure's identification rule with its defaults: sign-in offered, anonymous filing allowed, level low. */
export const identificationOf = (
  procedure: Pick<ProcedureMeta, 'identificacion' | 'nivelIdentificacion'>,
) => ({
  modo: procedure.identificacion ?? 'opcional',
  nivel: procedure.nivelIdentificacion ?? 'bajo',
});

/** One procedure of the catalogue, as both the web and the server see it. */
export interface Procedure extends ProcedureMeta {
  slug: string;
  /** The API path under /api: procedure.json's, or `/tramites/<slug>`. */
  api: string;
  /** The receipt's file name: procedure.json's, or `<slug>.pdf`. */
  pdf: string;
  textosLegales: LegalText[];
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
