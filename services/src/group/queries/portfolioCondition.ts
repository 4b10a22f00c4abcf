// A group's portfolio (DESIGN.md, "Where a publication is seen"): the publications its members
// publish and mark shareable ('Impulsar'), public in their storefront or not.
import { type RawBuilder, sql } from 'kysely';

/** True for rows of `publications` (under `alias`) in the group's portfolio. */
/** `groupId`: a value, or a reference to a column holding it (a correlated subquery). */
export function portfolioCondition(groupId: string | RawBuilder<unknown>, alias = 'p'): RawBuilder<boolean> {
  const publication = sql.ref(alias);
  return sql<boolean>`${publication}.shareable AND ${publication}.id IN (
    SELECT pp.publication_id FROM publication_publishers pp
    JOIN group_members gm ON gm.user_id = pp.user_id AND gm.group_id = ${groupId})`;
}
