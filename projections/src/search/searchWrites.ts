// A search's row from its created / changed / titled / shared / published / claimed facts.
import { type SearchCriteria, type SearchEvent, suggestedSearchTitle } from '@app/contracts';
import type { Transaction, Updateable } from 'kysely';
import { toJson } from '../json.ts';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;
type SearchRow = ReadModelTables['searches'];
type CreatedData = Extract<SearchEvent, { type: 'search.created.v1' }>['data'];

function criteriaColumns(criteria: SearchCriteria) {
  return {
    filters: toJson(criteria.filters),
    places: toJson(criteria.places),
    order: criteria.order,
    title_suggested: suggestedSearchTitle(criteria.filters),
  };
}

export async function insertSearch(transaction: Tx, data: CreatedData, at: Date): Promise<void> {
  const { owner, scope } = data;
  await transaction
    .insertInto('searches')
    .values({
      id: data.searchId,
      owner_user_id: owner.kind === 'user' ? owner.userId : null,
      guest_key_hash: owner.kind === 'guest' ? owner.guestKeyHash : null,
      microsite_id: scope.micrositeId,
      group_id: scope.groupId,
      scope_user_id: scope.userId,
      ...criteriaColumns(data),
      custom_title: null,
      description: null,
      public: false,
      shareable: false,
      filtered: null,
      autocompleted: data.autocompleted,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

type SearchChange = Omit<Updateable<SearchRow>, 'filters' | 'places' | 'order' | 'title_suggested'> & {
  criteria?: SearchCriteria;
};

export async function changeSearch(transaction: Tx, searchId: string, change: SearchChange, at: Date) {
  const { criteria, ...columns } = change;
  await transaction
    .updateTable('searches')
    .set({ ...columns, ...(criteria ? criteriaColumns(criteria) : {}), updated_at: at })
    .where('id', '=', searchId)
    .execute();
}

/** Guest searches only, and only the first time: another account's search is never taken. */
export async function claimGuestSearches(transaction: Tx, userId: string, searchIds: readonly string[]) {
  if (searchIds.length === 0) return;
  await transaction
    .updateTable('searches')
    .set({ owner_user_id: userId })
    .where('id', 'in', searchIds)
    .where('owner_user_id', 'is', null)
    .execute();
}
