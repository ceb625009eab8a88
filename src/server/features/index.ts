import type { FastifyPluginAsync } from 'fastify';
import { health } from './health/routes.ts';

/** Every API feature, each registered under /api. */
export const apiFeatures: FastifyPluginAsync[] = [health];
