import type { FastifyInstance } from 'fastify';
import { selectableDays } from '#shared/booking/index.ts';

/** The selectable days right now (tests book on them so the server accepts the request). */
export const days = () => selectableDays(new Date());

export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    pista: 'tenis',
    dia: days()[0],
    horas: ['10:00', '10:30'],
    email: 'lucia.prueba@example.org',
    nombre: 'Lucía Prueba Ficticia',
    ...overrides,
  };
}

/**
 * The environment of suites that place many holds with bookingBody's one e-mail: the cap on unpaid half-hours
 * per e-mail and address would refuse them, and has its own suite (booking-hold-limits.test.ts).
 */
export const MANY_HOLDS_ENV = { LIMIT_HOLD_HALF_HOURS: '1000' };

let address = 0;
/** A different client address each time (10.x.y.z), so the per-address hold limit stays out of the way. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export async function createSession(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress = nextAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/pago/crear-sesion',
    payload: bookingBody(overrides),
    remoteAddress,
  });
}

export async function occupied(app: FastifyInstance, pista: string, dia: string): Promise<string[]> {
  const response = await app.inject(`/api/reservas?pista=${pista}&dia=${dia}`);
  return (response.json() as Array<{ hora: string }>).map((r) => r.hora);
}

/** Posts one of the sandbox checkout's forms as a browser would. */
export function sandboxPost(app: FastifyInstance, sessionId: string, action: 'pagar' | 'cancelar') {
  return app.inject({
    method: 'POST',
    url: `/api/pago/sandbox/${sessionId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export const sessionIdOf = (url: string) => url.split('/').pop() as string;
