// The users screen's list: filters Premium / Administrador / Con publicaciones (each yes, no or
// any), text search over name and e-mail, an order, 20 a page, and each row's publication counts.
import type { AdminUserListQuery, AdminUserRow } from '@app/contracts/account/adminUser';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { foldedContains, type PageQuery } from '../../http/index.ts';

type Db = ReadModelDatabase;

export interface UserListFilter {
  search?: string;
  is_premium?: boolean;
  is_admin?: boolean;
  has_publications?: boolean;
}

export type UserListOrder = {
  orderBy: NonNullable<AdminUserListQuery['orderBy']>;
  orderMethod: 'asc' | 'desc';
};

/** Live accounts matching the filter; `now` decides whether a premium period still runs. */
export function filteredUsers(db: Db, filter: UserListFilter, now: Date) {
  const premiumNow = sql<boolean>`(users.is_premium AND (users.premium_until IS NULL OR users.premium_until > ${now}))`;
  const publishes = sql<boolean>`EXISTS (SELECT 1 FROM publication_publishers WHERE publication_publishers.user_id = users.id)`;
  const search = filter.search ?? '';
  return db
    .selectFrom('users')
    .where('users.deleted_at', 'is', null)
    .$if(filter.is_premium !== undefined, (query) =>
      query.where(filter.is_premium ? premiumNow : sql<boolean>`NOT ${premiumNow}`),
    )
    .$if(filter.is_admin !== undefined, (query) => query.where('users.is_admin', '=', filter.is_admin ?? false))
    .$if(filter.has_publications !== undefined, (query) =>
      query.where(filter.has_publications ? publishes : sql<boolean>`NOT ${publishes}`),
    )
    .$if(search !== '', (query) =>
      query.where((eb) => eb.or([foldedContains('users.name', search), foldedContains('users.email', search)])),
    );
}

type Filtered = ReturnType<typeof filteredUsers>;

function withCounts(filtered: Filtered) {
  return filtered
    .selectAll('users')
    .select([
      sql<number>`(SELECT count(*) FROM publication_publishers p WHERE p.user_id = users.id AND p.creator)`.as(
        'created_count',
      ),
      sql<number>`(SELECT count(*) FROM publication_publishers p WHERE p.user_id = users.id AND NOT p.creator)`.as(
        'assigned_count',
      ),
    ]);
}

type CountedRow = Awaited<ReturnType<ReturnType<typeof withCounts>['execute']>>[number];

function toRow(row: CountedRow, now: Date): AdminUserRow {
  const premium = row.is_premium && (row.premium_until === null || row.premium_until > now);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    slug: row.slug,
    avatar_url: row.avatar_url,
    created_at: row.created_at.toISOString(),
    is_admin: row.is_admin,
    is_premium: premium,
    premium_until: premium ? (row.premium_until?.toISOString() ?? null) : null,
    has_stat: row.has_stat,
    permissions: row.permissions,
    publications_count_true: Number(row.created_count),
    publications_count_false: Number(row.assigned_count),
  };
}

/**
 * How many matches past the page's first row are counted. An exact count of 100,000 accounts
 * costs a scan of them all on every request (bench/adminUsers.ts); nobody pages 25 pages ahead,
 * so past this window the total reads "more than" (docs/decisions/admin-back-office.md).
 */
export const USER_COUNT_WINDOW = 500;

/** The total from the page's first row on, counted up to the window: exact, or a lower bound. */
async function countWithin(db: Db, filtered: Filtered, offset: number, window: number) {
  const ceiling = offset + window;
  const { total } = await db
    .selectFrom(
      filtered
        .select(sql<number>`1`.as('one'))
        .limit(ceiling + 1)
        .as('window'),
    )
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const counted = Number(total);
  return counted > ceiling ? { total: ceiling, total_exact: false } : { total: counted, total_exact: true };
}

export async function listUsers(
  db: Db,
  filter: UserListFilter & UserListOrder,
  page: PageQuery,
  now: Date,
  window = USER_COUNT_WINDOW,
): Promise<{ rows: AdminUserRow[]; total: number; total_exact: boolean }> {
  const filtered = filteredUsers(db, filter, now);
  const offset = (page.page - 1) * page.take;
  const [counted, rows] = await Promise.all([
    countWithin(db, filtered, offset, window),
    withCounts(filtered)
      .orderBy(`users.${filter.orderBy}`, filter.orderMethod)
      .orderBy('users.id')
      .limit(page.take)
      .offset(offset)
      .execute(),
  ]);
  return { ...counted, rows: rows.map((row) => toRow(row, now)) };
}

/** One live account as the users screen's form shows it. */
export async function findAdminUser(db: Db, id: string, now: Date): Promise<AdminUserRow | undefined> {
  const row = await withCounts(filteredUsers(db, {}, now).where('users.id', '=', id)).executeTakeFirst();
  return row && toRow(row, now);
}
