// Microsites as the admin screens and the configuration show them, from the read models.
import type { Microsite, MicrositeUser, SiteMicrosite } from '@app/contracts';
import type { ReadModelDatabase, ReadModelTables } from '@app/projections';
import type { Selectable } from 'kysely';
import { foldedContains, type PageQuery } from '../http/index.ts';

export type MicrositeRow = Selectable<ReadModelTables['microsites']>;

export function toMicrosite(row: MicrositeRow): Microsite {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    status: row.status,
    style: row.style,
    settings: row.settings,
    logo_main_url: row.logo_main_url,
    logo_secondary_url: row.logo_secondary_url,
    logo_square_url: row.logo_square_url,
    default_user_id: row.default_user_id,
    users_count: row.users_count,
    created_at: row.created_at.toISOString(),
  };
}

export function findMicrositeRow(db: ReadModelDatabase, id: string): Promise<MicrositeRow | undefined> {
  return db.selectFrom('microsites').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listMicrosites(db: ReadModelDatabase, query: PageQuery) {
  const search = query.search ?? '';
  const filtered = db
    .selectFrom('microsites')
    .$if(search !== '', (builder) =>
      builder.where((eb) => eb.or([foldedContains('name', search), foldedContains('host', search)])),
    );
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  return { rows: rows.map(toMicrosite), total: Number(total) };
}

/** Its users, the default first, then in the order they were added. */
export async function micrositeUsers(db: ReadModelDatabase, micrositeId: string, now: Date): Promise<MicrositeUser[]> {
  const rows = await db
    .selectFrom('microsite_users as mu')
    .innerJoin('users as u', 'u.id', 'mu.user_id')
    .innerJoin('microsites as m', 'm.id', 'mu.microsite_id')
    .select(['u.id', 'u.name', 'u.email', 'u.slug', 'u.avatar_url', 'u.is_premium', 'u.premium_until'])
    .select((eb) => eb('m.default_user_id', '=', eb.ref('u.id')).as('is_default'))
    .where('mu.microsite_id', '=', micrositeId)
    .where('u.deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('mu.added_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    slug: row.slug,
    avatar_url: row.avatar_url,
    is_premium: row.is_premium && (row.premium_until === null || row.premium_until > now),
    default: row.is_default === true,
  }));
}

/** The microsite as the configuration of its host carries it, with its default user's public card. */
export async function toSiteMicrosite(db: ReadModelDatabase, row: MicrositeRow): Promise<SiteMicrosite> {
  const defaultUser =
    row.default_user_id === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['id', 'name', 'slug', 'avatar_url'])
          .where('id', '=', row.default_user_id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    style: row.style,
    settings: row.settings,
    logo_main_url: row.logo_main_url,
    logo_secondary_url: row.logo_secondary_url,
    logo_square_url: row.logo_square_url,
    default_user: defaultUser ?? null,
  };
}
