// GET /search/{uuid}/ranking: the group's ranking, for the search's participants and the members of
// its group (the final slide's top 3, the 'Ranking del grupo' screen).
import { swipeEndpoints as endpoints, type GroupRanking } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { viewPublications } from '../../publication/index.ts';
import { searchParams } from '../../search/index.ts';
import { requireRankingReader, swipeSearchOf } from '../access/swipeAccess.ts';
import { groupRankingOf } from './groupRanking.ts';

export function registerRankingRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;

  api.get(
    endpoints.groupRanking.path,
    {
      config: { access: access.visitor },
      schema: {
        tags: ['swipe'],
        params: searchParams,
        querystring: endpoints.groupRanking.query,
        response: { 200: endpoints.groupRanking.response },
      },
    },
    async (request): Promise<GroupRanking> => {
      const search = await swipeSearchOf(platform, request, request.params.uuid);
      await requireRankingReader(db, request, search);
      const ranking = await groupRankingOf(db, search.id);
      const top = ranking.entries.slice(0, request.query.take);
      const publications = await viewPublications(
        platform,
        top.map((entry) => entry.publicationId),
        request.session?.userId ?? null,
        request.commandContext.now,
      );
      const byId = new Map(publications.map((publication) => [publication.id, publication]));
      const data = top.flatMap((entry, index) => {
        const publication = byId.get(entry.publicationId);
        if (!publication) return [];
        const { likes, superlikes, rejections, score, vetoed } = entry;
        return [{ publication, position: index + 1, score, likes, superlikes, rejections, vetoed }];
      });
      return { participants: ranking.participants, coincidences: ranking.coincidences, data };
    },
  );
}
