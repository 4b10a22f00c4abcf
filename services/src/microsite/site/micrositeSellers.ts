// GET /microsite/sellers on a microsite's host: the sellers whose catalogues its scope chooser offers
// (web/src/search/builder/scopeChooser) — only when the microsite shows its users section, and
// only those with a catalogue address. The default seller comes first, then by name; each with the
// count its catalogue search starts from (public publications, as the storefront scope sees them).
import type { MicrositeSeller } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { MicrositeRow } from '../micrositeQueries.ts';

export async function micrositeSellers(db: ReadModelDatabase, microsite: MicrositeRow): Promise<MicrositeSeller[]> {
  if (!microsite.settings.users) return [];
  const rows = await db
    .selectFrom('microsite_users as mu')
    .innerJoin('users as u', 'u.id', 'mu.user_id')
    .where('mu.microsite_id', '=', microsite.id)
    .where('u.deleted_at', 'is', null)
    .where('u.slug', 'is not', null)
    .select([
      'u.id',
      'u.name',
      'u.slug',
      'u.avatar_url',
      sql<number>`(SELECT count(*)::int FROM publications p WHERE p.public AND p.id IN (
        SELECT pp.publication_id FROM publication_publishers pp WHERE pp.user_id = u.id))`.as('publications_count'),
    ])
    .orderBy(sql`CASE WHEN u.id = ${microsite.default_user_id} THEN 0 ELSE 1 END`)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug ?? '',
    avatar_url: row.avatar_url,
    default: row.id === microsite.default_user_id,
    publications_count: row.publications_count,
  }));
}
