import type { FastifyPluginAsync } from 'fastify';
import type { Procedure } from '#engine/procedure.ts';
import { REVIEW_TITLE, stepsOf } from '#engine/steps/steps.ts';
import { requireResident } from '#server/features/identity/index.ts';
import { HttpError } from '#server/http-error.ts';
import { contract, noContent } from '#server/plugins/api-contract/index.ts';
import type { OpenedDraft, OwnDraftList, OwnDraftParams } from '#shared/api-types/generated/drafts.ts';
import { OWN_DRAFT_NOT_FOUND, openOwnDraft } from './draft-service.ts';
import { deleteOwnDraft, listDraftsByIdentity } from './draft-store.ts';

/** The step a draft was saved on, as the form names it: 'Paso 2 de 4: Personas'. */
function stepOf(procedure: Procedure, paso: number) {
  const steps = stepsOf(procedure) ?? [];
  const total = steps.length + 1;
  const index = Math.min(Math.max(paso, 1), total);
  return { paso: index, pasos: total, pasoTitulo: steps[index - 1]?.titulo ?? REVIEW_TITLE };
}

/**
 * A signed-in resident's saved drafts in "Mis trámites": the list, "Continuar" (opens the draft without the
 * mailed link, which keeps working) and "Descartar". Every query is bounded by the session's DNI/NIE, so
 * someone else's draft answers exactly like one that does not exist.
 */
export const ownDraftRoutes: FastifyPluginAsync<{ catalogue: Procedure[]; key: Buffer }> = async (
  app,
  { catalogue, key },
) => {
  app.get<{ Reply: OwnDraftList }>(
    '/mis-tramites/borradores',
    { schema: contract('drafts', { 200: 'OwnDraftList' }) },
    async (request, reply) => {
      const resident = await requireResident(request);
      reply.header('cache-control', 'no-store');
      const drafts = await listDraftsByIdentity(app.db, resident.documento, new Date());
      return {
        borradores: drafts.flatMap((draft) => {
          const procedure = catalogue.find((p) => p.slug === draft.procedimiento);
          // A draft of a procedure no longer offered cannot be continued; it expires on its own.
          if (!procedure) return [];
          return [
            {
              id: draft.id,
              procedimiento: procedure.titulo,
              slug: procedure.slug,
              guardadoEn: draft.guardadoEn.toISOString(),
              caducaEn: draft.caducaEn.toISOString(),
              ...stepOf(procedure, draft.paso),
            },
          ];
        }),
      };
    },
  );

  app.post<{ Params: OwnDraftParams; Reply: OpenedDraft }>(
    '/mis-tramites/borradores/:id/abrir',
    { schema: contract('drafts', { params: 'OwnDraftParams', 200: 'OpenedDraft' }) },
    async (request, reply) => {
      const resident = await requireResident(request);
      const draft = await openOwnDraft(app, key, catalogue, request.params.id, resident.documento);
      return reply.header('cache-control', 'no-store').send(draft);
    },
  );

  app.delete<{ Params: OwnDraftParams }>(
    '/mis-tramites/borradores/:id',
    { schema: contract('drafts', { params: 'OwnDraftParams', 204: noContent }) },
    async (request, reply) => {
      const resident = await requireResident(request);
      if (!(await deleteOwnDraft(app.db, request.params.id, resident.documento, new Date()))) {
        throw new HttpError(404, OWN_DRAFT_NOT_FOUND);
      }
      return reply.code(204).send();
    },
  );
};
