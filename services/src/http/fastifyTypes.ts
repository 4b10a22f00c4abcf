import type { CommandContext } from '../commands/index.ts';
import type { MicrositeRow } from '../microsite/index.ts';
import type { Access } from './access.ts';
import type { RequestSession } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The longest text the route's input may carry, when longer than REQUEST_TEXT_MAX (a logo as a data URL). */
    requestTextMax?: number;
  }
  interface FastifyRequest {
    session: RequestSession | null;
    /** The command context of this request: caller, correlation id (the request id) and time. */
    commandContext: CommandContext;
    /** The microsite the request's host serves (microsite/site/siteRequests.ts); null: the main platform. */
    microsite: MicrositeRow | null;
  }
}
