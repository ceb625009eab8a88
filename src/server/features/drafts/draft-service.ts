import type { FastifyInstance } from 'fastify';
import type { Procedure } from '#engine/procedure.ts';
import { hashToken, newToken } from '#server/features/auth/tokens.ts';
import type { CheckedFile } from '#server/features/procedures/check-files.ts';
import { HttpError } from '#server/http-error.ts';
import { enqueueMail } from '#server/mail/enqueue.ts';
import type { DraftFile, OpenedDraft } from '#shared/api-types/generated/drafts.ts';
import { DRAFT_LIFETIME_DAYS } from '#shared/sede/help-texts.ts';
import { decrypt, encrypt } from './draft-cipher.ts';
import { draftMail } from './draft-mail.ts';
import {
  claimOwnDraft,
  consumeDraftToken,
  type DraftRow,
  deleteDraft,
  insertDraft,
  replaceDraft,
} from './draft-store.ts';
import { fitToSchema, labelsOf } from './fit-to-schema.ts';

/** What is encrypted in a draft's row: the answers, the files, the step and where the link went. */
interface DraftContent {
  email: string;
  paso: number;
  datos: Record<string, unknown>;
  /** Each answer's label when saved, to name what a changed schema no longer asks. */
  etiquetas: Record<string, string>;
  archivos: DraftFile[];
}

export const LINK_USED =
  'Este enlace ya se ha usado o no es válido: cada enlace para continuar una solicitud sirve una sola vez.';
export const LINK_EXPIRED = `Este enlace ha caducado: las solicitudes guardadas se conservan ${DRAFT_LIFETIME_DAYS} días y esta ya se ha borrado.`;
const KEY_REFUSED = 'Este borrador ya no existe o no se puede modificar desde este navegador.';

/** The `x-borrador` header ('12.abc…') as id and key; undefined when absent; 400 when malformed. */
export function draftCredential(header: unknown): { id: number; key: string } | undefined {
  if (header === undefined) return undefined;
  const match = typeof header === 'string' ? /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  if (!match?.[1] || !match[2]) throw new HttpError(400, 'La cabecera X-Borrador no es válida.');
  return { id: Number(match[1]), key: match[2] };
}

// Repeater files are typed 'personas[0]'; document files by their slot's clave.
function fileLabel(procedure: Procedure, tipo: string, etiquetas: Record<string, string>): string {
  const slot = procedure.documentos.find((d) => d.clave === tipo);
  if (slot) return slot.nombre;
  const item = /^([A-Za-z_]\w*)\[(\d+)\]$/.exec(tipo);
  const sample = Object.entries(etiquetas).find(([path]) => path.startsWith(`${item?.[1]}.${item?.[2]}.`));
  return sample ? `Archivos de ${sample[1].split(' · ')[0]}` : tipo;
}

/**
 * Saves (or saves over) a draft and queues the e-mail with its single-use link, in one transaction. Answers the
 * credential (`id.key`) the saving browser keeps: it saves over the draft and deletes it when the form is sent.
 */
export async function saveDraft(
  app: FastifyInstance,
  key: Buffer,
  procedure: Procedure,
  draft: {
    email: string;
    paso: number;
    datos: Record<string, unknown>;
    files: readonly CheckedFile[];
    credential?: { id: number; key: string };
    identidad?: string;
  },
  now = new Date(),
): Promise<{ caducaEn: Date; borrador: string }> {
  const etiquetas = labelsOf(procedure.schema, draft.datos);
  for (const file of draft.files)
    etiquetas[`archivo:${file.tipo}`] = fileLabel(procedure, file.tipo, etiquetas);
  const content: DraftContent = {
    email: draft.email,
    paso: draft.paso,
    datos: draft.datos,
    etiquetas,
    archivos: draft.files.map((file) => ({
      tipo: file.tipo,
      nombre: file.nombre,
      mime: file.mime,
      contenido: file.content.toString('base64'),
    })),
  };
  const contenido = encrypt(key, Buffer.from(JSON.stringify(content), 'utf8'));
  const token = newToken(24);
  const browserKey = draft.credential?.key ?? newToken(24);
  const write = {
    procedimiento: procedure.slug,
    contenido,
    paso: draft.paso,
    tokenHash: hashToken(token),
    identidad: draft.identidad,
    now,
  };
  return app.db.transaction(async (tx) => {
    const row = draft.credential
      ? await replaceDraft(tx, draft.credential.id, hashToken(draft.credential.key), write)
      : await insertDraft(tx, { ...write, keyHash: hashToken(browserKey) });
    if (!row) throw new HttpError(404, KEY_REFUSED);
    await enqueueMail(
      tx,
      draftMail({
        to: draft.email,
        procedure,
        token,
        caducaEn: row.caducaEn,
        publicUrl: app.config.publicUrl,
      }),
    );
    return { caducaEn: row.caducaEn, borrador: `${row.id}.${browserKey}` };
  });
}

