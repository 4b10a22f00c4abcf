// GET /account/stat/sources and POST /account/stat/general: premium accounts with `has_stat`, for
// the sources they own or administer (sourceAccess.ts).
import { statisticsEndpoints as endpoints, STATISTICS_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../commands/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { sourceReport } from '../queries/reportQuery.ts';
import { reportRange } from '../reportRange.ts';
import { authorizeSource, sourcesOf } from '../sourceAccess.ts';

const tags = ['statistics'];

export function registerReportRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = platform;

  api.get(
    endpoints.sources.path,
    { config: { access: access.premium }, schema: { tags, response: { 200: endpoints.sources.response } } },
    async (request) => ({
      data: await sourcesOf(db, sessionOf(request)),
      default_range_days: config.statistics.defaultRangeDays,
      max_range_days: config.statistics.maxRangeDays,
    }),
  );

  api.post(
    endpoints.report.path,
    {
      config: { access: access.premium },
      schema: { tags, body: endpoints.report.body, response: { 200: endpoints.report.response } },
    },
    async (request) => {
      const { source, dates, publication_id: publicationId } = request.body;
      const range = reportRange(dates, config.statistics, request.commandContext.now);
      const named = await authorizeSource(db, sessionOf(request), source);
      if (publicationId !== undefined) {
        const owner = await db
          .selectFrom('statistics_publications')
          .select('owner_id')
          .where('publication_id', '=', publicationId)
          .executeTakeFirst();
        if (named.type !== 'user' || owner?.owner_id !== named.id) {
          throw new DomainError('forbidden', STATISTICS_MESSAGES.notYourSource);
        }
      }
      return sourceReport(db, { source: named, range, publicationId });
    },
  );
}
