import type { FastifyPluginAsync } from 'fastify';
import { createAttemptCounter } from '#server/rate-limit/index.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { sessionRoutes } from './session-routes.ts';

export { requireStaff, staffUser } from './require-staff.ts';

/** The auth API of SPEC §7 (/auth/*), with its attempt counters (Redis when REDIS_URL is set). */
export const auth: FastifyPluginAsync = async (app) => {
  const counter = createAttemptCounter(app.config);
  app.addHook('onClose', () => counter.close());
  await app.register(sessionRoutes, { throttle: createLoginThrottle(counter) });
  await app.register(passwordResetRoutes, { counter });
};
