import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#shared/paths.ts';
import {
  MY_PROCEDURES_INTRO,
  SAVED_DRAFTS_HEADING,
  SAVED_DRAFTS_NOTE,
  VERIFY_INTRO,
} from '#shared/sede/help-texts.ts';
import type { Passage } from '../types.ts';
import { toSentences } from './sentences.ts';

/**
 * The sede's own pages, from the very sentences they show (`#shared/sede/help-texts.ts`): Mis trámites (the requests a
 * resident has presented, their state and receipts, and the forms saved to finish later) and the page that verifies a
 * receipt by its CSV. A resident asks how their request is going or whether a receipt is genuine, not only what a
 * procedure is for.
 */
export function sedePassages(): Passage[] {
  const mine = { kind: 'pagina' as const, url: paths.misTramites.path, titulo: paths.misTramites.title };
  return [
    {
      ...mine,
      id: 'sede:mis-tramites',
      frases: toSentences(MY_PROCEDURES_INTRO),
      claves: 'estado expediente seguimiento solicitudes',
    },
    {
      ...mine,
      id: 'sede:guardadas',
      seccion: SAVED_DRAFTS_HEADING,
      anchor: headingAnchor(SAVED_DRAFTS_HEADING),
      frases: toSentences(SAVED_DRAFTS_NOTE),
    },
    {
      kind: 'pagina',
      id: 'sede:verificar',
      url: paths.verificar.path,
      titulo: paths.verificar.title,
      frases: toSentences(VERIFY_INTRO),
      claves: 'auténtico válido',
    },
  ];
}
