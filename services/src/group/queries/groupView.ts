// Groups as the API answers them (contracts' groupSchema), from the groups table.
import type { Group } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { GroupRow } from '../membership/membership.ts';
import { portfolioCondition } from './portfolioCondition.ts';

export function addressOf(row: Pick<GroupRow, 'address_title' | 'latitude' | 'longitude'>) {
  if (row.address_title === null || row.latitude === null || row.longitude === null) return null;
  return { title: row.address_title, geolocation: { coordinates: [row.latitude, row.longitude] as [number, number] } };
}

export function toGroup(row: GroupRow, membership: { admin: boolean } | null, types: Group['types'] = []): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo_url: row.logo_url,
    public: row.public,
    discoverable: row.discoverable,
    address: addressOf(row),
    users_count: row.users_count,
    created_at: row.created_at.toISOString(),
    pivot: membership,
    types,
  };
}

/** The publication types the portfolio holds: the show screen's type scope. */
export async function portfolioTypes(db: ReadModelDatabase, groupId: string): Promise<Group['types']> {
  const { rows } = await sql<{ id: string; title: string }>`
    SELECT t.id, t.title FROM publication_types t
    WHERE t.id IN (SELECT DISTINCT p.type_id FROM publications p WHERE ${portfolioCondition(groupId)})
    ORDER BY t.title`.execute(db);
  return rows;
}

export async function showGroup(db: ReadModelDatabase, row: GroupRow, membership: { admin: boolean } | null) {
  return toGroup(row, membership, await portfolioTypes(db, row.id));
}
