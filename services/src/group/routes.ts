import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform.ts';
import { registerAdminGroupRoutes } from './admin/adminGroupRoutes.ts';
import { registerContentRoutes } from './routes/contentRoutes.ts';
import { registerDirectoryRoutes } from './routes/directoryRoutes.ts';
import { registerGroupRoutes } from './routes/groupRoutes.ts';
import { registerInvitationRoutes } from './routes/invitationRoutes.ts';
import { registerMemberRoutes } from './routes/memberRoutes.ts';

export { groupLiveFacts } from './live/groupLiveFacts.ts';

/** Every route of contracts' groupEndpoints (README.md in this folder tells the whole story). */
export function registerGroupContextRoutes(app: FastifyInstance, platform: Platform): void {
  registerGroupRoutes(app, platform);
  registerMemberRoutes(app, platform);
  registerContentRoutes(app, platform);
  registerInvitationRoutes(app, platform);
  registerDirectoryRoutes(app, platform);
  registerAdminGroupRoutes(app, platform);
}
