import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { touchSession } from './sessions.ts';
import type { Usuario } from './users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff`. */
    usuario?: Usuario;
  }
}

export const INVALID_SESSION_MESSAGE = 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.';

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Fastify preHandler for staff-only routes (`{ preHandler: requireStaff }`): 401 unless a live session, then sets `request.usuario`. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const usuario = token ? await touchSession(request.server.db, token, new Date()) : undefined;
  if (!usuario) throw new HttpError(401, INVALID_SESSION_MESSAGE);
  request.usuario = usuario;
}

/** The user `requireStaff` set; for handlers behind it. */
export function staffUser(request: FastifyRequest): Usuario {
  if (!request.usuario) throw new HttpError(401, INVALID_SESSION_MESSAGE);
  return request.usuario;
}
