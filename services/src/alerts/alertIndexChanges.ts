// Which saved searches a batch of the log may have changed for the alerts index (alertIndex.ts): those
// whose items, places, scope or alerts the alerts projection refiles, and those whose participants the
// swipe projection changes (only a participant's alerts are sent). A deleted account's alerts go too.
import type { RecordedEvent } from '@app/contracts';

const BY_SEARCH = new Set([
  'search.created.v1',
  'search.changed.v1',
  'search.deleted.v1',
  'search.joined.v1',
  'search.claimed.v1',
  'search_alert.switched.v1',
]);

export interface TouchedSearches {
  searchIds: string[];
  userIds: string[];
}

export function touchedSearches(events: readonly RecordedEvent[]): TouchedSearches {
  const searchIds = new Set<string>();
  const userIds = new Set<string>();
  for (const { type, data } of events) {
    const fields = data as { searchId?: string; searchUuids?: string[]; userId?: string };
    if (BY_SEARCH.has(type) && fields.searchId) searchIds.add(fields.searchId);
    if (type === 'user.guest_searches_claimed.v1') for (const id of fields.searchUuids ?? []) searchIds.add(id);
    if (type === 'user.deleted.v1' && fields.userId) userIds.add(fields.userId);
  }
  return { searchIds: [...searchIds], userIds: [...userIds] };
}
