// Where a search looks (DESIGN.md, "Where a publication is seen"): the whole platform sees every
// public publication; a storefront its seller's public ones (created or assigned). Groups and
// microsites see their members' shareable publications: their membership read models come with
// their issues, so until then those scopes find nothing rather than leak the whole platform.
import type { SearchScope } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';

export function scopeCondition(scope: SearchScope): RawBuilder<boolean> {
  if (scope.group_id !== null || scope.microsite_id !== null) return sql<boolean>`false`;
  if (scope.user_id !== null) {
    return sql<boolean>`p.public AND p.id IN (
      SELECT publication_id FROM publication_publishers WHERE user_id = ${scope.user_id})`;
  }
  return sql<boolean>`p.public`;
}
