import type { ReadModelTables } from '@app/projections';
import type { Selectable } from 'kysely';
import type { CommandContext } from '../commands/index.ts';
import type { Access } from './access.ts';
import type { RequestSession } from './session.ts';

/** The microsite a request's host serves: its read model row (microsite's MicrositeRow). */
export type RequestMicrosite = Selectable<ReadModelTables['microsites']>;

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
    microsite: RequestMicrosite | null;
  }
}
