// The batches that make the alerts index re-read saved searches: what changes a search's items,
// places, alerts or participants, and a deleted account; never a decision or a publication.
import type { RecordedEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { touchedSearches } from './alertIndexChanges.ts';

const recorded = (type: string, data: object) => ({ type, data }) as unknown as RecordedEvent;

describe('touchedSearches', () => {
  it('names the searches refiled or joined, the claimed ones and the deleted accounts', () => {
    const events = [
      recorded('search.changed.v1', { searchId: 's1' }),
      recorded('search_alert.switched.v1', { searchId: 's2', userId: 'u1', on: true }),
      recorded('search.joined.v1', { searchId: 's3' }),
      recorded('user.guest_searches_claimed.v1', { userId: 'u2', searchUuids: ['s4', 's5'] }),
      recorded('user.deleted.v1', { userId: 'u3' }),
      recorded('search.changed.v1', { searchId: 's1' }),
    ];
    expect(touchedSearches(events)).toEqual({ searchIds: ['s1', 's2', 's3', 's4', 's5'], userIds: ['u3'] });
  });

  it('names none for decisions and publications', () => {
    const events = [
      recorded('search.decision_made.v1', { searchId: 's1', publicationId: 'p1' }),
      recorded('publication.created.v1', { publicationId: 'p1' }),
    ];
    expect(touchedSearches(events)).toEqual({ searchIds: [], userIds: [] });
  });
});
