// Every search call: method, path under /api (':name' marks a path parameter), query, body and
// response schemas. Search calls send the guest key header (GUEST_KEY_HEADER) when the client has
// one; owner-only calls answer 403 'Para realizar esta acción debes haber creado esta búsqueda.'.
import { z } from 'zod';
import type { EndpointDefinition } from '../account/endpoints.ts';
import { searchConsensusSchema } from '../swipe/consensus.ts';
import {
  searchAutocompleteRequestSchema,
  searchAutocompleteResponseSchema,
  searchCountResponseSchema,
  searchDraftSchema,
  searchMarkersRequestSchema,
  searchMarkersResponseSchema,
  searchPricesRequestSchema,
  searchPricesResponseSchema,
  searchResultRequestSchema,
  searchResultSchema,
  searchResultsQuerySchema,
  searchResultsRequestSchema,
  searchResultsResponseSchema,
} from './results.ts';
import {
  accountSearchListQuerySchema,
  pagedSearchesSchema,
  searchChangeSchema,
  searchCreateSchema,
  searchPublishSchema,
  searchSchema,
  searchShareSchema,
  searchTextResponseSchema,
  searchTitleSchema,
  searchWriteResponseSchema,
} from './search.ts';

/** An endpoint whose parameters may also travel in the query string. */
export interface SearchEndpointDefinition extends EndpointDefinition {
  query?: z.ZodType;
}

export const searchDeleteResponseSchema = z.object({ message: z.string() });

/**
 * Who may call (SPEC.md section 6): visitors may create, change, read and run searches (as guests);
 * share and publish need an account; the account lists need an account.
 */
export const searchEndpoints = {
  createSearch: { method: 'POST', path: '/search', body: searchCreateSchema, response: searchWriteResponseSchema },
  countSearch: { method: 'POST', path: '/search/count', body: searchDraftSchema, response: searchCountResponseSchema },
  searchPrices: {
    method: 'POST',
    path: '/search/prices',
    body: searchPricesRequestSchema,
    response: searchPricesResponseSchema,
  },
  autocompleteSearch: {
    method: 'POST',
    path: '/search/autocomplete',
    body: searchAutocompleteRequestSchema,
    response: searchAutocompleteResponseSchema,
  },
  showSearch: { method: 'GET', path: '/search/:uuid', body: null, response: searchSchema },
  searchText: { method: 'GET', path: '/search/:uuid/text', body: null, response: searchTextResponseSchema },
  changeSearch: { method: 'PUT', path: '/search/:uuid', body: searchChangeSchema, response: searchWriteResponseSchema },
  titleSearch: {
    method: 'PUT',
    path: '/search/:uuid/title',
    body: searchTitleSchema,
    response: searchWriteResponseSchema,
  },
  shareSearch: {
    method: 'PUT',
    path: '/search/:uuid/share',
    body: searchShareSchema,
    response: searchWriteResponseSchema,
  },
  chooseSearchConsensus: {
    method: 'PUT',
    path: '/search/:uuid/consensus',
    body: searchConsensusSchema,
    response: searchWriteResponseSchema,
  },
  publishSearch: {
    method: 'PUT',
    path: '/search/:uuid/publish',
    body: searchPublishSchema,
    response: searchWriteResponseSchema,
  },
  searchResults: {
    method: 'POST',
    path: '/search/:uuid/results',
    body: searchResultsRequestSchema,
    response: searchResultsResponseSchema,
  },
  searchResultsByQuery: {
    method: 'GET',
    path: '/search/:uuid/results',
    query: searchResultsQuerySchema,
    body: null,
    response: searchResultsResponseSchema,
  },
  searchResult: {
    method: 'POST',
    path: '/search/:uuid/result',
    body: searchResultRequestSchema,
    response: searchResultSchema,
  },
  searchMarkers: {
    method: 'POST',
    path: '/search/:uuid/markers',
    body: searchMarkersRequestSchema,
    response: searchMarkersResponseSchema,
  },
  listAccountSearches: {
    method: 'GET',
    path: '/account/search',
    query: accountSearchListQuerySchema,
    body: null,
    response: pagedSearchesSchema,
  },
  latestAccountSearches: { method: 'GET', path: '/account/search/list', body: null, response: z.array(searchSchema) },
  deleteAccountSearch: {
    method: 'DELETE',
    path: '/account/search/:id',
    body: null,
    response: searchDeleteResponseSchema,
  },
} as const satisfies Record<string, SearchEndpointDefinition>;

export type SearchEndpointName = keyof typeof searchEndpoints;
