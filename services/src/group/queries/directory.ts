// The public directory (GET /group, GET /group/{id}): groups that are public or discoverable, found
// by title or place; administrators' contact details only for signed-in callers.
import type { PublicGroup } from '@app/contracts';
import type { directoryQuerySchema } from '@app/contracts/group/group';
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { foldedContains, SPANISH_SORT_SQL } from '../../http/index.ts';
import type { GroupRow } from '../membership/membership.ts';
import { portfolioTypes, toGroup } from './groupView.ts';
import { portfolioCondition } from './portfolioCondition.ts';

type Query = z.output<typeof directoryQuerySchema>;
/** Publications this close (in degrees, about 11 km) to the searched place count as local coverage. */
const NEARBY_DEGREES = 0.1;

const listed = sql<boolean>`(groups.public OR groups.discoverable)`;

function nearbyPublications(latitude: number, longitude: number): RawBuilder<number> {
  return sql<number>`(SELECT count(*)::int FROM publications p
    WHERE ${portfolioCondition(sql.ref('groups.id'))}
      AND p.latitude BETWEEN ${latitude - NEARBY_DEGREES} AND ${latitude + NEARBY_DEGREES}
      AND p.longitude BETWEEN ${longitude - NEARBY_DEGREES} AND ${longitude + NEARBY_DEGREES})`;
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

export async function listDirectory(db: ReadModelDatabase, query: Query, signedIn: boolean) {
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? nearbyPublications(query.latitude, query.longitude)
      : null;
  const filtered = db
    .selectFrom('groups')
    .where(listed)
    .$if(query.public !== undefined, (builder) => builder.where('groups.public', '=', query.public === 'true'))
    .$if(Boolean(query.search), (builder) =>
      builder.where((eb) =>
        eb.or([
          foldedContains('groups.name', query.search ?? ''),
          foldedContains(`coalesce(groups.address_title, '')`, query.search ?? ''),
        ]),
      ),
    );
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll('groups')
    .select((near ?? sql<number | null>`null::int`).as('nearby_publications'))
    .$if(near !== null && query.orderBy === 'coverage', (builder) =>
      builder.orderBy(sql.raw('nearby_publications'), 'desc'),
    )
    .orderBy(sql.raw(SPANISH_SORT_SQL('groups.name')))
    .orderBy('groups.id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  const admins = signedIn
    ? await administratorsOf(
        db,
        rows.map((row) => row.id),
      )
    : null;
  const data: PublicGroup[] = rows.map(({ nearby_publications, ...row }) => ({
    ...toGroup(row, null),
    administrators: admins ? (admins.get(row.id) ?? []) : null,
    nearby_publications: nearby_publications === null ? null : Number(nearby_publications),
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
  };
  return group;
}
