// Where a search looks (DESIGN.md, "Where a publication is seen"): the whole platform sees every
// public publication; a storefront its seller's public ones (created or assigned); a group its
// portfolio (its members' shareable publications). Microsites will see their members' shareable
// publications: their membership read model comes with their issue, so until then that scope
// finds nothing rather than leak the whole platform.
import type { SearchScope } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import { portfolioCondition } from '../../group/queries/portfolioCondition.ts';

export function scopeCondition(scope: SearchScope): RawBuilder<boolean> {
  if (scope.microsite_id !== null) return sql<boolean>`false`;
  if (scope.group_id !== null) return portfolioCondition(scope.group_id);
  if (scope.user_id !== null) {
    return sql<boolean>`p.public AND p.id IN (
      SELECT publication_id FROM publication_publishers WHERE user_id = ${scope.user_id})`;
  }
  return sql<boolean>`p.public`;
}
