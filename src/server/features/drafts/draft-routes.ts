import type { FastifyPluginAsync } from 'fastify';
import { FILES_FIELD, fromMultipart } from '#engine/wire/multipart.ts';
import { hashToken } from '#server/features/auth/tokens.ts';
import { residentOf } from '#server/features/identity/index.ts';
import { checkFiles } from '#server/features/procedures/check-files.ts';
import type { ServedProcedure } from '#server/features/procedures/procedure-registry.ts';
import { readSubmission, registerSubmissionMultipart } from '#server/features/procedures/read-submission.ts';
import { REFUSAL_MESSAGE } from '#server/features/procedures/validate-submission.ts';
import { HttpError } from '#server/http-error.ts';
import { contract, multipartBody, noContent } from '#server/plugins/api-contract/index.ts';
import type {
  DraftFields,
  DraftLink,
  DraftSaved,
  DraftSlugParams,
  OpenedDraft,
} from '#shared/api-types/generated/drafts.ts';
import { draftRateLimiter } from './draft-rate-limit.ts';
import { draftCredential, openDraft, saveDraft } from './draft-service.ts';
import { deleteDraft } from './draft-store.ts';

/** The wire names of a save's own fields, beside the form's (':' never appears in a form field's name). */
export const DRAFT_EMAIL_FIELD = 'borrador:email';
export const DRAFT_STEP_FIELD = 'borrador:paso';

const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' });

/** The draft's own fields among a save's (drafts.json DraftFields checks them; the form's are the procedure's). */
const ownFields = (fields: ReadonlyArray<{ name: string; value: string }>) =>
  Object.fromEntries(
    fields
      .filter((field) => field.name === DRAFT_EMAIL_FIELD || field.name === DRAFT_STEP_FIELD)
      .map((field) => [field.name, field.value]),
  );

/**
 * `POST /borradores/<slug>`: saves the form as it is (the submission's multipart, unvalidated but typed, files
 * checked by content; the draft's own fields by the contract) and mails a single-use link. `POST /borradores/abrir`: opens a link. `DELETE
 * /borradores`: forgets the draft the browser holds (x-borrador).
 */
export const draftRoutes: FastifyPluginAsync<{ served: ServedProcedure[]; key: Buffer }> = async (
  app,
  { served, key },
) => {
  await registerSubmissionMultipart(app);
  const limiter = draftRateLimiter(app.limits);
  const catalogue = served.map((entry) => entry.procedure);

  app.post<{ Params: DraftSlugParams; Reply: DraftSaved }>(
    '/borradores/:slug',
    {
      schema: contract('drafts', {
        params: 'DraftSlugParams',
        body: multipartBody('drafts', 'DraftFields'),
        201: 'DraftSaved',
      }),
    },
    async (request, reply) => {
      const procedure = catalogue.find((p) => p.slug === request.params.slug);
      if (!procedure) throw new HttpError(404, 'Ese trámite no existe.');
      const credential = draftCredential(request.headers['x-borrador']);
      // Whose draft it is comes only from the resident's session, never from what the form sends.
      const resident = await residentOf(request);
      await limiter.check('guardar', request);
      const { fields, files } = await readSubmission(request);
      const own = request.multipartFields<DraftFields>(ownFields(fields));
      const email = own['borrador:email'].trim();
      const parsed = fromMultipart(procedure, fields, files);
      const checked = await checkFiles(procedure, parsed.archivos);
      const errores = [
        ...parsed.problemas.map((mensaje) => ({ campo: FILES_FIELD, mensaje })),
        ...checked.problems,
      ];
      if (errores.length > 0) throw new HttpError(400, REFUSAL_MESSAGE, { errores });
      const { caducaEn, borrador } = await saveDraft(app, key, procedure, {
        email,
        paso: own['borrador:paso'] ?? 1,
        datos: parsed.data,
        files: checked.files,
        credential,
        identidad: resident?.documento,
      });
      const listed = resident ? ' También la tienes en «Mis trámites», desde donde puedes continuarla.' : '';
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          mensaje: `Te hemos enviado a ${email} un enlace para continuar. Sirve una sola vez y tu solicitud se guarda hasta el ${day.format(caducaEn)}.${listed}`,
          caducaEn: caducaEn.toISOString(),
          borrador,
        });
    },
  );

  app.post<{ Body: DraftLink; Reply: OpenedDraft }>(
    '/borradores/abrir',
    { schema: contract('drafts', { body: 'DraftLink', 200: 'OpenedDraft' }) },
    async (request, reply) => {
      await limiter.check('abrir', request);
      const draft = await openDraft(app, key, catalogue, request.body.token);
      return reply.header('cache-control', 'no-store').send(draft);
    },
  );

  app.delete('/borradores', { schema: contract('drafts', { 204: noContent }) }, async (request, reply) => {
    const credential = draftCredential(request.headers['x-borrador']);
    if (!credential) throw new HttpError(400, 'Falta la cabecera X-Borrador.');
    const deleted = await deleteDraft(app.db, credential.id, hashToken(credential.key));
    if (!deleted) throw new HttpError(404, 'Ese borrador ya no existe.');
    return reply.code(204).send();
  });
};
