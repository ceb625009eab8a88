import site from '#content/sitio.json' with { type: 'json' };
import { formatOfficialTime } from '#engine/node/pdf/official-time.ts';
import type { Config } from '#server/config.ts';
import type { MailMessage } from '#server/mail/message.ts';
import { STATE_LABELS, type SubmissionState } from '#shared/submission-states.ts';
import type { SubmissionRecord } from './submission-store.ts';
import { verificationUrl } from './verification-code.ts';

/** What each state means for the applicant, in the mail that announces it. */
const STATE_MEANING: Record<SubmissionState, string> = {
  recibido: 'El Ayuntamiento ha recibido tu solicitud.',
  en_tramite: 'El personal del Ayuntamiento ya está tramitando tu solicitud.',
  resuelto: 'El Ayuntamiento ha resuelto tu solicitud; recibirás la resolución por los cauces habituales.',
};

/** The applicant's notice that staff moved the submission to `estado` (no personal data beyond the address). */
export function stateChangeMail(
  config: Pick<Config, 'publicUrl'>,
  record: Pick<SubmissionRecord, 'email' | 'registro' | 'titulo' | 'csv'>,
  estado: SubmissionState,
  when: Date,
): MailMessage | undefined {
  if (!record.email) return undefined;
  return {
    to: record.email,
    subject: `Tu solicitud ${record.registro} está «${STATE_LABELS[estado].toLowerCase()}» – ${site.ayuntamiento}`,
    text: [
      `Tu solicitud de «${record.titulo}» (registro ${record.registro}) ha pasado al estado «${STATE_LABELS[estado]}» el ${formatOfficialTime(when)}.`,
      '',
      STATE_MEANING[estado],
      '',
      `Puedes consultar su estado cuando quieras en ${verificationUrl(config.publicUrl, record.csv)}`,
      '',
      site.ayuntamiento,
      `${site.direccion} · ${site.telefono} · ${site.email}`,
    ].join('\n'),
  };
}
