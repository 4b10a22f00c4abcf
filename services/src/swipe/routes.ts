// Swiping a search together: decisions, participation, filtered lists, prediction, superlikes.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerDecisionRoutes } from './routes/decisionRoutes.ts';
import { registerFilteredRoutes } from './routes/filteredRoutes.ts';
import { registerParticipationRoutes } from './routes/participationRoutes.ts';
import { registerPredictionRoutes } from './routes/predictionRoutes.ts';
import { registerSuperlikeRoutes } from './routes/superlikeRoutes.ts';

export function registerSwipeRoutes(app: FastifyInstance, platform: Platform): void {
  registerDecisionRoutes(app, platform);
  registerParticipationRoutes(app, platform);
  registerFilteredRoutes(app, platform);
  registerPredictionRoutes(app, platform);
  registerSuperlikeRoutes(app, platform);
}
