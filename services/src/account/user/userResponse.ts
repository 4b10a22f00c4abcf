// The signed-in user as GET /api/user answers (contracts' userSchema), read from the users table.
import type { User } from '@app/contracts/account/user';
import type { ReadModelDatabase } from '@app/projections';
import { DomainError } from '../../commands/index.ts';
import { userGroups } from '../../group/index.ts';
import { collage, publicationCounts } from '../../publication/index.ts';
import { latestUserSearches } from '../../search/index.ts';

export async function findLiveUser(db: ReadModelDatabase, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findLiveUser>>>;

export function toUserResponse(row: UserRow, now: Date): User {
  const premiumActive = row.is_premium && (row.premium_until === null || row.premium_until > now);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    email_verified: row.email_verified,
    phone: row.phone,
    avatar_url: row.avatar_url,
    is_premium: premiumActive,
    premium_until: premiumActive ? (row.premium_until?.toISOString() ?? null) : null,
    is_admin: row.is_admin,
    has_stat: row.has_stat,
    created_at: row.created_at.toISOString(),
    // Groups, searches, publications and the catalogue arrive with their own contexts (later issues).
    groups: [],
    contact_types: row.contact_types,
    notification_types: row.notification_types,
    notification_channels: row.notification_channels,
    notification_push_identifiers: row.notification_push_identifiers,
    permissions: row.permissions,
    config: row.config,
    searches: [],
    publications_count_true: 0,
    publications_count_false: 0,
    filters: [],
    images: [],
  };
}

export async function loadUser(db: ReadModelDatabase, userId: string, now: Date): Promise<User> {
  const row = await findLiveUser(db, userId);
  if (!row) throw DomainError.notFound();
  const [counts, searches, images, groups] = await Promise.all([
    publicationCounts(db, userId),
    latestUserSearches(db, userId),
    collage(db, userId),
    userGroups(db, userId),
  ]);
  return {
    ...toUserResponse(row, now),
    publications_count_true: counts.created,
    publications_count_false: counts.assigned,
    searches,
    images,
    groups,
  };
}
