// Held, pending and removed publications of a synchronizer, as lists on its row.
import type { SynchronizerEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;
type RemovalEvent = Extract<
  SynchronizerEvent,
  {
    type:
      | 'synchronizer.removals_approved.v1'
      | 'synchronizer.removals_rejected.v1'
      | 'synchronizer.removals_applied.v1'
      | 'synchronizer.removal_undone.v1';
  }
>;

type Lists = { held: string[]; to_unpublish: string[]; removed: string[] };

const without = (ids: readonly string[], gone: readonly string[]) => ids.filter((id) => !gone.includes(id));

function nextLists(lists: Lists, event: RemovalEvent): Lists {
  switch (event.type) {
    case 'synchronizer.removals_approved.v1': {
      const { publicationIds } = event.data;
      return {
        ...lists,
        held: without(lists.held, publicationIds),
        to_unpublish: [...lists.to_unpublish, ...publicationIds],
      };
    }
    case 'synchronizer.removals_rejected.v1':
      return { ...lists, held: without(lists.held, event.data.publicationIds) };
    case 'synchronizer.removals_applied.v1': {
      const { publicationIds } = event.data;
      const removed = [...without(lists.removed, publicationIds), ...publicationIds];
      return { ...lists, to_unpublish: without(lists.to_unpublish, publicationIds), removed };
    }
    case 'synchronizer.removal_undone.v1':
      return { ...lists, removed: without(lists.removed, [event.data.publicationId]) };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export async function changeRemovals(transaction: Tx, event: RemovalEvent) {
  const { ownerId } = event.data;
  const lists = await transaction
    .selectFrom('synchronizers')
    .select(['held', 'to_unpublish', 'removed'])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!lists) return;
  const next = nextLists(lists, event);
  await transaction
    .updateTable('synchronizers')
    .set({ held: toJson(next.held), to_unpublish: toJson(next.to_unpublish), removed: toJson(next.removed) })
    .where('owner_id', '=', ownerId)
    .execute();
}
