import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ensureAccount } from '#server/features/auth/accounts.ts';

/** An address no other test (nor an earlier run sharing Redis) uses, so attempt counters never collide. */
export function uniqueEmail(prefix = 'personal'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@villaverde-del-arroyo.example`;
}

/** A random documentation-range address (RFC 5737) for `remoteAddress`, for the same reason. */
export function randomIp(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
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
