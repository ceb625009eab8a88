import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { RESIDENT_ABSOLUTE_MS, type Resident, touchResidentSession } from './resident-sessions.ts';

export type { Resident } from './resident-sessions.ts';

/** The resident's session cookie: its own name and path, never the staff's bearer token. */
export const RESIDENT_COOKIE = 'sede_vecino';
const COOKIE_PATH = '/api';

export const NOT_SIGNED_IN = 'Tu identificación no es válida o ha caducado. Identifícate de nuevo con Cl@ve.';
export const FOREIGN_ORIGIN = 'La petición no viene de esta sede electrónica y se ha rechazado.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in resident, once `residentOf` has looked (null: looked, nobody). */
    residente?: Resident | null;
  }
}

function cookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === RESIDENT_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence besides SameSite=Lax: a state-changing request carrying the resident's cookie must come from a
 * page of this site (its Origin, or Referer when a browser sends no Origin, is the public address or the host
 * the request was made to).
 */
function sameOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string') return false;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return false;
  }
  const own = [new URL(request.server.config.publicUrl).origin, `${request.protocol}://${request.host}`];
  return own.includes(origin);
}

/**
 * The resident signed in on this request, or undefined; state-changing requests from another site are refused
 * (403) when they carry the cookie. The reusable way for any feature to know who the resident is.
 */
export async function residentOf(request: FastifyRequest): Promise<Resident | undefined> {
  if (request.residente !== undefined) return request.residente ?? undefined;
  const token = cookieToken(request);
  if (token && !SAFE_METHODS.has(request.method) && !sameOrigin(request)) {
    throw new HttpError(403, FOREIGN_ORIGIN);
  }
  const resident = token ? await touchResidentSession(request.server.db, token, new Date()) : undefined;
  request.residente = resident ?? null;
  return resident;
}

/** The signed-in resident, or a 401 with a Spanish message. */
export async function requireResident(request: FastifyRequest): Promise<Resident> {
  const resident = await residentOf(request);
  if (!resident) throw new HttpError(401, NOT_SIGNED_IN);
  return resident;
}

/** The raw session token of the request (to end the session). */
export const residentToken = cookieToken;

const secure = (request: FastifyRequest) => request.server.config.publicUrl.startsWith('https:');

export function setResidentCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const attributes = [
    `${RESIDENT_COOKIE}=${token}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${RESIDENT_ABSOLUTE_MS / 1000}`,
    ...(secure(request) ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

export function clearResidentCookie(request: FastifyRequest, reply: FastifyReply): void {
  const attributes = [`${RESIDENT_COOKIE}=`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secure(request)) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}
