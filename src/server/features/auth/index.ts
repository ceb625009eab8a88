import type { FastifyPluginAsync } from 'fastify';
import { createLoginThrottle } from './login-throttle.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { sessionRoutes } from './session-routes.ts';

export { requireStaff, staffUser } from './require-staff.ts';

/** The auth API of SPEC §7 (/auth/*), limited through the app's one counter (Redis when REDIS_URL is set). */
export const auth: FastifyPluginAsync = async (app) => {
  const throttle = createLoginThrottle(app.limits, app.config.limits);
  await app.register(sessionRoutes, { throttle });
  await app.register(passwordResetRoutes, { throttle });
};
