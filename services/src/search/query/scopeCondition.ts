// Where a search looks (DESIGN.md, "Where a publication is seen"): the whole platform sees every
// public publication; a storefront its seller's public ones (created or assigned); a group its
// portfolio (its members' shareable publications); a microsite its users' shareable publications.
import type { SearchScope } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import { portfolioCondition } from '../../group/index.ts';
import { micrositeCondition } from '../../microsite/index.ts';

export function scopeCondition(scope: SearchScope): RawBuilder<boolean> {
  if (scope.microsite_id !== null) return micrositeCondition(scope.microsite_id);
  if (scope.group_id !== null) return portfolioCondition(scope.group_id);
  if (scope.user_id !== null) {
    return sql<boolean>`p.public AND p.id IN (
      SELECT publication_id FROM publication_publishers WHERE user_id = ${scope.user_id})`;
  }
  return sql<boolean>`p.public`;
}
