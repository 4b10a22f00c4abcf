// Swiping a search together: decisions, participation, filtered lists, prediction, superlikes, the
// group's ranking and each person's discards.
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerDecisionRoutes } from './deciding/decisionRoutes.ts';
import { registerDiscardRoutes } from './discards/discardRoutes.ts';
import { registerFilteredRoutes } from './filtered/filteredRoutes.ts';
import { registerParticipationRoutes } from './participation/participationRoutes.ts';
import { registerPredictionRoutes } from './prediction/predictionRoutes.ts';
import { registerRankingRoutes } from './ranking/rankingRoutes.ts';
import { registerSuperlikeRoutes } from './superlikes/superlikeRoutes.ts';

export { swipeLiveFacts } from './live/swipeLiveFacts.ts';

export function registerSwipeRoutes(app: FastifyInstance, platform: Platform): void {
  registerDecisionRoutes(app, platform);
  registerParticipationRoutes(app, platform);
  registerFilteredRoutes(app, platform);
  registerPredictionRoutes(app, platform);
  registerSuperlikeRoutes(app, platform);
  registerRankingRoutes(app, platform);
  registerDiscardRoutes(app, platform);
}
