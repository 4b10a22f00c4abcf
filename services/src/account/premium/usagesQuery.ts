import type { PromocodeUsage } from '@app/contracts/account/promocode';
import type { ReadModelDatabase } from '@app/projections';
import { foldedContains, type PageQuery } from '../../http/index.ts';

/** Redemptions of one code, newest first, searchable by the user's name. */
export async function listUsages(
  db: ReadModelDatabase,
  promocodeId: string,
  query: PageQuery,
): Promise<{ rows: PromocodeUsage[]; total: number }> {
  const filtered = db
    .selectFrom('promocode_usages')
    .leftJoin('users', 'users.id', 'promocode_usages.user_id')
    .where('promocode_usages.promocode_id', '=', promocodeId)
    .$if(Boolean(query.search), (builder) => builder.where(foldedContains('users.name', query.search ?? '')));
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select([
      'promocode_usages.id',
      'promocode_usages.for',
      'promocode_usages.created_at',
      'users.id as user_id',
      'users.name as user_name',
      'users.email as user_email',
    ])
    .orderBy('promocode_usages.created_at', 'desc')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.id,
      for: row.for,
      created_at: row.created_at.toISOString(),
      user: row.user_id ? { id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' } : null,
    })),
  };
}
