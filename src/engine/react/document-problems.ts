import type { Procedure } from '../procedure.ts';
import { missingDocuments } from '../wire/multipart.ts';
import { slotId } from './document-slots.tsx';
import type { SummaryError } from './error-summary.tsx';
import { type FilesState, toFormFiles } from './form-files.tsx';

/** The required document slots left empty: one summary entry each, and the message under each slot. */
export function documentProblems(
  procedure: Procedure,
  files: FilesState,
): { summary: SummaryError[]; bySlot: Record<string, string> } {
  const received = toFormFiles(files).documentos.map(({ clave, archivo }) => ({ clave, file: archivo }));
  const missing = new Set(missingDocuments(procedure, received));
  const bySlot: Record<string, string> = {};
  const summary: SummaryError[] = [];
  for (const slot of procedure.documentos) {
    const message = `Falta el documento obligatorio «${slot.nombre}».`;
    if (!missing.has(message)) continue;
    bySlot[slot.clave] = message;
    summary.push({ id: slotId(slot.clave), message });
  }
  return { summary, bySlot };
}
