import type { FastifyInstance } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { tooManyRequests } from '#server/rate-limit/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MB = 1024 * 1024;

/** What the staff inbox shows when the applicant's receipt mail was skipped. */
export const mailSkippedReason = (perDay: number) =>
  `No se envió el justificante por correo a la persona solicitante: esa dirección ya había recibido ${perDay} ` +
  `${perDay === 1 ? 'justificante' : 'justificantes'} en las últimas 24 horas (límite contra el envío masivo). ` +
  'El trámite está registrado y la persona solicitante descargó el justificante al presentarlo.';

/**
 * The abuse limits of one submission (issue 12), each taken before the work it limits and given back when
 * the request does not end in a new entry (refused, failed, or an idempotent retry of an earlier one):
 * - entries per client address in an hour (429 with Retry-After);
 * - megabytes of attachments per client address in a day (429 with Retry-After);
 * - receipt mails to one applicant address in a day: beyond it the entry is still registered and its receipt
 *   downloaded, only the mail is skipped and the reason kept for the staff inbox.
 */
export function submissionLimits(app: FastifyInstance, ip: string) {
  const counter = app.limits;
  const limits = app.config.limits;
  const taken: Array<{ key: string; amount: number }> = [];

  return {
    async entry(): Promise<void> {
      const key = `tramites:ip:${ip}`;
      const result = await counter.take(key, limits.submissionsPerHour, HOUR_MS);
      if (!result.ok) {
        throw tooManyRequests(
          result.resetMs,
          (wait) =>
            `Has presentado muchas solicitudes seguidas desde esta conexión (como máximo ${limits.submissionsPerHour} ` +
            `por hora). Espera ${wait} y vuelve a intentarlo; lo ya presentado está registrado.`,
        );
      }
      taken.push({ key, amount: 1 });
    },

    async bytes(total: number): Promise<void> {
      if (total === 0) return;
      const key = `tramites:bytes:${ip}`;
      const allowance = limits.submissionMbPerDay * MB;
      if (total > allowance) {
        throw new HttpError(
          413,
          `Los documentos de una solicitud pueden ocupar como máximo ${limits.submissionMbPerDay} MB.`,
        );
      }
      const result = await counter.take(key, allowance, DAY_MS, total);
      if (!result.ok) {
        throw tooManyRequests(
          result.resetMs,
          (wait) =>
            `Desde esta conexión ya se han enviado muchos documentos hoy (como máximo ${limits.submissionMbPerDay} MB ` +
            `al día). Espera ${wait} o presenta la solicitud en el registro del Ayuntamiento.`,
        );
      }
      taken.push({ key, amount: total });
    },

    /** Takes one of the day's receipt mails to `email`; the reason to keep when there is none left. */
    async mail(email: string | null): Promise<string | null> {
      if (!email) return null;
      const key = `tramites:correo:${email.trim().toLowerCase()}`;
      const result = await counter.take(key, limits.submissionMailsPerDay, DAY_MS);
      if (!result.ok) return mailSkippedReason(limits.submissionMailsPerDay);
      taken.push({ key, amount: 1 });
      return null;
    },

    /** Gives back everything taken (the request did not add an entry). */
    async release(): Promise<void> {
      for (const { key, amount } of taken.splice(0)) {
        await counter.release(key, amount).catch((error: unknown) => {
          app.log.warn({ err: error }, 'no se pudo devolver un límite de trámites');
        });
      }
    },
  };
}
