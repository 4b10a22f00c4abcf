// 'Descartadas': the account's discards and restoring one; a restore changes what searches and the
// group's ranking show, so those are read again.
import { swipeEndpoints } from '@app/contracts/swipe/endpoints';
import { useEndpointMutation, useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';

const { discards, groupRanking, searches } = QUERY_SCOPES;

export const useDiscards = (page: number) => useEndpointQuery(discards, swipeEndpoints.discards, { query: { page } });

export const useRestoreDiscard = () =>
  useEndpointMutation(swipeEndpoints.restoreDiscard, { invalidates: [discards, groupRanking, searches] });
