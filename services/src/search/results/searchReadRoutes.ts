// Reading a search and running it: anyone holding its address may (it is how a search is shared).
import { searchEndpoints as endpoints, type SearchMarker } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { searchSentence } from '../criteria/searchSentence.ts';
import { type Exclusions, markerRows, type SearchQuery, searchFinds } from '../query/searchQueries.ts';
import { readableSearchRow, searchFor, searchIdOf, searchParams, viewerOf } from '../searchParams.ts';
import { toSearchResponse } from '../searchResponse.ts';
import { type SwipeFacts, swipeFactsOn, withParticipantKey } from '../swipeFacts/resultDecisions.ts';
import { nextBatch } from './rankedResults.ts';
import { resultCards } from './resultCards.ts';
import { queryOfSearch } from './savedSearchQuery.ts';

const tags = ['search'];
const config = { access: access.visitor };

/** Options of a route on the search at the address that takes a body. */
const withBody = <Body extends z.ZodType, Response extends z.ZodType>(endpoint: {
  body: Body;
  response: Response;
}) => ({
  config,
  schema: { tags, params: searchParams, body: endpoint.body, response: { 200: endpoint.response } },
});

export function registerSearchReadRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;
  const viewerId = (request: FastifyRequest) => request.session?.userId ?? null;

  /** The search and its query; `work` then runs with the caller's key in it (null when not taking part). */
  const inSearch = async <Result>(
    request: FastifyRequest,
    searchId: string,
    work: (query: SearchQuery, participantKey: string | null) => Promise<Result>,
  ) => {
    const search = await readableSearchRow(platform, request, searchId);
    const query = await queryOfSearch(platform, search);
    return withParticipantKey(db, request, search, (participantKey) => work(query, participantKey));
  };

  /** The publications as cards, with the caller's decision and the search's counts read beside them. */
  const cardsOf = async (request: FastifyRequest, ids: string[], facts: () => Promise<SwipeFacts>) => {
    const [cards, swipeFacts] = await Promise.all([
      resultCards(platform, ids, viewerId(request), request.commandContext.now),
      facts(),
    ]);
    return swipeFacts.onCards(cards);
  };

  // A participant never gets again what they already decided; cards carry decisions and counts.
  const results = async (request: FastifyRequest, uuid: string, { except }: Exclusions) => {
    const searchId = searchIdOf(uuid);
    const { searchResultsPageSize: limit, othersLikesFirst } = platform.config;
    const batch = { searchId, except, limit, now: request.commandContext.now, othersLikesFirst };
    const { result } = await inSearch(request, searchId, (query, participantKey) =>
      nextBatch(platform, query, { ...batch, participantKey }),
    );
    return { data: await cardsOf(request, result.ids, result.facts) };
  };

  api.get(
    endpoints.showSearch.path,
    { config, schema: { tags, params: searchParams, response: { 200: endpoints.showSearch.response } } },
    (request) => searchFor(platform, request, searchIdOf(request.params.uuid)),
  );

  api.get(
    endpoints.searchText.path,
    { config, schema: { tags, params: searchParams, response: { 200: endpoints.searchText.response } } },
    async (request) => {
      const row = await readableSearchRow(platform, request, searchIdOf(request.params.uuid));
      const [search, query] = await Promise.all([
        toSearchResponse(db, row, viewerOf(request)),
        queryOfSearch(platform, row),
      ]);
      const text = searchSentence(query.criteria, query.catalogue, { storefrontName: search.user?.name ?? null });
      return { text };
    },
  );

  api.post(endpoints.searchResults.path, withBody(endpoints.searchResults), (request) =>
    results(request, request.params.uuid, request.body),
  );

  api.get(
    endpoints.searchResultsByQuery.path,
    {
      config,
      schema: {
        tags,
        params: searchParams,
        querystring: endpoints.searchResultsByQuery.query,
        response: { 200: endpoints.searchResultsByQuery.response },
      },
    },
    (request) => results(request, request.params.uuid, request.query),
  );

  api.post(endpoints.searchResult.path, withBody(endpoints.searchResult), async (request) => {
    const searchId = searchIdOf(request.params.uuid);
    const { participantKey, result: found } = await inSearch(request, searchId, (query) =>
      searchFinds(db, query, request.body.id),
    );
    if (!found) throw DomainError.notFound();
    const ids = [request.body.id];
    const [card] = await cardsOf(request, ids, () => swipeFactsOn(db, searchId, participantKey, ids));
    if (!card) throw DomainError.notFound();
    return card;
  });

  api.post(endpoints.searchMarkers.path, withBody(endpoints.searchMarkers), async (request) => {
    const row = await readableSearchRow(platform, request, searchIdOf(request.params.uuid));
    const query = await queryOfSearch(platform, row);
    const rows = await markerRows(db, query, request.body, request.commandContext.now);
    const data: SearchMarker[] = rows.map(({ latitude, longitude, ...row }) => ({
      ...row,
      coordinates: [latitude, longitude],
    }));
    return { data };
  });
}
