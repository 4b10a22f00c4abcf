import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { startGuestSearchClaims } from './claims/guestSearchClaims.ts';

/** Starts the search context's processes with the app and stops them when it closes. */
export async function startSearchProcesses(app: FastifyInstance, platform: Platform): Promise<void> {
  const claims = await startGuestSearchClaims(platform, (message, error) => app.log.warn({ err: error }, message));
  app.addHook('onClose', () => claims.stop());
}
