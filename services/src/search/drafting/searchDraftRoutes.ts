// The builder's live answers for a filter set not saved yet: how many results, the price range,
// and the filter items a quick text search reads.
import { searchEndpoints as endpoints, resultCountLabel } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { loadCriteria } from '../criteria/loadCriteria.ts';
import { countResults, priceBounds } from '../query/searchQueries.ts';
import { quickSearch } from '../quickSearch/quickSearch.ts';
import { draftScope } from './draftScope.ts';

const tags = ['search'];
const config = { access: access.visitor };

export function registerSearchDraftRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;
  api.post(
    endpoints.countSearch.path,
    { config, schema: { tags, body: endpoints.countSearch.body, response: { 200: endpoints.countSearch.response } } },
    async (request) => {
      const scope = await draftScope(platform, request, request.body);
      const { criteria, catalogue } = await loadCriteria(platform, { ...request.body, order: 'relevance' });
      const { count, capped } = await countResults(db, { criteria, catalogue, scope });
      return { count, capped, label: resultCountLabel(count, capped) };
    },
  );

  api.post(
    endpoints.searchPrices.path,
    { config, schema: { tags, body: endpoints.searchPrices.body, response: { 200: endpoints.searchPrices.response } } },
    async (request) => {
      const { currency } = request.body;
      const scope = await draftScope(platform, request, request.body);
      const { criteria, catalogue } = await loadCriteria(platform, { ...request.body, order: 'relevance' });
      const bounds = await priceBounds(db, { criteria, catalogue, scope }, currency);
      return { currency, ...bounds };
    },
  );

  api.post(
    endpoints.autocompleteSearch.path,
    {
      config,
      schema: {
        tags,
        body: endpoints.autocompleteSearch.body,
        response: { 200: endpoints.autocompleteSearch.response },
      },
    },
    (request) => quickSearch(platform, request.body),
  );
}
