// How a publication or a member enters and leaves group portfolios, with the coverage counters
// moved in the same transaction.
import { sql, type Transaction } from 'kysely';
import type { ReadModelTables } from '../../tables.ts';

type Writer = Transaction<ReadModelTables>;

export interface PortfolioPublication {
  publication_id: string;
  user_id: string;
  shareable: boolean;
  cell_lat: number | null;
  cell_lng: number | null;
  listed_at: Date;
}

async function moveAreaCount(transaction: Writer, publication: PortfolioPublication, by: 1 | -1) {
  if (publication.cell_lat === null || publication.cell_lng === null) return;
  const cell = { cell_lat: publication.cell_lat, cell_lng: publication.cell_lng };
  await transaction
    .insertInto('area_publication_cells')
    .values({ ...cell, publications: by })
    .onConflict((conflict) =>
      conflict.columns(['cell_lat', 'cell_lng']).doUpdateSet({
        publications: sql`area_publication_cells.publications + ${by}`,
      }),
    )
    .execute();
  await transaction.deleteFrom('area_publication_cells').where('publications', '<=', 0).execute();
}

/** Adds `rows` (group, cell, count) to the groups' coverage, or takes them away. */
async function moveCoverage(
  transaction: Writer,
  rows: { group_id: string; cell_lat: number; cell_lng: number; publications: number }[],
  sign: 1 | -1,
) {
  if (rows.length === 0) return;
  await transaction
    .insertInto('group_coverage_cells')
    .values(rows.map((row) => ({ ...row, publications: sign * row.publications })))
    .onConflict((conflict) =>
      conflict.columns(['group_id', 'cell_lat', 'cell_lng']).doUpdateSet({
        publications: sql`group_coverage_cells.publications + excluded.publications`,
      }),
    )
    .execute();
  if (sign < 0) {
    await transaction
      .deleteFrom('group_coverage_cells')
      .where('group_id', 'in', [...new Set(rows.map((row) => row.group_id))])
      .where('publications', '<=', 0)
      .execute();
  }
}

async function groupsOf(transaction: Writer, userId: string): Promise<string[]> {
  const rows = await transaction
    .selectFrom('portfolio_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.group_id);
}

/** A publication's share in every portfolio of its publisher's groups, added (1) or taken away (-1). */
export async function movePublication(transaction: Writer, publication: PortfolioPublication, sign: 1 | -1) {
  await moveAreaCount(transaction, publication, sign);
  if (!publication.shareable) return;
  const groupIds = await groupsOf(transaction, publication.user_id);
  if (groupIds.length === 0) return;
  if (sign > 0) {
    await transaction
      .insertInto('group_portfolio')
      .values(
        groupIds.map((group_id) => ({
          group_id,
          publication_id: publication.publication_id,
          user_id: publication.user_id,
          listed_at: publication.listed_at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['group_id', 'publication_id']).doNothing())
      .execute();
  } else {
    await transaction
      .deleteFrom('group_portfolio')
      .where('publication_id', '=', publication.publication_id)
      .where('group_id', 'in', groupIds)
      .execute();
  }
  const { cell_lat, cell_lng } = publication;
  if (cell_lat === null || cell_lng === null) return;
  await moveCoverage(
    transaction,
    groupIds.map((group_id) => ({ group_id, cell_lat, cell_lng, publications: 1 })),
    sign,
  );
}

async function memberCells(transaction: Writer, groupId: string, userIds: string[]) {
  const rows = await transaction
    .selectFrom('portfolio_publications')
    .select(['cell_lat', 'cell_lng', (eb) => eb.fn.countAll<string>().as('publications')])
    .where('user_id', 'in', userIds)
    .where('shareable', '=', true)
    .where('cell_lat', 'is not', null)
    .groupBy(['cell_lat', 'cell_lng'])
    .orderBy('cell_lat')
    .orderBy('cell_lng')
    .execute();
  return rows.map((row) => ({
    group_id: groupId,
    cell_lat: row.cell_lat as number,
    cell_lng: row.cell_lng as number,
    publications: Number(row.publications),
  }));
}

/** A member's shareable publications enter the group's portfolio. */
export async function addMember(transaction: Writer, groupId: string, userId: string) {
  const inserted = await transaction
    .insertInto('portfolio_members')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  if (inserted.length === 0) return;
  await transaction
    .insertInto('group_portfolio')
    .columns(['group_id', 'publication_id', 'user_id', 'listed_at'])
    .expression((eb) =>
      eb
        .selectFrom('portfolio_publications')
        .select([
          sql<string>`${groupId}::uuid`.as('group_id'),
          'publication_id',
          'user_id',
          'listed_at',
        ])
        .where('user_id', '=', userId)
        .where('shareable', '=', true),
    )
    .onConflict((conflict) => conflict.columns(['group_id', 'publication_id']).doNothing())
    .execute();
  await moveCoverage(transaction, await memberCells(transaction, groupId, [userId]), 1);
}

/** Members who left or were removed take their publications out of the group's portfolio. */
export async function removeMembers(transaction: Writer, groupId: string, userIds: string[]) {
  const removed = await transaction
    .deleteFrom('portfolio_members')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .returning('user_id')
    .execute();
  const gone = removed.map((row) => row.user_id);
  if (gone.length === 0) return;
  await transaction
    .deleteFrom('group_portfolio')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', gone)
    .execute();
  await moveCoverage(transaction, await memberCells(transaction, groupId, gone), -1);
}

export async function deleteGroup(transaction: Writer, groupId: string) {
  await transaction.deleteFrom('portfolio_members').where('group_id', '=', groupId).execute();
  await transaction.deleteFrom('group_portfolio').where('group_id', '=', groupId).execute();
  await transaction.deleteFrom('group_coverage_cells').where('group_id', '=', groupId).execute();
}
