// POST /api/search/loosenings (visitor): the nearest loosenings of a filter set that finds
// nothing, each with its count, in the scope the builder's count uses (contracts' loosening.ts).
import { searchLooseningEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { draftScope } from '../drafting/draftScope.ts';
import { findLoosenings } from './findLoosenings.ts';

export function registerLooseningRoute(app: FastifyInstance, platform: Platform): void {
  const { loosenings } = endpoints;
  app.withTypeProvider<ZodTypeProvider>().post(
    loosenings.path,
    {
      config: { access: access.visitor },
      schema: { tags: ['search'], body: loosenings.body, response: { 200: loosenings.response } },
    },
    async (request) => {
      const scope = await draftScope(platform, request, request.body);
      return { data: await findLoosenings(platform, request.body, scope) };
    },
  );
}
