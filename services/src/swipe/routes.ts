// Swiping a search together: decisions, participation, filtered lists, prediction, superlikes, the
// group's ranking and each person's discards.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerDiscardRoutes } from './discards/discardRoutes.ts';
import { registerRankingRoutes } from './ranking/rankingRoutes.ts';
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
  registerRankingRoutes(app, platform);
  registerDiscardRoutes(app, platform);
}
