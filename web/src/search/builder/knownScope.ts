// A group or microsite search builder needs its group or microsite: one that does not exist sends
// the person home with 'No se encontró la información que buscaba.' (SPEC.md sections 2 and 8).
import { groupEndpoints } from '@app/contracts/group/endpoints';
import type { PublicGroup } from '@app/contracts/group/group';
import { ERROR_MESSAGES } from '@app/contracts/messages';
import { useEffect } from 'react';
import { presentFailure } from '../../api/client.ts';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { notifyError } from '../../feedback/notify.ts';
import { goHome } from '../../routing/navigation.ts';

export function leaveUnknownScope(): void {
  notifyError(ERROR_MESSAGES.notFound);
  goHome({ replace: true });
}

/** The group once GET /group/{id} answered (null before); a failure is told and goes home. */
export function useKnownGroup(id: string): PublicGroup | null {
  const { data, error } = useEndpointQuery(
    [QUERY_SCOPES.groups, 'public'],
    groupEndpoints.publicGroup,
    { params: { id } },
    { meta: { quiet: true } },
  );
  useEffect(() => {
    if (!error) return;
    if (error.status !== 404) presentFailure(error.reaction);
    else notifyError(ERROR_MESSAGES.notFound);
    goHome({ replace: true });
  }, [error]);
  return data ?? null;
}
