import type { FastifyPluginAsync } from 'fastify';
import { verifySeal } from '#server/features/seal/index.ts';
import { HttpError } from '#server/http-error.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import { limitPerAddressAndMinute } from '#server/rate-limit/index.ts';
import type { Verification, VerificationParams } from '#shared/api-types/generated/procedures.ts';
import { STATE_LABELS } from '#shared/submission-states.ts';
import { sendReceipt } from './downloads.ts';
import { readStored } from './receipt-service.ts';
import { normalizeVerificationCode } from './verification-code.ts';

export const UNKNOWN_CODE_MESSAGE =
  'No existe ningún justificante con ese código seguro de verificación. Revisa que lo has copiado entero.';

/**
 * `GET /verificar/:csv`: confirms a receipt (procedure, registry number, date and the receipt's SHA-256) and
 * tells its current state with the date of the last change, with no personal data. Limited per address
 * (plenty for a person, too few to guess a 99-bit code), through the app's one counter, shared by the
 * replicas when REDIS_URL is set.
 */
export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const verificationLimit = limitPerAddressAndMinute(
    app.limits,
    'verificar',
    app.config.limits.verificationsPerMinute,
    'demasiadas comprobaciones',
  );

  const find = async (raw: string) => {
    const csv = normalizeVerificationCode(raw);
    if (!csv) {
      throw new HttpError(
        400,
        'El código seguro de verificación tiene 20 letras y números; revisa que lo has copiado entero.',
      );
    }
    const rows = await app.db.query<Omit<Verification, 'sello' | 'estadoTexto'>>(
      `select csv, titulo as procedimiento, registro, presentado_en as fecha,
         justificante_sha256 as "justificanteSha256", estado,
         coalesce((select max(cambiado_en) from tramites_estados where tramite_id = tramites.id),
           presentado_en) as "estadoDesde"
       from tramites where csv = $1`,
      [csv],
    );
    const found = rows[0];
    if (!found) throw new HttpError(404, UNKNOWN_CODE_MESSAGE);
    const pdf = found.justificanteSha256 ? await readStored(app, found.justificanteSha256) : undefined;
    return { found, pdf };
  };

  // What a verification reveals (procedures.json Verification): that the receipt is genuine, never whose it is;
  // where the procedure stands (Ley 39/2015 art. 53.1.a) and since when; and the receipt's seal.
  app.get<{ Params: VerificationParams; Reply: Verification }>(
    '/verificar/:csv',
    {
      preHandler: verificationLimit,
      schema: contract('procedures', { params: 'VerificationParams', 200: 'Verification' }),
    },
    async (request, reply) => {
      const { found, pdf } = await find(request.params.csv);
      reply.header('cache-control', 'no-store');
      return {
        ...found,
        fecha: new Date(found.fecha).toISOString(),
        estadoTexto: STATE_LABELS[found.estado],
        estadoDesde: new Date(found.estadoDesde).toISOString(),
        sello: pdf ? verifySeal(pdf) : null,
      };
    },
  );

  // The sealed copy, again: whoever holds the receipt's code may download it (as a CSV is meant to allow).
  app.get<{ Params: VerificationParams }>(
    '/verificar/:csv/justificante',
    { preHandler: verificationLimit, schema: contract('procedures', { params: 'VerificationParams' }) },
    async (request, reply) => {
      const { found, pdf } = await find(request.params.csv);
      if (!pdf) throw new HttpError(404, 'El justificante de este registro aún no está disponible.');
      return sendReceipt(reply, found.registro, pdf);
    },
  );
};