/**
 * Opens a draft by its link: uses the token up, decrypts the content and keeps what the current schema still
 * has (fields, choices and document slots it dropped are named in `descartados`). 410 for a used or expired
 * link, with a Spanish sentence saying which.
 */
export async function openDraft(
  app: FastifyInstance,
  key: Buffer,
  catalogue: readonly Procedure[],
  token: string,
  now = new Date(),
): Promise<OpenedDraft> {
  const browserKey = newToken(24);
  const row = await consumeDraftToken(app.db, hashToken(token), hashToken(browserKey), now);
  if (row === 'caducado') throw new HttpError(410, LINK_EXPIRED);
  if (row === 'usado') throw new HttpError(410, LINK_USED);
  return restore(key, catalogue, row, browserKey);
}

export const OWN_DRAFT_NOT_FOUND = 'No tienes ninguna solicitud guardada con ese número.';

/**
 * Opens a signed-in resident's own draft from "Mis trámites", without the mailed link (which keeps working).
 * 404, the same for a draft of someone else as for one that does not exist or expired.
 */
export async function openOwnDraft(
  app: FastifyInstance,
  key: Buffer,
  catalogue: readonly Procedure[],
  id: number,
  identidad: string,
  now = new Date(),
): Promise<OpenedDraft> {
  const browserKey = newToken(24);
  const row = await claimOwnDraft(app.db, id, identidad, hashToken(browserKey), now);
  if (!row) throw new HttpError(404, OWN_DRAFT_NOT_FOUND);
  return restore(key, catalogue, row, browserKey);
}

// Decrypts a draft's row and fits it to the current schema, for the browser that will hold `browserKey`.
function restore(
  key: Buffer,
  catalogue: readonly Procedure[],
  row: DraftRow,
  browserKey: string,
): OpenedDraft {
  const procedure = catalogue.find((p) => p.slug === row.procedimiento);
  if (!procedure) throw new HttpError(410, 'El trámite de esta solicitud guardada ya no está disponible.');
  const content = JSON.parse(decrypt(key, row.contenido).toString('utf8')) as DraftContent;
  const fitted = fitToSchema(procedure.schema, content.datos, content.etiquetas);
  const arrays = new Map(
    Object.entries(fitted.datos).filter(([, value]) => Array.isArray(value)) as Array<[string, unknown[]]>,
  );
  const archivos = content.archivos.filter((file) => {
    const item = /^([A-Za-z_]\w*)\[(\d+)\]$/.exec(file.tipo);
    const fits = item
      ? Number(item[2]) < (arrays.get(item[1] ?? '')?.length ?? 0)
      : procedure.documentos.some((slot) => slot.clave === file.tipo);
    if (!fits)
      fitted.descartados.push(`${content.etiquetas[`archivo:${file.tipo}`] ?? file.tipo}: ${file.nombre}`);
    return fits;
  });
  return {
    slug: procedure.slug,
    paso: content.paso,
    datos: fitted.datos,
    archivos,
    descartados: fitted.descartados,
    borrador: `${row.id}.${browserKey}`,
    caducaEn: row.caducaEn.toISOString(),
  };
}

/** Deletes the draft a submission came from (its `x-borrador` header); nothing when there is none. */
export async function discardSubmittedDraft(
  app: FastifyInstance,
  credential: { id: number; key: string } | undefined,
): Promise<void> {
  if (credential) await deleteDraft(app.db, credential.id, hashToken(credential.key));
}
