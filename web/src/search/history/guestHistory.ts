import { HISTORY_LAST_SEARCHES } from '@app/contracts/limits';

/** A visitor's newest searches first; the device remembers them in the order they were made. */
export function newestGuestSearches(uuids: readonly string[], limit: number = HISTORY_LAST_SEARCHES): string[] {
  return [...uuids].reverse().slice(0, limit);
}
