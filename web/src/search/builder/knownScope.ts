// A group or microsite search builder needs its group or microsite: one that does not exist sends
// the person home with 'No se encontró la información que buscaba.' (SPEC.md sections 2 and 8).
import { groupEndpoints } from '@app/contracts/group/endpoints';
import type { PublicGroup } from '@app/contracts/group/group';
import { ERROR_MESSAGES } from '@app/contracts/messages';
import { useEffect, useState } from 'react';
import { http, presentFailure } from '../../api/client.ts';
import { callEndpoint } from '../../api/endpointClient.ts';
import { ApiError } from '../../api/failures.ts';
import { notifyError } from '../../feedback/notify.ts';
import { goHome } from '../../routing/navigation.ts';

export function leaveUnknownScope(): void {
  notifyError(ERROR_MESSAGES.notFound);
  goHome({ replace: true });
}

/** The group once GET /group/{id} answered (null before); a failure is told and goes home. */
export function useKnownGroup(id: string): PublicGroup | null {
  const [known, setKnown] = useState<PublicGroup | null>(null);
  useEffect(() => {
    let current = true;
    callEndpoint(http, groupEndpoints.publicGroup, { params: { id } }).then(
      (group) => current && setKnown(group),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status !== 404) presentFailure(error.reaction);
        else notifyError(ERROR_MESSAGES.notFound);
        goHome({ replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  return known;
}
