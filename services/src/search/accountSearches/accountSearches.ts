// A person's searches from the read model, for the account lists and GET /api/user: the ones they
// own and the shared ones they joined.
import type { AccountSearchListQuery } from '@app/contracts';
import type { ReadModelDatabase, ReadModelTables } from '@app/projections';
import { type ExpressionBuilder, sql } from 'kysely';
import { foldedContains, SPANISH_SORT_SQL } from '../../http/index.ts';

const TITLE_SQL = 'coalesce(custom_title, title_suggested)';

type SearchesBuilder = ExpressionBuilder<ReadModelTables, 'searches'>;

/** Owned by the user, or joined by them (a participant row with their account). */
function ownedOrJoined(userId: string) {
  return (eb: SearchesBuilder) =>
    eb.or([
      eb('owner_user_id', '=', userId),
      eb(
        'id',
        'in',
        eb.selectFrom('search_participants').select('search_participants.search_id').where('user_id', '=', userId),
      ),
    ]);
}

export function latestSearches(db: ReadModelDatabase, userId: string, limit: number) {
  return db
    .selectFrom('searches')
    .selectAll()
    .where(ownedOrJoined(userId))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function accountSearches(db: ReadModelDatabase, userId: string, query: AccountSearchListQuery) {
  const owned = db
    .selectFrom('searches')
    .where(ownedOrJoined(userId))
    .$if(Boolean(query.search), (builder) => builder.where(foldedContains(TITLE_SQL, query.search ?? '')));
  const { total } = await owned.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = query.orderMethod;
  const orderColumn = query.orderBy === 'title' ? sql.raw(SPANISH_SORT_SQL(TITLE_SQL)) : sql.ref('created_at');
  const rows = await owned
    .selectAll()
    .orderBy(orderColumn, direction)
    .orderBy('id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  return { rows, total: Number(total) };
}
