import { useEffect } from 'react';
import { watchSearch } from './liveConnection.ts';

/** Watches the search's room while mounted and `enabled` (a participant); rejoins after reconnecting. */
export function useSearchRoom(uuid: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return watchSearch(uuid);
  }, [uuid, enabled]);
}
