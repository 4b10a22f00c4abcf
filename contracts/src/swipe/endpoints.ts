// Every call of the swipe screens: method, path under /api (':name' marks a path parameter), query,
// body and response schemas. They send the guest key header (GUEST_KEY_HEADER) when the client
// has one. Who may call (SPEC.md section 6): participants are the owner (account or guest key) and
// the accounts that joined the shared search; visitors get 401 'Necesitas estar logueado.' (the
// client opens identification), outsiders 403 'No es posible realizar esta acción.'.
import type { SearchEndpointDefinition } from '../search/endpoints.ts';
import {
  decisionRequestSchema,
  decisionResponseSchema,
  likesAllRequestSchema,
  likesAllResponseSchema,
  swipeMessageResponseSchema,
  swipeTotalsSchema,
  undoRequestSchema,
  visitRequestSchema,
} from './decisions.ts';
import { discardsQuerySchema, pagedDiscardsSchema, restoreDiscardSchema } from './discards.ts';
import { filteredRequestSchema, filteredResponseSchema } from './filtered.ts';
import { groupRankingSchema, rankingQuerySchema } from './groupRanking.ts';
import {
  predictionCountResponseSchema,
  predictionRequestSchema,
  predictionSelectResponseSchema,
} from './prediction.ts';
import { receivedSuperlikesSchema } from './socket.ts';
import { pagedSuperlikesSchema, superlikesQuerySchema } from './superlikes.ts';

export const swipeEndpoints = {
  /** An account opening a shared search's link; the owner may call it too (nothing changes). */
  joinSearch: { method: 'POST', path: '/search/:uuid/join', body: null, response: swipeMessageResponseSchema },
  /** Participants. */
  decide: {
    method: 'POST',
    path: '/search/:uuid/decision',
    body: decisionRequestSchema,
    response: decisionResponseSchema,
  },
  undoDecision: {
    method: 'POST',
    path: '/search/:uuid/undo',
    body: undoRequestSchema,
    response: swipeMessageResponseSchema,
  },
  likeAll: {
    method: 'POST',
    path: '/search/:uuid/likes-all',
    body: likesAllRequestSchema,
    response: likesAllResponseSchema,
  },
  visitSearch: {
    method: 'POST',
    path: '/search/:uuid/visit',
    body: visitRequestSchema,
    response: swipeMessageResponseSchema,
  },
  /** Participants other than the owner: 'Se envió un aviso de que tu selección fué finalizada.' */
  finishSelection: { method: 'POST', path: '/search/:uuid/finish', body: null, response: swipeMessageResponseSchema },
  swipeTotals: { method: 'GET', path: '/search/:uuid/totals', body: null, response: swipeTotalsSchema },
  filteredPublications: {
    method: 'POST',
    path: '/search/:uuid/filtereds',
    body: filteredRequestSchema,
    response: filteredResponseSchema,
  },
  /** Participants: the group's ranking (issue 26), best first. */
  groupRanking: {
    method: 'GET',
    path: '/search/:uuid/ranking',
    query: rankingQuerySchema,
    body: null,
    response: groupRankingSchema,
  },
  /** Accounts: what they discarded ('Descartadas'), and restoring a discard in its scope. */
  discards: {
    method: 'GET',
    path: '/account/discards',
    query: discardsQuerySchema,
    body: null,
    response: pagedDiscardsSchema,
  },
  restoreDiscard: {
    method: 'POST',
    path: '/account/discards/restore',
    body: restoreDiscardSchema,
    response: swipeMessageResponseSchema,
  },
  /** The owner, premium. */
  predictCount: {
    method: 'POST',
    path: '/search/:uuid/predict/count',
    body: predictionRequestSchema,
    response: predictionCountResponseSchema,
  },
  predictSelect: {
    method: 'POST',
    path: '/search/:uuid/predict/select',
    body: predictionRequestSchema,
    response: predictionSelectResponseSchema,
  },
  /** The publication's owners, premium (the statistics 'Superlikes' page). */
  publicationSuperlikes: {
    method: 'GET',
    path: '/account/stat/publication/:id/superlikes',
    query: superlikesQuerySchema,
    body: null,
    response: pagedSuperlikesSchema,
  },
  /** Signed-in accounts: the superlikes on their own publications (the dashboard). */
  receivedSuperlikes: {
    method: 'GET',
    path: '/account/superlikes/received',
    body: null,
    response: receivedSuperlikesSchema,
  },
} as const satisfies Record<string, SearchEndpointDefinition>;

export type SwipeEndpointName = keyof typeof swipeEndpoints;
