// How a publication or a member enters and leaves group portfolios, with the coverage counters
// moved in the same transaction.
import { sql, type Transaction } from 'kysely';
import { UNANSWERED } from '../../statementHints.ts';
import type { ReadModelTables } from '../../tables.ts';

type Writer = Transaction<ReadModelTables>;

/**
 * A publication's share in the area counts and in the portfolios (and coverage) of its publisher's
 * groups, read from its portfolio_publications row: added (1) or taken away (-1). Set-based and
 * never read back, so a batch of publications goes out without waiting for any answer (a replay of
 * 100,000 publications is bound by the other projections, not this one).
 */
export async function movePublication(transaction: Writer, publicationId: string, sign: 1 | -1) {
  const statements =
    sign > 0
      ? [
          sql`${sql.raw(UNANSWERED)} INSERT INTO area_publication_cells (cell_lat, cell_lng, publications)
            SELECT cell_lat, cell_lng, 1 FROM portfolio_publications
            WHERE publication_id = ${publicationId} AND cell_lat IS NOT NULL
            ON CONFLICT (cell_lat, cell_lng)
            DO UPDATE SET publications = area_publication_cells.publications + 1`,
          sql`${sql.raw(UNANSWERED)} INSERT INTO group_portfolio (group_id, publication_id, user_id, listed_at)
            SELECT m.group_id, p.publication_id, p.user_id, p.listed_at
            FROM portfolio_publications p JOIN portfolio_members m ON m.user_id = p.user_id
            WHERE p.publication_id = ${publicationId} AND p.shareable
            ON CONFLICT (group_id, publication_id) DO NOTHING`,
          sql`${sql.raw(UNANSWERED)} INSERT INTO group_coverage_cells (group_id, cell_lat, cell_lng, publications)
            SELECT m.group_id, p.cell_lat, p.cell_lng, 1
            FROM portfolio_publications p JOIN portfolio_members m ON m.user_id = p.user_id
            WHERE p.publication_id = ${publicationId} AND p.shareable AND p.cell_lat IS NOT NULL
            ON CONFLICT (group_id, cell_lat, cell_lng)
            DO UPDATE SET publications = group_coverage_cells.publications + 1`,
        ]
      : [
          sql`${sql.raw(UNANSWERED)} UPDATE area_publication_cells a SET publications = a.publications - 1
            FROM portfolio_publications p
            WHERE p.publication_id = ${publicationId} AND a.cell_lat = p.cell_lat AND a.cell_lng = p.cell_lng`,
          sql`${sql.raw(UNANSWERED)} DELETE FROM area_publication_cells a USING portfolio_publications p
            WHERE p.publication_id = ${publicationId} AND a.cell_lat = p.cell_lat AND a.cell_lng = p.cell_lng
              AND a.publications <= 0`,
          sql`${sql.raw(UNANSWERED)} DELETE FROM group_portfolio WHERE publication_id = ${publicationId}`,
          sql`${sql.raw(UNANSWERED)} UPDATE group_coverage_cells c SET publications = c.publications - 1
            FROM portfolio_publications p JOIN portfolio_members m ON m.user_id = p.user_id
            WHERE p.publication_id = ${publicationId} AND p.shareable AND c.group_id = m.group_id
              AND c.cell_lat = p.cell_lat AND c.cell_lng = p.cell_lng`,
          sql`${sql.raw(UNANSWERED)} DELETE FROM group_coverage_cells c USING portfolio_publications p
            WHERE p.publication_id = ${publicationId} AND c.cell_lat = p.cell_lat AND c.cell_lng = p.cell_lng
              AND c.publications <= 0`,
        ];
  for (const statement of statements) await statement.execute(transaction);
}

/** A created publication's portfolio row: its creator, whether it may be shared, its cell. */
export interface PortfolioPublication {
  publication_id: string;
  user_id: string;
  shareable: boolean;
  cell_lat: number | null;
  cell_lng: number | null;
  listed_at: string;
}

/**
 * Publications created one after another, filed and counted as `movePublication(…, 1)` does for
 * each, in four statements however many there are (a replay's batch holds hundreds), none answered.
 */
export async function addPublications(transaction: Writer, rows: readonly PortfolioPublication[]) {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.publication_id);
  const statements = [
    sql`${sql.raw(UNANSWERED)} INSERT INTO portfolio_publications
        (publication_id, user_id, shareable, cell_lat, cell_lng, listed_at)
      SELECT publication_id, user_id, shareable, cell_lat, cell_lng, listed_at
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(publication_id uuid, user_id uuid,
        shareable boolean, cell_lat integer, cell_lng integer, listed_at timestamptz)`,
    sql`${sql.raw(UNANSWERED)} INSERT INTO area_publication_cells (cell_lat, cell_lng, publications)
      SELECT cell_lat, cell_lng, count(*) FROM portfolio_publications
      WHERE publication_id = ANY(${ids}::uuid[]) AND cell_lat IS NOT NULL
      GROUP BY cell_lat, cell_lng
      ON CONFLICT (cell_lat, cell_lng)
      DO UPDATE SET publications = area_publication_cells.publications + EXCLUDED.publications`,
    sql`${sql.raw(UNANSWERED)} INSERT INTO group_portfolio (group_id, publication_id, user_id, listed_at)
      SELECT m.group_id, p.publication_id, p.user_id, p.listed_at
      FROM portfolio_publications p JOIN portfolio_members m ON m.user_id = p.user_id
      WHERE p.publication_id = ANY(${ids}::uuid[]) AND p.shareable
      ON CONFLICT (group_id, publication_id) DO NOTHING`,
    sql`${sql.raw(UNANSWERED)} INSERT INTO group_coverage_cells (group_id, cell_lat, cell_lng, publications)
      SELECT m.group_id, p.cell_lat, p.cell_lng, count(*)
      FROM portfolio_publications p JOIN portfolio_members m ON m.user_id = p.user_id
      WHERE p.publication_id = ANY(${ids}::uuid[]) AND p.shareable AND p.cell_lat IS NOT NULL
      GROUP BY m.group_id, p.cell_lat, p.cell_lng
      ON CONFLICT (group_id, cell_lat, cell_lng)
      DO UPDATE SET publications = group_coverage_cells.publications + EXCLUDED.publications`,
  ];
  for (const statement of statements) await statement.execute(transaction);
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
        .select([sql<string>`${groupId}::uuid`.as('group_id'), 'publication_id', 'user_id', 'listed_at'])
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
