import type { DraftFields, DraftLink, DraftSaved, OpenedDraft } from '#shared/api-types/generated/drafts.ts';
import type { Procedure } from '../../procedure.ts';
import { toMultipart } from '../../wire/multipart.ts';
import { EMPTY_FILES, type FilesState, toFormFiles } from '../form-files.tsx';

/** The header that names the saved draft a form came from (save over it; deleted when submitted). */
export const DRAFT_HEADER = 'x-borrador';
/** The query parameter of the mailed link. */
export const CONTINUE_PARAM = 'continuar';
/** The query parameter of a signed-in resident's own draft, opened from "Mis trámites" (its number). */
export const OWN_DRAFT_PARAM = 'borrador';

export type { OpenedDraft };

async function message(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { mensaje?: string } | null;
  return body?.mensaje ?? `Error ${response.status}`;
}

/**
 * Saves the form on the server and has the link mailed; resolves to the server's Spanish confirmation and the
 * credential this browser keeps (to save over the draft, and to delete it when the form is sent).
 */
export async function saveDraft(options: {
  apiBase: string;
  procedure: Procedure;
  data: Record<string, unknown>;
  files: FilesState;
  email: string;
  paso: number;
  borrador: string | undefined;
}): Promise<DraftSaved> {
  const body = toMultipart(options.data, toFormFiles(options.files));
  const own: Required<DraftFields> = { 'borrador:email': options.email, 'borrador:paso': options.paso };
  for (const [name, value] of Object.entries(own)) body.append(name, String(value));
  const response = await fetch(`${options.apiBase}/borradores/${options.procedure.slug}`, {
    method: 'POST',
    body,
    // The resident's session cookie: a signed-in resident's draft is listed in "Mis trámites".
    credentials: 'include',
    headers: options.borrador ? { [DRAFT_HEADER]: options.borrador } : undefined,
  });
  if (!response.ok) throw new Error(await message(response));
  return (await response.json()) as DraftSaved;
}

/** Opens a mailed link (once): the draft, or an Error with the server's Spanish sentence. */
export async function openDraft(apiBase: string, token: string): Promise<OpenedDraft> {
  const response = await fetch(`${apiBase}/borradores/abrir`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token } satisfies DraftLink),
  });
  if (!response.ok) throw new Error(await message(response));
  return (await response.json()) as OpenedDraft;
}

/** Opens a signed-in resident's own draft by its number (from "Mis trámites"), without the mailed link. */
export async function openOwnDraft(apiBase: string, id: string): Promise<OpenedDraft> {
  const response = await fetch(`${apiBase}/mis-tramites/borradores/${encodeURIComponent(id)}/abrir`, {
    method: 'POST',
    credentials: 'include',
  });
  if (!response.ok) throw new Error(await message(response));
  return (await response.json()) as OpenedDraft;
}

/** A restored draft's files as the form keeps them: per document slot, and per repeater item. */
export function filesOfDraft(archivos: OpenedDraft['archivos']): FilesState {
  const files: FilesState = { documentos: {}, elementos: {} };
  for (const archivo of archivos) {
    const bytes = Uint8Array.from(atob(archivo.contenido), (char) => char.charCodeAt(0));
    const file = new File([bytes], archivo.nombre, { type: archivo.mime });
    const item = /^([A-Za-z_]\w*)\[(\d+)\]$/.exec(archivo.tipo);
    if (item?.[1]) {
      files.elementos[item[1]] ??= [];
      const list = files.elementos[item[1]] ?? [];
      const index = Number(item[2]);
      while (list.length <= index) list.push([]);
      list[index]?.push(file);
    } else {
      files.documentos[archivo.tipo] = [...(files.documentos[archivo.tipo] ?? []), file];
    }
  }
  return archivos.length > 0 ? files : EMPTY_FILES;
}
