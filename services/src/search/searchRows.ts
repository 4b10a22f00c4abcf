// Searches read from the read model, and what a row says about ownership.
import { PREPARED, projectedRows, type ReadModelDatabase, type ReadModels, readProjected } from '@app/projections';
import { DomainError } from '../commands/index.ts';

export async function findSearchRows(db: ReadModelDatabase, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('searches').selectAll().where('id', 'in', ids).execute();
}

export type SearchRow = Awaited<ReturnType<typeof findSearchRows>>[number];

/** Every swipe request reads its search: cached while the searches projection runs here. */
const SEARCH_ROWS = projectedRows<SearchRow>('searches');

/** The search, or undefined when there is none (never created, or deleted). The row is shared: never change it. */
export function findSearchRow(readModels: ReadModels, id: string): Promise<SearchRow | undefined> {
  return readProjected(readModels, SEARCH_ROWS, id, () =>
    readModels.db.selectFrom('searches').selectAll().where('id', '=', id).modifyEnd(PREPARED).executeTakeFirst(),
  );
}

/** 404 when there is no such search (never created, or deleted). The row is shared: never change it. */
export async function searchRowOrThrow(readModels: ReadModels, id: string): Promise<SearchRow> {
  const row = await findSearchRow(readModels, id);
  if (!row) throw DomainError.notFound();
  return row;
}

export interface Viewer {
  userId: string | null;
  guestKeyHash: string | null;
}

export function viewerOwns(row: SearchRow, viewer: Viewer): boolean {
  if (row.owner_user_id !== null) return row.owner_user_id === viewer.userId;
  return viewer.guestKeyHash !== null && viewer.guestKeyHash === row.guest_key_hash;
}
