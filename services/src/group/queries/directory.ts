// The public directory (GET /group, GET /group/{id}): groups that are public or discoverable, found
// by title or place; administrators' contact details only for signed-in callers.
import type { PublicGroup } from '@app/contracts';
import type { directoryQuerySchema, GroupCoverage } from '@app/contracts/group/group';
import { nearbyCells, type ReadModelDatabase } from '@app/projections';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import { foldedContains, SPANISH_SORT_SQL } from '../../http/index.ts';
import type { GroupRow } from '../membership/membership.ts';
import { type DirectoryPlace, directoryPlace } from './directoryPlace.ts';
import { portfolioTypes, toGroup } from './groupView.ts';

type Query = z.output<typeof directoryQuerySchema>;

const listed = sql<boolean>`(groups.public OR groups.discoverable)`;

/** Cells near the place (the coverage read model's grid), as SQL conditions on `alias`. */
function nearCells(alias: string, place: DirectoryPlace): RawBuilder<boolean> {
  const { lat, lng } = nearbyCells(place.latitude, place.longitude);
  return sql<boolean>`${sql.ref(`${alias}.cell_lat`)} BETWEEN ${lat[0]} AND ${lat[1]}
    AND ${sql.ref(`${alias}.cell_lng`)} BETWEEN ${lng[0]} AND ${lng[1]}`;
}

/** Every group's portfolio publications near the place, summed from one index range of cells. */
function nearbyByGroup(place: DirectoryPlace): RawBuilder<unknown> {
  return sql`(SELECT c.group_id, sum(c.publications)::int AS publications FROM group_coverage_cells c
    WHERE ${nearCells('c', place)} GROUP BY c.group_id)`;
}

/** Every publication near the place (the share's denominator). */
function publicationsNear(place: DirectoryPlace): RawBuilder<number> {
  return sql<number>`(SELECT coalesce(sum(a.publications), 0)::int FROM area_publication_cells a
    WHERE ${nearCells('a', place)})`;
}

function textMatches(search: string): Expression<SqlBool> {
  return sql<SqlBool>`(${foldedContains('groups.name', search)} OR ${foldedContains(`coalesce(groups.address_title, '')`, search)})`;
}

function coverageOf(publications: number, nearby: number, place: DirectoryPlace): GroupCoverage {
  const percent = nearby === 0 ? 0 : Math.round((publications / nearby) * 1000) / 10;
  return { place: place.name, percent };
}

export async function administratorsOf(db: ReadModelDatabase, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, PublicGroup['administrators']>();
  const rows = await db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['group_members.group_id', 'users.id', 'users.name', 'users.avatar_url', 'users.email', 'users.phone'])
    .where('group_members.group_id', 'in', groupIds)
    .where('group_members.admin', '=', true)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.name')
    .execute();
  const byGroup = new Map<string, NonNullable<PublicGroup['administrators']>>();
  for (const { group_id, ...admin } of rows) byGroup.set(group_id, [...(byGroup.get(group_id) ?? []), admin]);
  return byGroup;
}

/** Listed groups matching the query, in its order. */
function directoryRows(db: ReadModelDatabase, query: Query, place: DirectoryPlace | null) {
  const search = query.search ?? '';
  const nearby = sql<number>`coalesce(near.publications, 0)`;
  return db
    .selectFrom('groups')
    .$if(place !== null, (builder) =>
      builder.leftJoin(nearbyByGroup(place!).as('near'), (join) =>
        join.onRef(sql.ref('near.group_id'), '=', 'groups.id'),
      ),
    )
    .where(listed)
    .$if(query.public !== undefined, (builder) => builder.where('groups.public', '=', query.public === 'true'))
    .$if(Boolean(search), (builder) =>
      // A place search also lists the groups whose portfolio covers the place.
      builder.where(place?.fromText ? sql<SqlBool>`(${textMatches(search)} OR ${nearby} > 0)` : textMatches(search)),
    )
    .selectAll('groups')
    .select([
      (place ? nearby : sql<number | null>`null::int`).as('nearby_publications'),
      (place ? publicationsNear(place) : sql<number>`0`).as('area_publications'),
      sql<number>`count(*) OVER ()`.as('total'),
    ])
    .$if(place !== null && query.orderBy === 'coverage', (builder) =>
      builder.orderBy(sql.raw('nearby_publications'), 'desc'),
    )
    .orderBy(sql.raw(SPANISH_SORT_SQL('groups.name')))
    .orderBy('groups.id');
}

/**
 * One round trip: the page, the total (a window count over the matches, taken before the page is
 * cut) and the area's publications. A page past the end has no row to carry the total: counted then.
 */
export async function listDirectory(db: ReadModelDatabase, query: Query, signedIn: boolean) {
  const place = directoryPlace(query);
  const matching = directoryRows(db, query, place);
  const rows = await matching
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  const total = rows[0]
    ? Number(rows[0].total)
    : query.page > 1
      ? (
          await db
            .selectFrom(matching.as('all'))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n
      : 0;
  const admins = signedIn
    ? await administratorsOf(
        db,
        rows.map((row) => row.id),
      )
    : null;
  const data: PublicGroup[] = rows.map(({ nearby_publications, area_publications, total: _total, ...row }) => ({
    ...toGroup(row, null),
    administrators: admins ? (admins.get(row.id) ?? []) : null,
    nearby_publications: nearby_publications === null ? null : Number(nearby_publications),
    coverage: place ? coverageOf(Number(nearby_publications), Number(area_publications), place) : null,
  }));
  return { rows: data, total: Number(total) };
}

/** One listed group, or a group the caller belongs to; null otherwise (a private group stays hidden). */
export async function publicGroup(
  db: ReadModelDatabase,
  row: GroupRow,
  membership: { admin: boolean } | null,
  signedIn: boolean,
) {
  if (!row.public && !row.discoverable && !membership) return null;
  const admins = signedIn ? await administratorsOf(db, [row.id]) : null;
  const group: PublicGroup = {
    ...toGroup(row, membership, await portfolioTypes(db, row.id)),
    administrators: admins ? (admins.get(row.id) ?? []) : null,
    nearby_publications: null,
    coverage: null,
  };
  return group;
}
