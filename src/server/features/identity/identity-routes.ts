import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ASSURANCE_LEVELS, type AssuranceLevel } from '#engine/procedure.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import { minutesText } from '#server/rate-limit/index.ts';
import type { ResidentSession, SignedOut } from '#shared/api-types/generated/identity.ts';
import {
  AUTOSUBMIT_SCRIPT,
  AUTOSUBMIT_SOURCE,
  escapeHtml,
  htmlPage,
  sendAutoPost,
  sendPage,
} from './html-page.ts';
import { clearResidentCookie, residentOf, residentToken, setResidentCookie } from './resident-session.ts';
import { createResidentSession, endResidentSession } from './resident-sessions.ts';
import { AssertionRefused, type RefusalReason, type ServiceProvider } from './saml-sp.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Sign-ins one address may start in 15 minutes. */
export const SIGN_IN_STARTS = 30;
/** Refused assertions one address may send in 15 minutes before the ACS stops listening to it for a while. */
export const SIGN_IN_FAILURES = 10;

const REFUSALS: Record<RefusalReason, string> = {
  firma: 'La respuesta de Cl@ve no tiene una firma válida.',
  audiencia: 'La respuesta de Cl@ve iba dirigida a otro servicio.',
  caducada: 'La respuesta de Cl@ve ha caducado o aún no es válida.',
  reutilizada: 'Esta respuesta de Cl@ve ya se había usado.',
  destinatario: 'La respuesta de Cl@ve iba dirigida a otra dirección.',
  solicitud:
    'La respuesta de Cl@ve no corresponde a ninguna identificación pendiente (quizá tardaste demasiado).',
  estado: 'Cl@ve no ha podido identificarte o has cancelado la identificación.',
  atributos: 'Cl@ve no ha facilitado tu DNI o NIE, tu nombre o el nivel de seguridad.',
  formato: 'La respuesta de Cl@ve no es válida.',
};

/** A path of this site to come back to after signing in ('/' when the value is anything else). */
export function returnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\]{0,300}$/.test(value) ? value : '/';
}

const level = (value: unknown): AssuranceLevel =>
  ASSURANCE_LEVELS.includes(value as AssuranceLevel) ? (value as AssuranceLevel) : 'bajo';

function errorPage(reply: FastifyReply, status: number, message: string, back = '/') {
  const body = `<p>${escapeHtml(message)}</p><p>No se ha guardado nada. Puedes <a href="${escapeHtml(back)}">volver a la sede electrónica</a> e intentarlo de nuevo.</p>`;
  return sendPage(reply, status, htmlPage('No se ha podido completar la identificación', body));
}

/** Sign-in with Cl@ve (or the local test IdP), the resident's session and our SP metadata. */
export const identityRoutes: FastifyPluginAsync<{ sp: ServiceProvider }> = async (app, { sp }) => {
  // Through the app's one counter, taken before the work (so no burst passes the limit) and given back
  // when the attempt turns out not to count.
  const take = (request: FastifyRequest, name: string, max: number) =>
    app.limits.take(`identidad:${name}:ip:${request.ip}`, max, WINDOW_MS);

  app.get(AUTOSUBMIT_SCRIPT.replace('/api', ''), async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTOSUBMIT_SOURCE),
  );

  app.get<{ Querystring: { volver?: string; nivel?: string } }>(
    '/identidad/entrar',
    async (request, reply) => {
      const back = returnPath(request.query.volver);
      const taken = await take(request, 'inicio', SIGN_IN_STARTS);
      if (!taken.ok) {
        return errorPage(
          reply,
          429,
          `Has intentado identificarte demasiadas veces seguidas. Espera ${minutesText(taken.resetMs)}.`,
          back,
        );
      }
      const fields = await sp.authnRequest(level(request.query.nivel), back);
      return sendAutoPost(reply, 'Identificación con Cl@ve', sp.idp.ssoUrl, fields);
    },
  );

  app.post<{ Body: Record<string, string | undefined> }>('/identidad/acs', async (request, reply) => {
    const back = returnPath(request.body?.RelayState);
    // A failure is reserved before the assertion is checked, and given back when it is accepted.
    const failure = await take(request, 'fallo', SIGN_IN_FAILURES);
    if (!failure.ok) {
      return errorPage(
        reply,
        429,
        `Ha habido demasiados intentos fallidos de identificación. Espera ${minutesText(failure.resetMs)}.`,
        back,
      );
    }
    const samlResponse = request.body?.SAMLResponse;
    try {
      if (!samlResponse) throw new AssertionRefused('formato');
      const accepted = await sp.acceptResponse(samlResponse).catch(async (error: unknown) => {
        if (!(error instanceof AssertionRefused))
          await app.limits.release(`identidad:fallo:ip:${request.ip}`);
        throw error;
      });
      await app.limits.release(`identidad:fallo:ip:${request.ip}`);
      const { resident, session } = accepted;
      const token = await createResidentSession(app.db, resident, session, new Date());
      setResidentCookie(request, reply, token);
      request.log.info({ nivel: resident.nivel }, 'vecino identificado');
      return reply.redirect(back, 303);
    } catch (error) {
      if (!(error instanceof AssertionRefused)) throw error;
      // Only the reason's code: never the assertion nor anyone's data.
      request.log.warn({ motivo: error.reason }, 'aserción SAML rechazada');
      return errorPage(reply, 400, REFUSALS[error.reason], back);
    }
  });

  app.get<{ Reply: ResidentSession }>(
    '/identidad/sesion',
    { schema: contract('identity', { 200: 'ResidentSession' }) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const resident = await residentOf(request);
      return resident
        ? { identificado: true, ...resident }
        : { identificado: false, proveedorPruebas: sp.local };
    },
  );

  app.post<{ Reply: SignedOut }>(
    '/identidad/salir',
    { schema: contract('identity', { 200: 'SignedOut' }) },
    async (request, reply) => {
      const token = residentToken(request);
      // The origin check of residentOf applies here too (a foreign page must not end the session).
      await residentOf(request);
      const session = token ? await endResidentSession(app.db, token, new Date()) : undefined;
      clearResidentCookie(request, reply);
      reply.header('cache-control', 'no-store');
      const redirigir = session ? await sp.logoutUrl(session) : undefined;
      return { mensaje: 'Has cerrado tu sesión de Cl@ve en la sede.', redirigir: redirigir ?? null };
    },
  );

  app.get('/identidad/salida', async (_request, reply) => reply.redirect('/', 303));

  app.get('/identidad/metadata', async (_request, reply) =>
    reply.header('content-type', 'application/samlmetadata+xml; charset=utf-8').send(sp.metadata()),
  );
};
