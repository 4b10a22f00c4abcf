// The group's ranking of a search (GET /search/{uuid}/ranking), through the swipe client so a
// guest owner's key goes along. Read again whenever a screen shows it: decisions move it.
import { swipeEndpoints } from '@app/contracts/swipe/endpoints';
import { useQuery } from '@tanstack/react-query';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { callSwipe } from '../api/swipeCalls.ts';

export function useGroupRanking(uuid: string, take: number, enabled = true) {
  return useQuery({
    queryKey: [QUERY_SCOPES.groupRanking, uuid, take],
    queryFn: () => callSwipe(swipeEndpoints.groupRanking, { params: { uuid }, query: { take } }, { quiet: true }),
    enabled,
    staleTime: 0,
  });
}
