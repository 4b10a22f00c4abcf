import type { RecordedEvent, SearchEvent, UserEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';
import { changeSearch, claimGuestSearches, insertSearch } from './searchWrites.ts';

type Tx = Transaction<ReadModelTables>;

const SEARCH_EVENTS = [
  'search.created.v1',
  'search.changed.v1',
  'search.titled.v1',
  'search.shared.v1',
  'search.unshared.v1',
  'search.consensus_chosen.v1',
  'search.published.v1',
  'search.unpublished.v1',
  'search.deleted.v1',
  'search.claimed.v1',
] satisfies SearchEvent['type'][];

const ACCOUNT_EVENTS = ['user.guest_searches_claimed.v1', 'user.deleted.v1'] satisfies UserEvent['type'][];

async function applySearchEvent(transaction: Tx, event: SearchEvent, at: Date): Promise<void> {
  const update = (changes: Parameters<typeof changeSearch>[2]) =>
    changeSearch(transaction, event.data.searchId, changes, at);
  switch (event.type) {
    case 'search.created.v1':
      return insertSearch(transaction, event.data, at);
    case 'search.changed.v1':
      return update({ criteria: event.data });
    case 'search.titled.v1':
      return update({ custom_title: event.data.title });
    case 'search.shared.v1':
      return update({ shareable: true, filtered: event.data.filtered });
    case 'search.unshared.v1':
      return update({ shareable: false, filtered: null });
    case 'search.consensus_chosen.v1':
      return update({ consensus: toJson(event.data.rule) });
    case 'search.published.v1':
      return update({ public: true, custom_title: event.data.title, description: event.data.description });
    case 'search.unpublished.v1':
      return update({ public: false });
    case 'search.claimed.v1':
      return claimGuestSearches(transaction, event.data.userId, [event.data.searchId]);
    case 'search.deleted.v1':
      await transaction.deleteFrom('searches').where('id', '=', event.data.searchId).execute();
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`searches projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

/**
 * Searches for the account lists and the search screens. A guest search becomes the account's as
 * soon as the account records the claim (first claim wins), so the lists are right at once; the
 * search's own `search.claimed.v1` follows from the claim process and changes nothing more.
 */
export const searchesProjection: Projection = {
  name: 'searches',
  tables: ['searches'],
  handles: [...SEARCH_EVENTS, ...ACCOUNT_EVENTS],
  async apply(transaction, recorded: RecordedEvent) {
    const at = new Date(recorded.metadata.occurredAt);
    if (recorded.type.startsWith('search.')) {
      await applySearchEvent(transaction, recorded as unknown as SearchEvent, at);
      return;
    }
    const event = recorded as unknown as Extract<UserEvent, { type: (typeof ACCOUNT_EVENTS)[number] }>;
    switch (event.type) {
      case 'user.guest_searches_claimed.v1':
        return claimGuestSearches(transaction, event.data.userId, event.data.searchUuids);
      case 'user.deleted.v1':
        await transaction.deleteFrom('searches').where('owner_user_id', '=', event.data.userId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`searches projection cannot apply ${(unexpected as { type: string }).type}`);
      }
    }
  },
};
