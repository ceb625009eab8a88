import type { FastifyPluginAsync } from 'fastify';
import { administration } from './admin-content/administration.ts';
import { assistant } from './assistant/routes.ts';
import { booking } from './booking/index.ts';
import { content } from './content/routes.ts';
import { health } from './health/routes.ts';
import { identity } from './identity/index.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { overviewRoutes } from './overview/routes.ts';
import { procedures } from './procedures/index.ts';

/** Every API feature, each registered under /api. */
export const apiFeatures: FastifyPluginAsync[] = [
  health,
  metricsRoutes,
  content,
  administration,
  booking,
  assistant,
  procedures,
  overviewRoutes,
  identity,
];
