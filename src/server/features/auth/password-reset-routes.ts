import type { FastifyPluginAsync } from 'fastify';
import { recordAudit } from '#server/features/audit/audit-log.ts';
import { enqueueMail } from '#server/mail/enqueue.ts';
import { api, contract } from '#server/plugins/api-contract/index.ts';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '#shared/api-types/generated/auth.ts';
import type { FieldError, Message } from '#shared/api-types/generated/common.ts';
import { fieldErrors, isEmail } from './field-errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { resetMail } from './reset-mail.ts';
import { consumeResetToken, issueResetToken } from './reset-tokens.ts';
import { tooManyFailures } from './session-routes.ts';
import { revokeUserSessions } from './sessions.ts';
import { findUserByEmail, normalizeEmail, setPasswordHash } from './users.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Reset mails per account in 15 minutes (beyond: silently none, so the answer reveals nothing). */
const MAILS_PER_ACCOUNT = 3;

/** The one answer of forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = {
  mensaje: 'Si la dirección corresponde a una cuenta, recibirás un correo con el token en unos minutos.',
};

/**
 * POST /auth/forgot-password and POST /auth/reset-password. Requests, and wrong tokens, are limited per address
 * (`resetAttemptsPerAddress` in 15 minutes), each taken before the work it limits and a token's given back
 * when it was right.
 */
export const passwordResetRoutes: FastifyPluginAsync<{ throttle: LoginThrottle }> = async (
  app,
  { throttle },
) => {
  const counter = app.limits;
  const perAddress = app.config.limits.resetAttemptsPerAddress;

  app.post<{ Body: ForgotPasswordRequest; Reply: Message }>(
    '/auth/forgot-password',
    { schema: contract('auth', { body: 'ForgotPasswordRequest', 200: api('common', 'Message') }) },
    async (request) => {
      const email = request.body.email.trim();
      if (!isEmail(email)) {
        throw fieldErrors([
          { campo: 'email', mensaje: 'Escribe un correo electrónico válido, como nombre@dominio.es.' },
        ]);
      }
      const byAddress = await counter.take(`reset:ip:${request.ip}`, perAddress, WINDOW_MS);
      if (!byAddress.ok) throw tooManyFailures(byAddress.resetMs);

      const user = await findUserByEmail(app.db, email);
      const byAccount = await counter.take(
        `reset:cuenta:${normalizeEmail(email)}`,
        MAILS_PER_ACCOUNT,
        WINDOW_MS,
      );
      await app.db.transaction(async (tx) => {
        const send = user !== undefined && byAccount.ok;
        if (send) {
          const token = await issueResetToken(tx, user.id, new Date());
          await enqueueMail(
            tx,
            resetMail({ to: user.email, nombre: user.nombre, token, publicUrl: app.config.publicUrl }),
          );
        }
        await recordAudit(tx, {
          accion: 'restablecimiento_solicitado',
          usuarioId: user?.id ?? null,
          email,
          detalle: { enviado: send },
          ip: request.ip,
        });
      });
      return FORGOT_PASSWORD_ANSWER;
    },
  );

  app.post<{ Body: ResetPasswordRequest; Reply: Message }>(
    '/auth/reset-password',
    { schema: contract('auth', { body: 'ResetPasswordRequest', 200: api('common', 'Message') }) },
    async (request) => {
      // The passwords are taken as typed, spaces included.
      const body = { ...request.body, email: request.body.email.trim(), token: request.body.token.trim() };
      const errores: FieldError[] = [];
      if (body.newPassword !== body.confirmPassword) {
        errores.push({ campo: 'confirmPassword', mensaje: 'Las contraseñas no coinciden' });
      } else {
        const problem = passwordProblem(body.newPassword);
        if (problem) errores.push({ campo: 'newPassword', mensaje: problem });
      }
      if (errores.length > 0) throw fieldErrors(errores);

      // Taken as a wrong token before the token is looked at; given back when it was right.
      const tokenKey = `reset-token:ip:${request.ip}`;
      const attempt = await counter.take(tokenKey, perAddress, WINDOW_MS);
      if (!attempt.ok) throw tooManyFailures(attempt.resetMs);

      let done: boolean;
      let user: Awaited<ReturnType<typeof findUserByEmail>>;
      try {
        user = await findUserByEmail(app.db, body.email);
        done = await completeReset(user, body.newPassword, body.token, request.ip);
      } catch (error) {
        await counter.release(tokenKey);
        throw error;
      }
      if (!done) {
        await recordAudit(app.db, {
          accion: 'restablecimiento_fallido',
          usuarioId: user?.id ?? null,
          email: body.email,
          ip: request.ip,
        });
        throw fieldErrors([
          { campo: 'token', mensaje: 'El token no es válido o ha caducado. Solicita uno nuevo.' },
        ]);
      }
      await counter.release(tokenKey);
      // Whoever was locked out of the account by failed sign-ins starts again.
      await throttle.clearAccount(body.email);
      return { mensaje: 'Contraseña actualizada correctamente.' };
    },
  );

  async function completeReset(
    user: Awaited<ReturnType<typeof findUserByEmail>>,
    newPassword: string,
    token: string,
    ip: string,
  ): Promise<boolean> {
    const passwordHash = await hashPassword(newPassword);
    const now = new Date();
    return app.db.transaction(async (tx) => {
      if (!user || !(await consumeResetToken(tx, user.id, token, now))) return false;
      await setPasswordHash(tx, user.id, passwordHash);
      // Whoever knew the old password is signed out everywhere.
      await revokeUserSessions(tx, user.id, now);
      await recordAudit(tx, {
        accion: 'restablecimiento_completado',
        usuarioId: user.id,
        email: user.email,
        ip,
      });
      return true;
    });
  }
};
