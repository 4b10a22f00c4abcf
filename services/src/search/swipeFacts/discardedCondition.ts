// "Discarded stays discarded" (issue 26): a publication a participant rejected in one search stays
// out of their other searches of the same scope (platform, one group, one microsite, one
// storefront) until its price drops below the price they rejected; then it comes back, and the card
// shows 'Bajó de precio' from the price history. Read from the swipe and price-change read models
// only, so a replay of the log gives the same discards.
import { type RawBuilder, sql } from 'kysely';

/** A search or participant key: a value, or a column when many pairs are tested in one statement. */
type Key = string | RawBuilder<string>;

/** The two searches look at the same place. */
export const SAME_SCOPE = (here: string, there: string) =>
  sql<boolean>`${sql.ref(`${there}.group_id`)} IS NOT DISTINCT FROM ${sql.ref(`${here}.group_id`)}
    AND ${sql.ref(`${there}.microsite_id`)} IS NOT DISTINCT FROM ${sql.ref(`${here}.microsite_id`)}
    AND ${sql.ref(`${there}.scope_user_id`)} IS NOT DISTINCT FROM ${sql.ref(`${here}.scope_user_id`)}`;

/**
 * What a buyer pays now is less than what they paid when `since` happened: the first price change
 * after it tells the price then (nothing changed after it, nothing dropped); a change of currency
 * is not a drop.
 */
export function priceDroppedSince(publication: RawBuilder<string>, since: RawBuilder<Date>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM publications AS priced
    CROSS JOIN LATERAL (
      SELECT change.previous_amount, change.previous_amount_sale, change.previous_currency
      FROM publication_price_changes AS change
      WHERE change.publication_id = ${publication} AND change.changed_at > ${since}
      ORDER BY change.changed_at LIMIT 1) AS first_change
    WHERE priced.id = ${publication} AND first_change.previous_currency = priced.currency
      AND coalesce(priced.amount_sale, priced.amount)
        < coalesce(first_change.previous_amount_sale, first_change.previous_amount))`;
}

/**
 * Whether `participantKey` rejected `publication` (a uuid expression) in another search with the
 * scope of `searchId`, and its price did not drop since.
 */
export function discardedElsewhere(
  searchId: Key,
  participantKey: Key,
  publication: RawBuilder<string>,
): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM search_decisions AS discard
    JOIN searches AS here ON here.id = ${searchId}
    JOIN searches AS there ON there.id = discard.search_id
    WHERE discard.participant_key = ${participantKey} AND discard.publication_id = ${publication}
      AND discard."like" IS FALSE AND discard.search_id <> ${searchId}
      AND ${SAME_SCOPE('here', 'there')}
      AND NOT ${priceDroppedSince(publication, sql`discard.decided_at`)})`;
}

/**
 * What `participantKey` may still be shown in `searchId`: neither decided (liked or rejected) there
 * nor discarded in another search of its scope.
 */
export function undecidedBy(searchId: Key, participantKey: Key, publication: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`(NOT EXISTS (SELECT 1 FROM search_decisions AS decided
      WHERE decided.search_id = ${searchId} AND decided.participant_key = ${participantKey}
        AND decided.publication_id = ${publication} AND decided."like" IS NOT NULL)
    AND NOT ${discardedElsewhere(searchId, participantKey, publication)})`;
}
