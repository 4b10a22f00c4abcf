// A search on a microsite's host looks at that microsite (DESIGN.md, "Where a publication is
// seen"): the shareable publications of its users. The host decides the scope, not the client.
import { MICROSITE_MESSAGES, type SearchScope, VALIDATION_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { DomainError } from '../../commands/index.ts';
import type { MicrositeRow } from '../micrositeQueries.ts';

/** True for rows of `publications` (under `alias`) a microsite shows: its users' shareable ones. */
export function micrositeCondition(micrositeId: string, alias = 'p'): RawBuilder<boolean> {
  const publication = sql.ref(alias);
  return sql<boolean>`${publication}.shareable AND ${publication}.id IN (
    SELECT pp.publication_id FROM publication_publishers pp
    JOIN microsite_users mu ON mu.user_id = pp.user_id AND mu.microsite_id = ${micrositeId})`;
}

/**
 * The scope a search asked on this host gets: on a microsite's host, the microsite (a storefront
 * or group scope stays as asked, another microsite is refused); on the main platform, as asked.
 */
export function scopeOnSite<Scope extends SearchScope>(scope: Scope, microsite: MicrositeRow | null): Scope {
  if (!microsite) return scope;
  if (scope.microsite_id !== null && scope.microsite_id !== microsite.id)
    throw DomainError.invalidField('microsite_id', MICROSITE_MESSAGES.otherMicrosite);
  if (scope.group_id !== null || scope.user_id !== null) return scope;
  return { ...scope, microsite_id: microsite.id };
}

/** A microsite scope asked for on the main platform names a microsite that exists. */
export async function assertMicrositeScope(db: ReadModelDatabase, scope: SearchScope): Promise<void> {
  if (scope.microsite_id === null) return;
  const found = await db.selectFrom('microsites').select('id').where('id', '=', scope.microsite_id).executeTakeFirst();
  if (!found) throw DomainError.invalidField('microsite_id', VALIDATION_MESSAGES.invalid);
}

/** The microsites searches name, as the search response shows them ({name, host, logo_square_url}). */
export async function micrositesById(db: ReadModelDatabase, micrositeIds: readonly (string | null)[]) {
  const ids = [...new Set(micrositeIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, { name: string; host: string; logo_square_url: string | null }>();
  const rows = await db
    .selectFrom('microsites')
    .select(['id', 'name', 'host', 'logo_square_url'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map(({ id, ...microsite }) => [id, microsite]));
}
