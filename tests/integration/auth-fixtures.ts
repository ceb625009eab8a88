import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ensureAccount } from '#server/features/auth/accounts.ts';

/** An address no other test (nor an earlier run sharing Redis) uses, so attempt counters never collide. */
export function uniqueEmail(prefix = 'personal'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@villaverde-del-arroyo.example`;
}

// 256 × 254 addresses, walked in turn from a random start: never the same one twice in a process. (Drawn at
// random, a suite that fails a hundred sign-ins met an address it had already failed from about once in a
// hundred runs, and a check meant for a clean address got the 429 of a dirty one.)
const ADDRESSES = 256 * 254;
let nextAddress = randomInt(0, ADDRESSES);

/** An address for `remoteAddress` that no other request of this process used, for the same reason. */
export function randomIp(): string {
  const n = nextAddress++ % ADDRESSES;
  return `198.51.${Math.floor(n / 254)}.${(n % 254) + 1}`;
}

export const STAFF_PASSWORD = 'Ribera-del-Arroyo-2026';

/** Creates a staff account and returns its credentials. */
export async function createStaff(app: FastifyInstance, email = uniqueEmail(), password = STAFF_PASSWORD) {
  await ensureAccount(app.db, { email, password, nombre: 'Personal de prueba' }, 'prueba');
  return { email, password };
}

export function login(app: FastifyInstance, email: string, password: string, ip = randomIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** Signs in and returns the session token (fails the test when sign-in fails). */
export async function signIn(app: FastifyInstance, credentials?: { email: string; password: string }) {
  const { email, password } = credentials ?? (await createStaff(app));
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`Inicio de sesión fallido: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Completes a password reset through the API: asks for the mail, reads its token from the queue, sets it. */
export async function resetPassword(
  app: FastifyInstance,
  email: string,
  newPassword: string,
  ip = randomIp(),
) {
  const forgot = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
  if (forgot.statusCode !== 200) throw new Error(`forgot-password: ${forgot.body}`);
  const [mail] = await app.db.query<{ texto: string }>(
    'select texto from mail_queue where lower(destinatario) = lower($1) order by id desc limit 1',
    [email],
  );
  const token = mail?.texto.split('\n').find((line) => /^[A-Za-z0-9_-]{24}$/.test(line));
  if (!token) throw new Error(`No hay correo con token para ${email}`);
  return app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email, token, newPassword, confirmPassword: newPassword },
    remoteAddress: ip,
  });
}
