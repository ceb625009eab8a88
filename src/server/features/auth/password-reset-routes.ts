import type { FastifyPluginAsync } from 'fastify';
import { recordAudit } from '#server/features/audit/audit-log.ts';
import { enqueueMail } from '#server/mail/enqueue.ts';
import type { AttemptCounter } from '#server/rate-limit/index.ts';
import { type FieldError, fieldErrors, isEmail, readStrings } from './field-errors.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { resetMail } from './reset-mail.ts';
import { consumeResetToken, issueResetToken } from './reset-tokens.ts';
import { TOO_MANY_FAILURES } from './session-routes.ts';
import { revokeUserSessions } from './sessions.ts';
import { findUserByEmail, normalizeEmail, setPasswordHash } from './users.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Reset requests per address in 15 minutes (beyond: 429), and mails per account (beyond: silently none). */
const REQUESTS_PER_ADDRESS = 10;
const MAILS_PER_ACCOUNT = 3;
/** Wrong tokens per address in 15 minutes before 429. */
const BAD_TOKENS_PER_ADDRESS = 10;

/** The one answer of forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = {
  mensaje: 'Si la dirección corresponde a una cuenta, recibirás un correo con el token en unos minutos.',
};

/** POST /auth/forgot-password and POST /auth/reset-password. */
export const passwordResetRoutes: FastifyPluginAsync<{ counter: AttemptCounter }> = async (
  app,
  { counter },
) => {
  const tooMany = (resetMs: number) => Math.max(1, Math.ceil(resetMs / 1000));

  app.post('/auth/forgot-password', async (request, reply) => {
    const { email } = readStrings(request.body, ['email']);
    if (!email) throw fieldErrors([{ campo: 'email', mensaje: 'Introduce tu correo electrónico.' }]);
    if (!isEmail(email)) {
      throw fieldErrors([
        { campo: 'email', mensaje: 'Escribe un correo electrónico válido, como nombre@dominio.es.' },
      ]);
    }
    const byAddress = await counter.hit(`reset:ip:${request.ip}`, WINDOW_MS);
    if (byAddress.count > REQUESTS_PER_ADDRESS) {
      return reply
        .code(429)
        .header('retry-after', String(tooMany(byAddress.resetMs)))
        .send({ mensaje: TOO_MANY_FAILURES });
    }

    const user = await findUserByEmail(app.db, email);
    const byAccount = await counter.hit(`reset:cuenta:${normalizeEmail(email)}`, WINDOW_MS);
    await app.db.transaction(async (tx) => {
      const send = user !== undefined && byAccount.count <= MAILS_PER_ACCOUNT;
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
  });

  app.post('/auth/reset-password', async (request, reply) => {
    const body = readStrings(
      request.body,
      ['email', 'token', 'newPassword', 'confirmPassword'],
      ['newPassword', 'confirmPassword'],
    );
    const errores: FieldError[] = [];
    if (!body.email) errores.push({ campo: 'email', mensaje: 'Introduce tu correo electrónico.' });
    if (!body.token)
      errores.push({ campo: 'token', mensaje: 'Introduce el token que has recibido por correo.' });
    if (!body.newPassword) errores.push({ campo: 'newPassword', mensaje: 'Introduce la nueva contraseña.' });
    else if (body.newPassword !== body.confirmPassword) {
      errores.push({ campo: 'confirmPassword', mensaje: 'Las contraseñas no coinciden' });
    } else {
      const problem = passwordProblem(body.newPassword);
      if (problem) errores.push({ campo: 'newPassword', mensaje: problem });
    }
    if (errores.length > 0) throw fieldErrors(errores);

    const failures = await counter.peek(`reset-token:ip:${request.ip}`);
    if (failures.count >= BAD_TOKENS_PER_ADDRESS) {
      return reply
        .code(429)
        .header('retry-after', String(tooMany(failures.resetMs)))
        .send({ mensaje: TOO_MANY_FAILURES });
    }

    const user = await findUserByEmail(app.db, body.email);
    const passwordHash = await hashPassword(body.newPassword);
    const now = new Date();
    const done = await app.db.transaction(async (tx) => {
      if (!user || !(await consumeResetToken(tx, user.id, body.token, now))) return false;
      await setPasswordHash(tx, user.id, passwordHash);
      // Whoever knew the old password is signed out everywhere.
      await revokeUserSessions(tx, user.id, now);
      await recordAudit(tx, {
        accion: 'restablecimiento_completado',
        usuarioId: user.id,
        email: user.email,
        ip: request.ip,
      });
      return true;
    });
    if (!done) {
      await counter.hit(`reset-token:ip:${request.ip}`, WINDOW_MS);
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
    return { mensaje: 'Contraseña actualizada correctamente.' };
  });
};
