// The first screen's reads (web/src/app/firstScreenReads.ts names them by their API address),
// answered by the same read-model queries as those API routes, for a visitor, and as the routes
// serialize them (dates as ISO strings). An address not listed here is not server-rendered.
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../commands/index.ts';
import { micrositeHome } from '../microsite/index.ts';
import type { Platform } from '../platform.ts';
import { publicProfile, publicPublication } from '../publication/index.ts';

type Read = (platform: Platform, request: FastifyRequest, match: RegExpExecArray) => Promise<unknown>;

const READS: { pattern: RegExp; read: Read }[] = [
  {
    pattern: /^\/user\/([^/?]{1,150})$/,
    read: (platform, request, match) =>
      publicProfile(platform, decodeURIComponent(match[1] ?? ''), null, request.commandContext.now),
  },
  {
    pattern: /^\/publication\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
    read: (platform, request, match) => publicPublication(platform, match[1] ?? '', request.commandContext.now),
  },
  {
    pattern: /^\/microsite\/home$/,
    read: (platform, request) => {
      if (!request.microsite) throw DomainError.notFound();
      return micrositeHome(platform, request.microsite.id, null, request.commandContext.now);
    },
  },
];

/** The answer GET /api{apiPath} gives a visitor, as JSON text; a DomainError when it refuses. */
export async function readFirstScreen(platform: Platform, request: FastifyRequest, apiPath: string): Promise<string> {
  for (const { pattern, read } of READS) {
    const match = pattern.exec(apiPath);
    if (match) return JSON.stringify(await read(platform, request, match));
  }
  throw new Error(`No first-screen read for ${apiPath}`);
}
