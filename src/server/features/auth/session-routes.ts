import type { FastifyPluginAsync } from 'fastify';
import { recordAudit } from '#server/features/audit/audit-log.ts';
import { HttpError } from '#server/http-error.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import { tooManyRequests } from '#server/rate-limit/index.ts';
import type { LoginAnswer, LoginRequest, TokenCheck } from '#shared/api-types/generated/auth.ts';
import type { Message } from '#shared/api-types/generated/common.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { bearerToken, requireStaff, staffUser } from './require-staff.ts';
import { createSession, purgeDeadSessions, revokeSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';

/** The 429 of sign-in and password reset, with the wait in minutes. */
export const tooManyFailures = (resetMs: number) =>
  tooManyRequests(resetMs, (wait) => `Demasiados intentos fallidos. Espera ${wait} y vuelve a intentarlo.`);

/** POST /auth/login, POST /auth/logout, GET /auth/validate-token (schemas/api/auth.json). */
export const sessionRoutes: FastifyPluginAsync<{ throttle: LoginThrottle }> = async (app, { throttle }) => {
  app.post<{ Body: LoginRequest; Reply: LoginAnswer }>(
    '/auth/login',
    { schema: contract('auth', { body: 'LoginRequest', 200: 'LoginAnswer' }) },
    async (request, reply) => {
      // The password is taken as typed, spaces included.
      const { password } = request.body;
      const email = request.body.email.trim();

      const attempt = await throttle.reserve(email, request.ip);
      if (!attempt.ok) {
        await recordAudit(app.db, { accion: 'inicio_sesion_bloqueado', email, ip: request.ip });
        throw tooManyFailures(attempt.waitMs);
      }

      let user: Awaited<ReturnType<typeof findUserByEmail>>;
      let ok: boolean;
      try {
        user = await findUserByEmail(app.db, email);
        ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      } catch (error) {
        await attempt.cancel();
        throw error;
      }
      if (!user || !ok) {
        await recordAudit(app.db, {
          accion: 'inicio_sesion_fallido',
          usuarioId: user?.id ?? null,
          email,
          ip: request.ip,
        });
        throw new HttpError(401, 'Credenciales incorrectas.');
      }

      await attempt.succeeded();
      const now = new Date();
      const token = await app.db.transaction(async (tx) => {
        await purgeDeadSessions(tx, now);
        const created = await createSession(tx, user.id, now);
        await recordAudit(tx, {
          accion: 'inicio_sesion',
          usuarioId: user.id,
          email: user.email,
          ip: request.ip,
        });
        return created;
      });
      reply.header('cache-control', 'no-store');
      return { token, usuario: { id: user.id, email: user.email, nombre: user.nombre } };
    },
  );

  // Always 200: signing out of a session that already ended is still signed out.
  app.post<{ Reply: Message }>(
    '/auth/logout',
    { schema: contract('common', { 200: 'Message' }) },
    async (request) => {
      const token = bearerToken(request);
      if (token) {
        await app.db.transaction(async (tx) => {
          const userId = await revokeSession(tx, token, new Date());
          if (userId !== undefined) {
            await recordAudit(tx, { accion: 'cierre_sesion', usuarioId: userId, ip: request.ip });
          }
        });
      }
      return { mensaje: 'Sesión cerrada.' };
    },
  );

  app.get<{ Reply: TokenCheck }>(
    '/auth/validate-token',
    {
      preHandler: requireStaff,
      schema: contract('auth', { 200: 'TokenCheck' }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { valido: true, usuario: staffUser(request) };
    },
  );
};
