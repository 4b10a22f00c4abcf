import type { SessionClaims } from '@app/contracts';
import type { CommandContext } from '../commands/commandContext.ts';
import type { Access } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionClaims | null;
    /** The command context of this request: caller, correlation id (the request id) and time. */
    commandContext: CommandContext;
  }
}
