import type { SubmissionState } from '#shared/api-types/generated/procedures.ts';

export type { SubmissionState };

/** The states of an entry in the council's inbox, in the order they follow. */
export const STATES = ['recibido', 'en_tramite', 'resuelto'] as const satisfies readonly SubmissionState[];

/** How staff and residents read each state (inbox, Mis trámites, verification page, mails, staff overview). */
export const STATE_LABELS: Record<SubmissionState, string> = {
  recibido: 'Recibido',
  en_tramite: 'En trámite',
  resuelto: 'Resuelto',
};
